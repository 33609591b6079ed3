import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, DetailSection, toast } from '@wz/ui';
import { useSession } from '../../../app/lib/api';
import { ListingDescription, ListingDetail } from '../../../app/listing/ListingDetail';
import { USER_TYPE_NAMES, yuan } from '../card';
import { idleIdOf, idlePath, idleUserPath } from '../params';
import '../idle.css';

type Detail = OperationData<'idleDetail'>;

/** The seller card: the member's user type (spec §3), name, since when and how many items on sale. */
function SellerCard({ seller }: { seller: Detail['seller'] }) {
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

/** 想要: a note to the seller (login required); the answer is the seller's phone. */
function WantBox({ item, onAsk }: { item: Detail; onAsk: (message: string) => Promise<unknown> }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
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
          void onAsk(message.trim())
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
function Askers({ id, total, loggedIn }: { id: number; total: number; loggedIn: boolean }) {
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

/** /idle/detail?id=: gallery, price, condition, seller card, 想要 / contact, who asked. Favourite and share come with the engine. */
export default function IdleDetail() {
  const [search] = useSearchParams();
  const id = idleIdOf(search);
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const { data: c, error, isLoading } = useRead(id ? reads.idleDetail({ id }) : null);
  const connect = useWrite('idleConnect');
  const missing = !id || (isApiError(error) && error.kind === 'api');
  const ask = async (message: string) => {
    if (!loggedIn) {
      navigate('/login');
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
  return (
    <ListingDetail
      section="idle"
      breadcrumb={[{ label: '闲置', to: idlePath() }, ...(c ? [{ label: c.category, to: `/idle/index?tab=${c.tab}` }] : []), { label: c?.title ?? '闲置详情' }]}
      missing={missing}
      missingText="闲置不存在或已下架"
      back={{ label: '返回闲置列表', to: idlePath() }}
      {...(c && !isLoading ? { item: { ...c, tags: [c.condition, c.trade, USER_TYPE_NAMES[c.user_type]] } } : {})}
      favourite={{ kind: 'idle', id }}
      galleryLabel="闲置图片"
      price={
        c && (
          <p className="listing-price">
            {c.price ? <><strong>{yuan(c.price)}</strong> 元</> : <strong>面议</strong>}
            {c.original_price > c.price && <> <s>原价 {yuan(c.original_price)}元</s></>}
          </p>
        )
      }
      facts={
        c
          ? [
              { label: '分类', value: c.category },
              { label: '成色', value: c.condition },
              { label: '交易方式', value: c.trade },
              { label: '所在地', value: `${c.city}${c.district}` },
              { label: '发布时间', value: c.inputtime.slice(0, 16) },
              ...(c.status === 2 ? [{ label: '状态', value: '已售出' }] : c.status === 0 ? [{ label: '状态', value: '已下架' }] : []),
            ]
          : []
      }
      contactRole="卖家"
      revealPhone={() => ask('')}
    >
      {c && (
        <>
          <WantBox item={c} onAsk={ask} />
          <SellerCard seller={c.seller} />
          <ListingDescription title="宝贝描述" text={c.description} />
          <Askers id={id} total={c.wants} loggedIn={loggedIn} />
        </>
      )}
    </ListingDetail>
  );
}
