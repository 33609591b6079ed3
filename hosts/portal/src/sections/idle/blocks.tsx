import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, DetailSection, toast } from '@wz/ui';
import { loginPathBack, rememberAction, takeResumedAction } from '@wz/app-kit';
import { useSession } from '../../app/lib/api';
import { idlePath, idleUserPath } from './listing';

type Detail = OperationData<'idleDetail'>;
type Mine = OperationData<'idleUserList'>['lists'][number];

/** 分 → 元 with at most two decimals (260000 → 2600, 1990 → 19.9); 0 → 面议. */
export const yuan = (cents: number) => String(Math.round(cents) / 100);
export const idlePrice = (cents: number) => (cents ? { price: yuan(cents), priceUnit: '元' } : { price: '面议', priceUnit: '' });

/** 想要: a note to the seller (login first); the answer is the seller's phone. */
export function useAsk(id: number) {
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const connect = useWrite('idleConnect');
  return async (message: string) => {
    if (!loggedIn) {
      // back here after login, where WantBox finishes the 我想要
      rememberAction('want');
      navigate(loginPathBack());
      throw new Error('请先登录');
    }
    try {
      const answer = await connect.trigger({ id, ...(message ? { message } : {}) });
      toast.success('已通知卖家');
      return answer.phone;
    } catch (e) {
      toast.error(errorMessage(e, '联系失败，请稍后重试'));
      throw e;
    }
  };
}

/** The seller card: the member's user type (spec §3), name, since when and how many items on sale. */
export function SellerCard({ seller }: { seller: Detail['seller'] }) {
  return (
    <DetailSection title="卖家信息">
      <p className="idle-seller">
        <span className="idle-seller__type">{seller.type_name}</span>
        <strong>{seller.name}</strong>
        <span>{seller.on_sale} 件在售</span>
        <span>{seller.since.slice(0, 10)} 加入</span>
      </p>
    </DetailSection>
  );
}

/** 想要: a note to the seller; the seller's phone once connected. */
export function WantBox({ item }: { item: Detail }) {
  const ask = useAsk(item.id);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const { loggedIn } = useSession();
  const sendRef = useRef(ask);
  useEffect(() => {
    sendRef.current = ask;
  });
  // a guest pressed 我想要 (or 打电话) and logged in: back on the page, the seller is told
  useEffect(() => {
    if (loggedIn && !item.mine && item.status === 1 && takeResumedAction('want')) void sendRef.current('').catch(() => undefined);
  }, [loggedIn, item.mine, item.status]);
  if (item.mine)
    return (
      <DetailSection title="我想要">
        <p>这是你发布的闲置。<Link to={idleUserPath('list')}>去管理</Link></p>
      </DetailSection>
    );
  if (item.status !== 1) return null;
  return (
    <DetailSection title="我想要">
      <form
        className="idle-want"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          // a refusal was shown as a toast
          void ask(message.trim())
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      >
        <label htmlFor="idle-want-message">给卖家留言（选填）</label>
        <textarea id="idle-want-message" maxLength={200} value={message} onChange={(e) => setMessage(e.target.value)} placeholder="如：还在吗？可以面交吗？" />
        <Button type="submit" disabled={busy}>{item.connected ? '再次联系卖家' : '我想要'}</Button>
        {item.connected && <p role="status">已联系卖家，卖家电话：{item.contact_phone}</p>}
      </form>
    </DetailSection>
  );
}

/** Who else asked about it (members only; the seller also sees each note). */
export function Askers({ id, total }: { id: number; total: number }) {
  const { loggedIn } = useSession();
  const list = useRead(loggedIn ? reads.idleItemConnects({ id, page: 1 }) : null);
  return (
    <DetailSection title={`${total} 人想要`}>
      {!loggedIn ? (
        <p><Link to="/login">登录</Link>后查看谁想要</p>
      ) : list.data?.lists.length ? (
        <ul className="idle-connects" aria-label="想要的人">
          {list.data.lists.map((c) => (
            <li key={c.id}>
              <strong>{c.nickname}</strong>
              {c.message && <span>{c.message}</span>}
              {c.phone && <span>{c.phone}</span>}
              <time>{c.inputtime}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>{list.isLoading ? '加载中…' : '还没有人想要，快来第一个联系卖家吧'}</p>
      )}
    </DetailSection>
  );
}

/** The member's item's price or status, changed in place (idleField), with its toast. */
export function useSetField() {
  const field = useWrite('idleField');
  return async (item: Mine, name: 'price' | 'status', value: string) => {
    try {
      await field.trigger({ id: item.id, field: name, value });
      toast.success(name === 'price' ? '改价成功' : '修改成功');
    } catch (e) {
      toast.error(errorMessage(e, '操作失败，请稍后重试'));
      throw e;
    }
  };
}

/** The price, changed in place: 改价 → a box in 元 → 保存. */
export function PriceCell({ item }: { item: Mine }) {
  const setField = useSetField();
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
export function Connects() {
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
