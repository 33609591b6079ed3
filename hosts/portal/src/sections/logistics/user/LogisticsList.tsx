import { Link, useSearchParams } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { CompanyView } from './CompanyView';
import { ConnectsView } from './ConnectsView';
import { ItemsView } from './ItemsView';
import { MessagesView } from './MessagesView';
import { NewsView } from './NewsView';
import '../logistics.css';

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
      {view === 'items' && <ItemsView />}
      {view === 'company' && <CompanyView profile={info.data?.profile ?? null} profileLoaded={Boolean(info.data)} />}
      {view === 'news' && <NewsView hasCompany={info.data ? info.data.company !== null : undefined} />}
      {view === 'connects' && <ConnectsView onChange={refreshCounts} />}
      {view === 'messages' && <MessagesView onRead={refreshCounts} />}
    </div>
  );
}
