// A manager's members page (memberlist: approve, refuse, remove, make or unmake a manager) and the introduction (jianjie).
import * as v from 'valibot';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { StatusList, useStatusQuery } from '@wz/app-kit';
import { ProfileFormKind } from '@wz/app-kit/kinds';
import { Button, toast } from '@wz/ui';
import { Managed } from './picker';

type Member = OperationData<'sameMembers'>['lists'][number];
type Action = 'approve' | 'refuse' | 'remove' | 'manager' | 'member';
const ROLE: Record<Member['role'], string> = { none: '—', waiting: '待审核', member: '成员', manager: '管理员', owner: '组长' };
const TABS = [
  { key: 'waiting', label: '待审核' },
  { key: 'all', label: '全部成员' },
  { key: 'manager', label: '管理员' },
];

function Members({ gid }: { gid: number }) {
  const read = useRead(reads.sameMembers({ gid }));
  const me = useRead(reads.sameGroup({ id: gid })).data;
  const set = useWrite('sameMemberSet');
  const query = useStatusQuery(TABS);
  const lists = read.data?.lists;
  const rows = lists?.filter((m) => (query.status === 'waiting' ? m.role === 'waiting' : query.status === 'manager' ? m.role === 'manager' || m.role === 'owner' : m.role !== 'waiting'));
  const owner = me?.role === 'owner';
  const act = async (m: Member, action: Action) => {
    try {
      await set.trigger({ gid, uid: m.uid, action });
      toast.success({ approve: '已通过', refuse: '已拒绝', remove: '已移出小组', manager: '已设为管理员', member: '已取消管理员' }[action]);
    } catch (e) {
      toast.error(errorMessage(e, '操作失败，请稍后重试'));
    }
  };
  const op = (m: Member, action: Action, label: string) => (
    <Button size="sm" variant="ghost" disabled={set.isMutating} onClick={() => void act(m, action)}>
      {label}
    </Button>
  );
  return (
    <StatusList<Member>
      title="成员管理"
      tabs={TABS.map((t) => ({ ...t, count: t.key === 'waiting' ? lists?.filter((m) => m.role === 'waiting').length : undefined }))}
      query={query}
      rows={rows}
      total={rows?.length}
      pageSize={100}
      loading={!read.data}
      error={read.error}
      onRetry={() => void read.mutate()}
      rowKey={(m) => String(m.uid)}
      empty={query.status === 'waiting' ? '没有待审核的申请' : '还没有成员'}
      columns={[
        { key: 'name', title: '成员', value: (m) => m.nickname },
        { key: 'role', title: '身份', value: (m) => ROLE[m.role] },
        { key: 'message', title: '申请说明', value: (m) => m.message || '—' },
        { key: 'time', title: '时间', value: (m) => m.inputtime.slice(0, 16) },
        {
          key: 'ops',
          title: '操作',
          render: (m) =>
            m.role === 'owner' ? null : (
              <span className="same-ops" aria-label={`${m.nickname}的操作`}>
                {m.role === 'waiting' ? (
                  <>
                    {op(m, 'approve', '通过')}
                    {op(m, 'refuse', '拒绝')}
                  </>
                ) : (
                  <>
                    {owner ? (m.role === 'manager' ? op(m, 'member', '取消管理员') : op(m, 'manager', '设为管理员')) : null}
                    {m.role === 'member' || owner ? op(m, 'remove', '移出') : null}
                  </>
                )}
              </span>
            ),
        },
      ]}
    />
  );
}

export const MemberList = () => <Managed title="成员管理">{(gid) => <Members gid={gid} />}</Managed>;

const introSchema = v.object({
  jianjie: v.pipe(v.string(), v.trim(), v.check((s) => [...s].length >= 10 && [...s].length <= 500, '小组简介 10–500 个字')),
  address: v.pipe(v.string(), v.trim(), v.check((s) => [...s].length <= 40, '地址最多 40 个字')),
});

export function Jianjie() {
  return (
    <Managed title="小组简介">
      {(gid) => (
        <ProfileFormKind
          key={gid}
          title="小组简介"
          description="显示在小组首页，介绍小组是谁、在哪里、欢迎谁加入"
          read={reads.sameGroup({ id: gid })}
          schema={introSchema}
          toValues={(d) => ({ jianjie: d.group.jianjie, address: d.group.address })}
          fields={[
            { kind: 'textarea', name: 'jianjie', label: '小组简介', required: true, rows: 6, maxLength: 500, hint: '10–500 个字' },
            { kind: 'text', name: 'address', label: '地址', maxLength: 40 },
          ]}
          write="sameIntro"
          toParams={(values) => ({ gid, ...values })}
        />
      )}
    </Managed>
  );
}
