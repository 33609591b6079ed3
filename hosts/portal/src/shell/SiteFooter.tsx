import { Link } from 'react-router-dom';
import { SECTIONS, SECTION_KEYS } from '../routes/sections';

/** Footer: company registration, customer hotline and report contact (their content is ours to choose). */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav className="site-footer__links" aria-label="栏目导航">
        {SECTION_KEYS.map((k) => (
          <Link key={k} to={SECTIONS[k].path}>
            {SECTIONS[k].label}
          </Link>
        ))}
      </nav>
      <div className="site-footer__info">
        <p>客服热线：400-000-0000（每日 8:30–21:00） · 违法和不良信息举报：jubao@example.com</p>
        <p>本站为分类信息演示门户 · 工商注册信息以运营方公示为准</p>
      </div>
    </footer>
  );
}
