/**
 * 基本信息 (the provider's profile, ProfileFormKind) and the boxes on the kit's résumé box kind: 收到的申请 (to my
 * services and needs; opening one marks it 已查看) and 我的申请 (where I booked or offered).
 */
import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { ProfileFormKind, ResumeBoxKind } from '@wz/app-kit/kinds';
import { Button, toast } from '@wz/ui';
import { KIND_LABEL, liveDetailPath } from '../params';
import { providerFields, providerParams, providerSchema } from './provider';
import '../live.css';

type Application = OperationData<'liveReceived'>['lists'][number];
const STATES = [{ key: '', label: '全部' }, { key: 'unseen', label: '待查看' }, { key: 'seen', label: '已查看' }];
const stateOf = (s: string) => (s === 'unseen' || s === 'seen' ? { state: s as 'unseen' | 'seen' } : {});
const title = (a: Application) => <Link to={liveDetailPath(a.item_id)}>[{KIND_LABEL[a.kind]}] {a.title}</Link>;

export function Base() {
  const filters = useRead(reads.liveFilters({})).data;
  return (
    <ProfileFormKind
      title="基本信息"
      description="服务商名称显示在你发布的服务上；发布需求无需入驻"
      read={reads.liveMine({})}
      gate={{ to: '/release/live', label: '去服务商入驻' }}
      schema={providerSchema}
      toValues={(d) => ({ type: d.type, name: d.name, category: String(d.category), district: d.district, phone: d.phone, jianjie: d.jianjie })}
      fields={providerFields(filters)}
      write="liveSaveBase"
      toParams={providerParams}
    />
  );
}

export function ReceiveResume() {
  const open = useWrite('liveOpen');
  return (
    <ResumeBoxKind
      title="收到的申请"
      description="预约你服务、承接你需求的会员；标记已读后对方会看到“已查看”"
      states={STATES}
      read={({ state, page }) => reads.liveReceived({ page, ...stateOf(state) })}
      list={(d) => ({ items: d.lists, total: d.total, counts: d.counts })}
      entry={(a) => ({ key: a.id, state: a.state, title: title(a), who: <>申请人：<strong>{a.applicant}</strong> · <a href={`tel:${a.phone}`}>{a.phone}</a></>, note: a.message, time: a.inputtime })}
      actions={(a) => (a.state === 'unseen' ? <Button size="sm" variant="ghost" disabled={open.isMutating} onClick={() => void open.trigger({ id: a.id }).then(() => toast.success('已标记为已查看'), (e: unknown) => toast.error(e instanceof Error ? e.message : '操作失败'))}>标记已查看</Button> : null)}
      emptyText="还没有收到申请"
    />
  );
}

export function SendResume() {
  return (
    <ResumeBoxKind
      title="我的申请"
      description="你预约的服务和承接的需求"
      states={STATES}
      read={({ state, page }) => reads.liveSent({ page, ...stateOf(state) })}
      list={(d) => ({ items: d.lists, total: d.total, counts: d.counts })}
      entry={(a) => ({ key: a.id, state: a.state, title: title(a), who: <>发布方：{a.owner}</>, note: a.message, time: a.inputtime })}
      emptyText="还没有申请过，去生活服务看看吧"
    />
  );
}
