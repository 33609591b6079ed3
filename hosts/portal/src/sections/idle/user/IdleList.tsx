import { useState } from 'react';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, DetailSection, toast } from '@wz/ui';
import { ManageList, useManageQuery, type ManageTab } from '../../../app/listing/ManageList';
import { idlePrice, yuan, type IdleItem } from '../card';
import { idlePath, idleUserPath } from '../params';
import '../idle.css';

type Mine = IdleItem & { status: number; clickcount: number };

const TABS: readonly ManageTab[] = [
  { key: 'all', label: '全部', count: 'all' },
  { key: '1', label: '在售', count: 'online' },
  { key: '0', label: '已下架', count: 'offline' },
  { key: '2', label: '已售出', count: 'sold' },
];
const STATUS_TEXT: Record<number, string> = { 1: '在售', 0: '已下架', 2: '已售出' };

type SetField = (item: Mine, field: 'price' | 'status', value: string) => Promise<unknown>;

/** The price, changed in place (idleField): 改价 → a box in 元 → 保存. */
function PriceCell({ item, setField }: { item: Mine; setField: SetField }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const p = idlePrice(item.price);
  if (!editing)
    return (
      <span className="idle-inline">
        {p.price}{p.priceUnit}
        <Button size="sm" variant="ghost" aria-label={`改价 ${item.title}`} onClick={() => (setValue(yuan(item.price)), setEditing(true))}>改价</Button>
      </span>
    );
  const cents = Math.round(Number(value) * 100);
  const valid = value.trim() !== '' && Number.isFinite(cents) && cents >= 0 && cents <= 10_000_000_000;
  return (
    <form
      className="idle-inline"
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        setBusy(true);
        setField(item, 'price', String(cents))
          .then(() => setEditing(false))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <input aria-label={`新价格（元） ${item.title}`} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={!valid} />
      <Button size="sm" type="submit" disabled={!valid || busy}>保存</Button>
      <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>取消</Button>
    </form>
  );
}

/** The people who asked about the member's items (idleUserConnects). */
function Connects() {
  const list = useRead(reads.idleUserConnects({ page: 1 }));
  const rows: OperationData<'idleUserConnects'>['lists'] = list.data?.lists ?? [];
  return (
    <DetailSection title={`联系我的人${list.data ? `（${list.data.total}）` : ''}`}>
      {rows.length ? (
        <ul className="idle-connects" aria-label="联系我的人">
          {rows.map((c) => (
            <li key={c.id}>
              <strong>{c.nickname}</strong>
              <a href={idlePath(c.item_id)}>{c.item_title}</a>
              {c.message && <span>{c.message}</span>}
              {c.phone && <span>{c.phone}</span>}
              <time>{c.inputtime}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>{list.isLoading ? '加载中…' : '还没有人联系你'}</p>
      )}
    </DetailSection>
  );
}

/** /user/idle/list: the member's items under 在售 / 已下架 / 已售出, edit, price and status in place, delete; who contacted me. */
export default function IdleList() {
  const query = useManageQuery<0 | 1 | 2>(TABS);
  const list = useRead(reads.idleUserList({ page: query.page, ...query.statusParam }));
  const field = useWrite('idleField');
  const setField: SetField = async (item, name, value) => {
    try {
      await field.trigger({ id: item.id, field: name, value });
      toast.success(name === 'price' ? '改价成功' : '修改成功');
    } catch (e) {
      toast.error(errorMessage(e, '操作失败，请稍后重试'));
      throw e;
    }
  };
  return (
    <ManageList<Mine>
      title="我的闲置"
      query={query}
      list={list}
      tabs={TABS}
      statusText={(c) => STATUS_TEXT[c.status] ?? ''}
      columns={[
        { key: 'price', title: '价格', render: (c) => <PriceCell item={c} setField={setField} /> },
        { key: 'facts', title: '成色', value: (c) => `${c.condition} · ${c.category}` },
        { key: 'wants', title: '想要', value: (c) => c.wants, align: 'end' },
      ]}
      detailHref={(c) => idlePath(c.id)}
      editHref={(c) => idleUserPath('edit', c?.id)}
      publishLabel="发布闲置"
      setStatus={(c, status) => field.trigger({ id: c.id, field: 'status', value: String(status) })}
      actions={(c) =>
        c.status !== 2 ? (
          <Button size="sm" variant="ghost" onClick={() => void setField(c, 'status', '2').catch(() => undefined)}>
            标记已售
          </Button>
        ) : null
      }
      // deleting is the status field's -1 (the spec lists no delete call)
      remove={(c) => field.trigger({ id: c.id, field: 'status', value: '-1' })}
    >
      <Connects />
    </ManageList>
  );
}
