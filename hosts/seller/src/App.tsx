import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useRoutes } from 'react-router-dom';
import { createRouter } from '@wz/app-kit';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Breadcrumb, Skeleton } from '@wz/ui';
import { GROUPS, PAGES, pageOf, routes } from './routes';
import { hasToken, toLogin } from './session';
import { ShopContext } from './shop';

const router = createRouter(routes);

/** The Ant Design Pro-like frame: top bar, side menu by group (folds on phones), breadcrumbs, the page. */
export function App() {
  const { pathname } = useLocation();
  const guest = !hasToken();
  useEffect(() => {
    if (guest) toLogin();
  }, [guest]);
  const shop = useRead(guest ? null : reads.sellerShop());
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  const element = useRoutes(router.routes);
  const page = pageOf(pathname);
  useEffect(() => {
    document.title = `${page?.title ?? '页面不存在'} - 商家中心`;
  }, [page]);
  if (guest) return <p className="sc-wait">正在前往登录…</p>;

  return (
    <div className="sc">
      <header className="sc-top">
        <button type="button" className="sc-menu-btn" aria-expanded={menuOpen} aria-controls="sc-menu" onClick={() => setMenuOpen((o) => !o)}>
          <span aria-hidden="true">☰</span> 菜单
        </button>
        <Link to="/" className="sc-brand">
          商家中心
        </Link>
        <span className="sc-shop">{shop.data?.shopname || ''}</span>
        <a className="sc-portal" href="/wzmall">
          返回商城
        </a>
      </header>
      <div className="sc-body">
        <nav id="sc-menu" className={`sc-menu${menuOpen ? ' sc-menu--open' : ''}`} aria-label="商家中心菜单">
          {GROUPS.map((g) => (
            <div key={g} className="sc-menu__group">
              <h2 className="sc-menu__title">{g}</h2>
              <ul>
                {PAGES.filter((p) => p.group === g).map((p) => (
                  <li key={p.path}>
                    <NavLink to={`/${p.path}`} end className={({ isActive }) => `sc-menu__link${isActive ? ' is-active' : ''}`}>
                      {p.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main className="sc-main">
          <Breadcrumb
            items={[
              { label: '商家中心', href: '/seller/wzmall' },
              ...(page && page.path ? [{ label: page.title }] : []),
            ]}
          />
          <ShopContext.Provider value={shop}>
            <Suspense fallback={<Skeleton lines={6} label="页面加载中" />}>{element ?? <p role="alert">页面不存在</p>}</Suspense>
          </ShopContext.Provider>
        </main>
      </div>
    </div>
  );
}
