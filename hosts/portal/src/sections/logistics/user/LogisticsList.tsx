import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Skeleton } from '@wz/ui';
import '../logistics.css';

// each part in its own chunk: the forms, tables and message box are not all needed at once
const ItemsView = lazy(() => import('./ItemsView').then((m) => ({ default: m.ItemsView })));
const CompanyView = lazy(() => import('./CompanyView').then((m) => ({ default: m.CompanyView })));
const NewsView = lazy(() => import('./NewsView').then((m) => ({ default: m.NewsView })));
const ConnectsView = lazy(() => import('./ConnectsView').then((m) => ({ default: m.ConnectsView })));
const MessagesView = lazy(() => import('./MessagesView').then((m) => ({ default: m.MessagesView })));

const VIEWS = [
  { key: 'items', label: '我的信息' },
  { key: 'company', label: '企业资料' },
  { key: 'news', label: '企业新闻' },
  { key: 'connects', label: '联系记录' },
  { key: 'messages', label: '站内信' },
] as const;
type View = (typeof VIEWS)[number]['key'];

/**
 * /user/logistics/list: the member's logistics centre: items, company profile, company news, contacts on
 * their items and in-site messages, with the unread counts; the part shown is ?view= (items by default).
 */
export default function LogisticsList() {
  const [params] = useSearchParams();
  const raw = params.get('view');
  const view: View = VIEWS.some((v) => v.key === raw) ? (raw as View) : 'items';
  const info = useRead(reads.logisticsUserInfo());
  const unread = info.data?.unread;
  const refreshCounts = () => void info.mutate();
  const badge = (key: View) => {
    const n = key === 'messages' ? unread?.messages : key === 'connects' ? unread?.connects : undefined;
    return n ? <span className="logistics-unread" aria-label={key === 'messages' ? `${n} 条未读` : `${n} 条未处理`}>{n}</span> : null;
  };
  return (
    <div className="logistics-centre">
      <nav className="listing-nav" aria-label="物流管理">
        {VIEWS.map((v) => (
          <Link key={v.key} className="listing-nav__item" to={v.key === 'items' ? '?' : `?view=${v.key}`} aria-current={view === v.key ? 'page' : undefined}>
            {v.label}
            {badge(v.key)}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<Skeleton lines={4} label="加载中" />}>
        {view === 'items' && <ItemsView />}
        {view === 'company' && <CompanyView profile={info.data?.profile ?? null} profileLoaded={Boolean(info.data)} />}
        {view === 'news' && <NewsView hasCompany={info.data ? info.data.company !== null : undefined} />}
        {view === 'connects' && <ConnectsView onChange={refreshCounts} />}
        {view === 'messages' && <MessagesView onRead={refreshCounts} />}
      </Suspense>
    </div>
  );
}
