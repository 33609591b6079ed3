import { SiteFooter as Footer } from '@wz/ui';
import { SECTIONS, SECTION_KEYS } from '../routing/sections';
import { usePortalConfig } from '@wz/app-kit';
import { useRouterNavigate } from './SiteHeader';

/**
 * Footer: section links, then the operator's registration, hotline and report contact. Those come from
 * config.json (`footer.lines`), since they belong to whoever runs the site.
 */
export function SiteFooter() {
  const { footerLines } = usePortalConfig();
  const onNavigate = useRouterNavigate();
  return (
    <Footer
      links={SECTION_KEYS.map((k) => ({ label: SECTIONS[k].label, href: SECTIONS[k].path }))}
      lines={footerLines?.length ? footerLines : ['本站信息由会员发布，请注意甄别', '© 分类信息门户']}
      onNavigate={onNavigate}
      className="site-footer"
    />
  );
}
