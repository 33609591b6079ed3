// A group's frame on every detail page: its header (kind, name, place, counts), what the caller may do
// (申请加入 / 审核中 / 已加入 / 管理小组) and the tabs 首页 · 议题 · 贴吧 · 质问. Member texts render as text.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isApiError, type OperationData } from '@wz/sdk';
import { Button, Skeleton } from '@wz/ui';
import { SectionLayout } from '../../app/shell/SectionLayout';
import { useSession } from '../../app/lib/api';
import { groupPath, forumPath, joinPath, KIND_NAMES, questionsPath, SAME_HOME, topicsPath, indexPath } from './params';
import './same.css';

export type GroupHome = OperationData<'sameGroup'>;
export type Role = GroupHome['role'];
export const isMember = (r: Role | undefined) => r === 'member' || r === 'manager' || r === 'owner';
export const isManager = (r: Role | undefined) => r === 'manager' || r === 'owner';
/** The user-centre page where a manager runs the group (the kinds share tongzhu's pages, by ?gid=). */
export const managePath = (gid: number, page = 'memberlist') => `/user/sameRelease/tongzhu/${page}?gid=${gid}`;

type Tab = 'index' | 'yiti' | 'common' | 'zhiwen';
const TABS: [Tab, string, (id: number) => string][] = [
  ['index', '首页', groupPath],
  ['yiti', '议题', (id) => topicsPath(id)],
  ['common', '贴吧', (id) => forumPath(id)],
  ['zhiwen', '质问', (id) => questionsPath(id)],
];

interface GroupRead {
  data?: GroupHome;
  error?: unknown;
  mutate: () => unknown;
}

/** What the caller can do about membership, in one line. */
export function MemberAction({ home }: { home: GroupHome }) {
  const { loggedIn } = useSession();
  const { role, group } = home;
  if (isManager(role)) return <Link className="same-btn" to={managePath(group.id)}>管理小组</Link>;
  if (role === 'member') return <span className="same-badge same-badge--ok">已加入</span>;
  if (role === 'waiting') return <span className="same-badge">申请审核中</span>;
  return <Link className="same-btn same-btn--primary" to={loggedIn ? joinPath(group.id) : `/login`}>{loggedIn ? '申请加入' : '登录后加入'}</Link>;
}

/** Why the caller cannot write here, with the way to change it; null for members. */
export function MembersOnly({ home, what }: { home: GroupHome; what: string }) {
  const { loggedIn } = useSession();
  if (isMember(home.role)) return null;
  return (
    <p className="same-note" role="note">
      {!loggedIn ? (
        <>
          <Link to="/login">登录</Link>并加入小组后可以{what}
        </>
      ) : home.role === 'waiting' ? (
        <>加入申请审核中，通过后可以{what}</>
      ) : (
        <>
          小组成员才能{what}，<Link to={joinPath(home.group.id)}>申请加入</Link>
        </>
      )}
    </p>
  );
}

/** The frame around a group's page; `children` get the loaded home. */
export function GroupFrame({ id, read, tab, crumb, children }: { id: number; read: GroupRead; tab: Tab; crumb?: string; children: (home: GroupHome) => ReactNode }) {
  const home = read.data;
  const missing = !id || (isApiError(read.error) && read.error.code === 404);
  const breadcrumb = home
    ? [{ label: KIND_NAMES[home.group.kind], to: indexPath({ kind: home.group.kind }) }, { label: home.group.name, to: groupPath(home.group.id) }, ...(crumb ? [{ label: crumb }] : [])]
    : [{ label: '小组' }];
  let body: ReactNode;
  if (missing) {
    body = (
      <div className="same-card" role="alert">
        <h1>小组不存在</h1>
        <p>没有这个小组，或它尚未通过审核。</p>
        <Link to={SAME_HOME}>看看全部小组</Link>
      </div>
    );
  } else if (!home && read.error) {
    body = (
      <div className="same-card" role="alert">
        <p>加载失败，请稍后重试</p>
        <Button onClick={() => void read.mutate()}>重试</Button>
      </div>
    );
  } else if (!home) {
    body = <Skeleton lines={6} label="加载中" />;
  } else {
    const g = home.group;
    body = (
      <>
        <header className="same-card same-head">
          <div className="same-head__main">
            <p className="same-head__kind">
              <span className={`same-kind same-kind--${g.kind}`}>{KIND_NAMES[g.kind]}</span>
              {g.private ? <span className="same-badge">私密小组</span> : null}
            </p>
            <h1>{g.name}</h1>
            <p className="same-muted">
              {g.district}
              {g.address ? ` · ${g.address}` : ''}
            </p>
            <p className="same-muted">
              成员 {g.members} · 议题 {g.topics} · 帖子 {g.posts}
            </p>
          </div>
          <div className="same-head__action">
            <MemberAction home={home} />
          </div>
        </header>
        <nav className="same-tabs" aria-label="小组栏目">
          {TABS.map(([key, label, to]) => (
            <Link key={key} to={to(g.id)} aria-current={key === tab ? 'page' : undefined}>
              {label}
            </Link>
          ))}
        </nav>
        {g.private && !isMember(home.role) && tab !== 'index' ? (
          <div className="same-card">
            <p>这是私密小组，成员才能查看议题、贴吧和质问。</p>
            <MembersOnly home={home} what="查看" />
          </div>
        ) : (
          children(home)
        )}
      </>
    );
  }
  return (
    <SectionLayout section="same" filter={<span />} breadcrumb={breadcrumb}>
      <div className="same">{body}</div>
    </SectionLayout>
  );
}

/** 上一页 / 下一页 as links (the page is in the URL). */
export function Pager({ page, total, perPage, href }: { page: number; total: number; perPage: number; href: (page: number) => string }) {
  if (total <= perPage) return null;
  return (
    <nav className="same-pages" aria-label="翻页">
      {page > 1 ? <Link to={href(page - 1)}>上一页</Link> : null}
      <span>
        第 {page} / {Math.ceil(total / perPage)} 页
      </span>
      {page * perPage < total ? <Link to={href(page + 1)}>下一页</Link> : null}
    </nav>
  );
}
