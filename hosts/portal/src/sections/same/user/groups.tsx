// The member's groups (/user/sameRelease/base, tongzhu/list, tongguanList, tongyuanList): the list kind over sameMine.
import { Link } from 'react-router-dom';
import { StatusList, useStatusQuery } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { groupPath, KIND_NAMES, APPLY_PATH, type SameKind } from '../params';
import { managePath } from '../frame';
import { manages, mine, type MyGroup } from './picker';

const ROLE: Record<MyGroup['role'], string> = { none: '—', waiting: '申请中', member: '成员', manager: '管理员', owner: '组长' };
const TABS = [
  { key: 'all', label: '全部' },
  { key: 'manage', label: '我管理的' },
  { key: 'member', label: '我加入的' },
  { key: 'waiting', label: '审核中' },
];
const inTab = (tab: string, m: MyGroup) =>
  tab === 'manage' ? manages(m) : tab === 'member' ? m.status === 'approved' && m.role === 'member' : tab === 'waiting' ? m.status !== 'approved' || m.role === 'waiting' : true;

function GroupList({ title, kind }: { title: string; kind?: SameKind }) {
  const read = useRead(mine);
  const query = useStatusQuery(TABS);
  const rows = read.data?.lists.filter((m) => (!kind || m.group.kind === kind) && inTab(query.status, m));
  return (
    <StatusList<MyGroup>
      title={title}
      tabs={TABS}
      query={query}
      rows={rows}
      total={rows?.length}
      pageSize={100}
      loading={!read.data}
      error={read.error}
      onRetry={() => void read.mutate()}
      rowKey={(m) => String(m.group.id)}
      actions={<Link to={APPLY_PATH}>创建小组</Link>}
      empty={kind ? `还没有${KIND_NAMES[kind]}小组，去「同城」找找看` : '还没有加入或创建小组'}
      columns={[
        { key: 'name', title: '小组', render: (m) => (m.status === 'approved' ? <Link to={groupPath(m.group.id)}>{m.group.name}</Link> : m.group.name) },
        { key: 'kind', title: '类型', value: (m) => `${KIND_NAMES[m.group.kind]} · ${m.group.district}` },
        { key: 'role', title: '身份', value: (m) => ROLE[m.role] },
        {
          key: 'status',
          title: '状态',
          render: (m) =>
            m.status === 'waiting' ? '平台审核中' : m.status === 'refused' ? `未通过：${m.reason || '不符合要求'}` : m.waiting ? <Link to={managePath(m.group.id)}>{m.waiting} 人申请加入</Link> : `成员 ${m.group.members}`,
        },
        {
          key: 'ops',
          title: '操作',
          render: (m) =>
            manages(m) ? (
              <span className="same-ops">
                <Link to={managePath(m.group.id)}>成员</Link>
                <Link to={managePath(m.group.id, 'yitilist')}>议题</Link>
                <Link to={managePath(m.group.id, 'tiebalist')}>贴吧</Link>
                <Link to={managePath(m.group.id, 'zhiwenlist')}>质问</Link>
              </span>
            ) : m.status === 'approved' ? (
              <Link to={groupPath(m.group.id)}>进入小组</Link>
            ) : null,
        },
      ]}
    />
  );
}

export const Base = () => <GroupList title="我的同城小组" />;
export const TongzhuList = () => <GroupList title="同住小组" kind="tongzhu" />;
export const TongguanList = () => <GroupList title="同馆小组" kind="tongguan" />;
export const TongyuanList = () => <GroupList title="同院小组" kind="tongyuan" />;
