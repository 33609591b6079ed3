// The group a manager's page works on: ?gid= when it is one the member manages, else the first of them. A
// <select> switches it (kept in the URL, so reload and links keep it).
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { KindState } from '@wz/app-kit/kinds';
import { Skeleton } from '@wz/ui';
import { APPLY_PATH, idOf, KIND_NAMES } from '../params';
import '../same.css';

export type MyGroup = OperationData<'sameMine'>['lists'][number];
export const mine = reads.sameMine({});
export const manages = (m: MyGroup) => m.status === 'approved' && (m.role === 'owner' || m.role === 'manager');

/** The managed groups and the chosen one's id (0 while loading or when there is none). */
export function useManagedGroup(): { gid: number; groups: MyGroup[] | undefined; error: unknown; retry: () => void } {
  const [search] = useSearchParams();
  const read = useRead(mine);
  const groups = read.data?.lists.filter(manages);
  const wanted = idOf(search, 'gid');
  const gid = groups?.find((g) => g.group.id === wanted)?.group.id ?? groups?.[0]?.group.id ?? 0;
  return { gid, groups, error: read.error, retry: () => void read.mutate() };
}

function Picker({ groups, gid }: { groups: MyGroup[]; gid: number }) {
  const [search, setSearch] = useSearchParams();
  if (groups.length < 2) return <p className="same-muted">管理的小组：{groups[0]?.group.name}</p>;
  return (
    <p className="same-picker">
      <label htmlFor="same-picker">管理的小组</label>
      <select
        id="same-picker"
        value={gid}
        onChange={(e) => {
          const next = new URLSearchParams(search);
          next.set('gid', e.target.value);
          next.delete('page');
          next.delete('status');
          setSearch(next);
        }}
      >
        {groups.map((g) => (
          <option key={g.group.id} value={g.group.id}>
            {KIND_NAMES[g.group.kind]} · {g.group.name}
          </option>
        ))}
      </select>
    </p>
  );
}

/** A manager's page: the picker above the page of the chosen group; a member who manages none is told how to start one. */
export function Managed({ title, children }: { title: string; children: (gid: number) => ReactNode }) {
  const { gid, groups, error, retry } = useManagedGroup();
  if (!groups) return <KindState title={title} loading={!error} error={error} onRetry={retry} />;
  if (!groups.length)
    return (
      <section className="card kind" aria-labelledby="same-none">
        <h1 id="same-none">{title}</h1>
        <p>您还没有管理的小组。</p>
        <p>
          <Link to={APPLY_PATH}>创建小组</Link> 或 <Link to="/same/index">加入小组</Link>
        </p>
      </section>
    );
  return (
    <div className="same-manage">
      <Picker groups={groups} gid={gid} />
      {children(gid)}
    </div>
  );
}

/** A managed item's page: 还没有… before any, 不存在 for an unknown id, loading, or the item (of the chosen group only). */
export function ManagedDetail<T>(props: { headingId: string; title: string; empty: string | undefined; missing: string; error: unknown; item: T | undefined; children: (item: T) => ReactNode }) {
  const { item, error } = props;
  return (
    <section className="card kind" aria-labelledby={props.headingId}>
      <h1 id={props.headingId}>{props.title}</h1>
      {props.empty ? <p>{props.empty}</p> : item ? props.children(item) : error ? <p role="alert">{props.missing}</p> : <Skeleton lines={5} label="加载中" />}
    </section>
  );
}
