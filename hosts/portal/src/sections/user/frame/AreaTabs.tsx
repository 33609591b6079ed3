import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isWithin, linkOf, staticPrefix, type UserPage } from '@wz/app-kit';
import { useCurrentInView } from './scrollRow';

/**
 * The pages of the current area as a row of links over the page (基本资料 · 修改密码 …); a nested area
 * (同城发布 › 同住) adds a row of its own. The area's own path counts as its first page.
 */
export function AreaTabs({ area, parent }: { area: UserPage; parent: string }) {
  const { pathname } = useLocation();
  const row = useRef<HTMLElement>(null);
  useCurrentInView(row, pathname);
  const base = staticPrefix(area, parent);
  const pages = area.pages ?? [];
  if (!pages.length) return null;
  const activeIndex = Math.max(
    0,
    pages.findIndex((p) => isWithin(pathname, staticPrefix(p, base))),
  );
  const active = pages[activeIndex]!;
  return (
    <>
      <nav ref={row} className="area-tabs" aria-label={`${area.label}页面`}>
        {pages.map((p, i) => (
          <Link
            key={p.path}
            to={linkOf(p, base)}
            className="area-tabs__item"
            aria-current={i === activeIndex ? 'page' : undefined}
          >
            {p.label}
          </Link>
        ))}
      </nav>
      {active.pages ? <AreaTabs area={active} parent={base} /> : null}
    </>
  );
}
