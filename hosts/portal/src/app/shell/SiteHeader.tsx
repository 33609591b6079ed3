import { useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SearchBar, SiteHeader as TopBar } from '@wz/ui';
import { useGetAppcode } from '@wz/sdk/react';
import { useLogout, useSession } from '../lib/api';
import { useRegionPicker } from './useRegionPicker';
import { TopNav } from './TopNav';
import { useAfterPaint } from '../lib/afterPaint';
import { searchPath, SEARCH_KEYWORD_MAX, useSuggestions } from '../lib/search';

/** Client-side navigation for portal links rendered by @wz/ui components. */
export function useRouterNavigate() {
  const navigate = useNavigate();
  return (href: string, e: MouseEvent) => {
    if (!href.startsWith('/') || href.startsWith('//') || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(href);
  };
}

/** Header of every page: top bar (city, QR codes, greeting), brand + search, top navigation. */
export function SiteHeader() {
  const { userInfo, loggedIn } = useSession();
  const logout = useLogout();
  // What the header shows only on demand (QR codes, the city picker's lists) loads once the page has
  // painted, so it does not compete with the page's own first reads.
  const painted = useAfterPaint(true);
  const appCodes = useGetAppcode(painted ? {} : null);
  const region = useRegionPicker(painted);
  const navigate = useNavigate();
  const onNavigate = useRouterNavigate();
  // On the results page the box shows the keyword searched for.
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/search' ? (params.get('keyword') ?? '') : '';
  const [typed, setTyped] = useState('');
  const suggestions = useSuggestions(typed);
  return (
    <div className="site-header">
      <TopBar
        className="site-topbar"
        {...region}
        appCodes={appCodes.data ?? []}
        user={loggedIn && userInfo ? { nickname: userInfo.nickname, username: userInfo.username } : null}
        onLogout={() => void logout()}
        onNavigate={onNavigate}
      />
      <div className="container brandbar">
        <Link to="/" className="brand" aria-label="分类信息门户 首页">
          <span className="brand__mark" aria-hidden="true">
            信
          </span>
          <span className="brand__text">
            <span className="brand__name">分类信息门户</span>
            <span className="brand__slogan">本地生活，一网打尽</span>
          </span>
        </Link>
        <SearchBar
          key={current}
          defaultValue={current}
          className="brandbar__search"
          label="站内搜索"
          placeholder="搜索旅游、教育、房产、商品…"
          action="/search"
          maxLength={SEARCH_KEYWORD_MAX}
          suggestions={suggestions}
          onValueChange={setTyped}
          onSearch={(keyword) => {
            setTyped('');
            navigate(searchPath(keyword));
          }}
        />
      </div>
      <TopNav />
    </div>
  );
}
