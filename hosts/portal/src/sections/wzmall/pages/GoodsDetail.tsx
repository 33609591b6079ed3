import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, isApiError, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, Gallery, PagedList, QuantityStepper, Skeleton, toast } from '@wz/ui';
import { useSession } from '../../../app/lib/api';
import { requestLogin } from '@wz/app-kit';
import { useQuery } from '../../../app/lib/useQuery';
import { idParam, MALL_HOME, shopPath } from '../params';
import { MallFrame } from '../parts/MallFrame';

type Specs = OperationData<'mallGoodsAttr'>;
type Comment = OperationData<'mallGoodsComments'>['lists'][number];

/** Whether value `valueId` of spec `index` can still be chosen with the other choices (a sold combination in stock). */
function available(specs: Specs, chosen: (number | undefined)[], index: number, valueId: number) {
  return specs.products.some((p) => p.stock > 0 && p.values[index] === valueId && chosen.every((c, j) => j === index || c === undefined || p.values[j] === c));
}

/** The specification selector: one row of buttons per spec; a value no sold combination has is disabled. */
function SpecSelector({ specs, chosen, onChoose }: { specs: Specs; chosen: (number | undefined)[]; onChoose: (index: number, value: number | undefined) => void }) {
  return (
    <div className="mall-specs">
      {specs.specs.map((spec, i) => (
        <div key={spec.id} className="mall-facet" role="group" aria-label={spec.name}>
          <span className="mall-facet__name">{spec.name}</span>
          {spec.values.map((v) => {
            const on = chosen[i] === v.id;
            return (
              <button key={v.id} type="button" aria-pressed={on} disabled={!on && !available(specs, chosen, i, v.id)} onClick={() => onChoose(i, on ? undefined : v.id)}>
                {v.name}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function Comments({ goodsId }: { goodsId: number }) {
  const [pic, setPic] = useState(0);
  const [page, setPage] = useState(1);
  const list = useRead(reads.mallGoodsComments({ goods_id: goodsId, page, ...(pic ? { pic: 1 as const } : {}) }));
  const counts = list.data?.counts;
  return (
    <section className="card" aria-labelledby="comments-title">
      <h2 id="comments-title">商品评价</h2>
      <div role="group" aria-label="评价筛选" className="mall-sorts">
        <button type="button" aria-pressed={pic === 0} onClick={() => (setPic(0), setPage(1))}>全部（{counts?.all ?? 0}）</button>
        <button type="button" aria-pressed={pic === 1} onClick={() => (setPic(1), setPage(1))}>有图（{counts?.pic ?? 0}）</button>
      </div>
      <PagedList.Root items={list.data?.lists} total={list.data?.total ?? 0} page={page} pageSize={20} loading={list.isLoading} error={list.error} onRetry={() => void list.mutate()} onPageChange={setPage}>
        <PagedList.Items<Comment> label="评价列表" getKey={(c) => c.id}>
          {(c) => (
            <article className="mall-comment">
              <p className="muted">
                {c.nickname} · {'★'.repeat(c.score)}{'☆'.repeat(5 - c.score)} · {c.spec} · {c.inputtime}
              </p>
              <p>{c.content}</p>
              {c.reply ? (
                <p className="mall-comment__reply" data-testid="comment-reply">
                  <strong>商家回复：</strong>
                  {c.reply}
                </p>
              ) : null}
              {c.pics.length ? (
                <div className="mall-comment__pics">
                  {c.pics.map((src, i) => (
                    <img key={src} src={src} alt={`评价图片${i + 1}`} width={80} height={80} loading="lazy" />
                  ))}
                </div>
              ) : null}
            </article>
          )}
        </PagedList.Items>
        <PagedList.Empty>暂无评价</PagedList.Empty>
        <PagedList.Error />
        <PagedList.Pager />
      </PagedList.Root>
    </section>
  );
}

function LeaveMessage({ goodsId }: { goodsId: number }) {
  const { loggedIn } = useSession();
  const send = useWrite('mallLeaveMessage');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  return (
    <section className="card" aria-labelledby="message-title">
      <h2 id="message-title">给商家留言</h2>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!loggedIn) return requestLogin();
          if (!text.trim()) return setError('请输入留言内容');
          try {
            await send.trigger({ goods_id: goodsId, content: text.trim() });
            setText('');
            setError('');
            toast.success('留言成功，可在“我的消息”查看回复');
          } catch (err) {
            setError(errorMessage(err, '留言失败，请稍后重试'));
          }
        }}
      >
        <textarea aria-label="留言内容" value={text} maxLength={200} rows={3} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby="message-error" />
        {error ? <p id="message-error" role="alert" className="mall-error">{error}</p> : null}
        <Button type="submit" loading={send.isMutating}>提交留言</Button>
      </form>
    </section>
  );
}

/** /wzmall/businessEvaluation?id=: gallery, specification → product price and stock, quantity, shipping, cart, follow, comments, message. */
export default function GoodsDetail() {
  const id = useQuery(idParam);
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const info = useRead(id ? reads.mallGoodsInfo({ goods_id: id }) : null);
  const specs = useRead(id ? reads.mallGoodsAttr({ goods_id: id }) : null);
  const fee = useRead(id ? reads.mallShippingFee({ goods_id: id }) : null);
  const [chosen, setChosen] = useState<(number | undefined)[]>([]);
  const [quantity, setQuantity] = useState(1);
  const add = useWrite('mallAddToCart');
  const follow = useWrite('mallFollow');
  const complete = Boolean(specs.data && specs.data.specs.length > 0 && specs.data.specs.every((_, i) => chosen[i] !== undefined));
  const product = useRead(complete ? reads.mallProduct({ goods_id: id, values: chosen.join(',') }) : null);
  const chosenProduct = complete ? product.data : undefined;
  const missing = !id || (isApiError(info.error) && info.error.kind === 'api');
  const g = info.data;
  const pictures = useMemo(() => (g?.pics ?? []).map((src, i) => ({ src, alt: `${g?.title ?? ''} 图${i + 1}` })), [g]);

  const toCart = async (buyNow: boolean) => {
    if (!loggedIn) return requestLogin();
    if (!chosenProduct) return toast.warning('请选择商品规格');
    try {
      const r = await add.trigger({ product_id: chosenProduct.id, quantity });
      if (buyNow) navigate(`/wzmall/shoppingCart?ids=${r.id}`);
      else toast.success(`已加入购物车（共 ${r.count} 件）`);
    } catch (err) {
      toast.error(errorMessage(err, '加入购物车失败，请稍后重试'));
    }
  };

  if (missing)
    return (
      <MallFrame breadcrumb={[{ label: '商品信息' }]}>
        <p role="alert">商品不存在或已下架</p>
        <Link to={MALL_HOME}>返回商城</Link>
      </MallFrame>
    );
  return (
    <MallFrame breadcrumb={[...(g?.category ?? []).map((c) => ({ label: c.name, to: `${MALL_HOME}?cid=${c.id}` })), { label: g?.title ?? '商品信息' }]}>
      <div className="mall-goods">
        <Gallery images={pictures} label="商品图片" ratio={1} loading={!g} />
        <section className="mall-goods__buy" aria-labelledby="goods-title">
          {!g ? (
            <Skeleton lines={6} label="商品加载中" />
          ) : (
            <>
              <h1 id="goods-title">{g.title}</h1>
              <p className="mall-price" data-testid="goods-price">
                ¥<strong>{chosenProduct ? chosenProduct.price : g.min_price === g.max_price ? g.min_price : `${g.min_price}-${g.max_price}`}</strong>
              </p>
              <p className="muted">
                已售 {g.sales} · {g.brand ? `品牌 ${g.brand} · ` : ''}
                运费 {fee.data ? (fee.data.fee === '0.00' ? '包邮' : `¥${fee.data.fee}`) : '…'}（{fee.data?.province ?? ''}，满 {fee.data?.free_over ?? '99.00'} 元包邮）
              </p>
              {specs.data ? (
                <SpecSelector
                  specs={specs.data}
                  chosen={chosen}
                  onChoose={(i, v) => {
                    const next = [...chosen];
                    next[i] = v;
                    setChosen(next);
                    setQuantity(1);
                  }}
                />
              ) : (
                <Skeleton lines={2} label="规格加载中" />
              )}
              <div className="mall-facet">
                <span className="mall-facet__name">数量</span>
                <QuantityStepper value={quantity} onChange={setQuantity} min={1} max={Math.max(1, chosenProduct?.stock ?? 1)} label="购买数量" disabled={!chosenProduct || chosenProduct.stock === 0} />
                <span className="muted" data-testid="goods-stock">{chosenProduct ? (chosenProduct.stock > 0 ? `库存 ${chosenProduct.stock} 件` : '该规格已售罄') : `库存 ${g.stock} 件，请选择规格`}</span>
              </div>
              <div className="mall-actions">
                <Button variant="primary" onClick={() => void toCart(true)} disabled={g.status !== 1}>立即购买</Button>
                <Button onClick={() => void toCart(false)} loading={add.isMutating} disabled={g.status !== 1}>加入购物车</Button>
                <Button
                  variant="link"
                  aria-pressed={g.followed}
                  onClick={async () => {
                    if (!loggedIn) return requestLogin();
                    const r = await follow.trigger({ goods_id: id });
                    toast.success(r.followed ? '关注成功' : '已取消关注');
                  }}
                >
                  {g.followed ? '已关注' : '关注商品'}
                </Button>
              </div>
              <p>
                店铺：<Link to={shopPath(g.shop.id)}>{g.shop.name}</Link>
              </p>
            </>
          )}
        </section>
      </div>
      {g ? (
        <section className="card" aria-labelledby="desc-title">
          <h2 id="desc-title">商品详情</h2>
          <p className="mall-text">{g.description}</p>
        </section>
      ) : null}
      {id ? <Comments goodsId={id} /> : null}
      {id ? <LeaveMessage goodsId={id} /> : null}
    </MallFrame>
  );
}
