import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, ConfirmDialog, Empty, QuantityStepper, Skeleton, toast } from '@wz/ui';
import { PaymentStep, paymentOf, type PaymentOrder } from '../../../app/lib/PaymentStep';
import { MALL_HOME, goodsPath, orderPath } from '../params';
import { AddressPicker } from '../parts/AddressPicker';
import { newClientKey } from '../parts/clientKey';
import { MallFrame } from '../parts/MallFrame';

type Cart = OperationData<'mallCart'>;
type Item = Cart['shops'][number]['items'][number];

function CartRow({ item, selected, onSelect }: { item: Item; selected: boolean; onSelect: (on: boolean) => void }) {
  const addOne = useWrite('mallCartAddOne');
  const reduceOne = useWrite('mallCartReduceOne');
  const remove = useWrite('mallCartDelete');
  const change = async (next: number) => {
    try {
      if (next > item.quantity) await addOne.trigger({ id: item.id });
      else if (next < item.quantity) await reduceOne.trigger({ id: item.id });
    } catch (err) {
      toast.error(errorMessage(err, '修改数量失败，请稍后重试'));
    }
  };
  return (
    <li className="mall-cart__row" data-testid="cart-row">
      <input type="checkbox" aria-label={`选择 ${item.title}`} checked={selected} disabled={!item.valid} onChange={(e) => onSelect(e.target.checked)} />
      <img src={item.pic} alt="" width={72} height={72} />
      <div className="mall-cart__name">
        <Link to={goodsPath(item.goods_id)}>{item.title}</Link>
        <span className="muted">{item.spec}</span>
        {!item.valid ? <span className="mall-error">库存不足或已下架</span> : null}
      </div>
      <span>¥{item.price}</span>
      <QuantityStepper value={item.quantity} onChange={(n) => void change(n)} min={1} max={Math.max(item.quantity, item.stock)} label={`${item.title} 数量`} disabled={addOne.isMutating || reduceOne.isMutating} />
      <Button variant="link" size="sm" onClick={() => void remove.trigger({ ids: String(item.id) }).then(() => toast.success('删除成功'))}>
        删除
      </Button>
    </li>
  );
}

/** The cart grouped by shop: choose rows, change quantities, delete, clean; the total comes from the server. */
function CartView({ onCheckout }: { onCheckout: (ids: number[]) => void }) {
  const cart = useRead(reads.mallCart());
  const clean = useWrite('mallCartClean');
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const items = useMemo(() => cart.data?.shops.flatMap((s) => s.items) ?? [], [cart.data]);
  // every valid row starts chosen; rows that left the cart leave the choice
  const chosen = useMemo(() => items.filter((i) => i.valid && (selected === null || selected.has(i.id))).map((i) => i.id), [items, selected]);
  const price = useRead(chosen.length ? reads.mallCartPrice({ ids: chosen.join(',') }) : null, { keepPreviousData: true });
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected ?? items.filter((i) => i.valid).map((i) => i.id));
    for (const id of ids) if (on) next.add(id); else next.delete(id);
    setSelected(next);
  };
  if (!cart.data) return cart.error ? <p role="alert">{errorMessage(cart.error, '购物车加载失败')}</p> : <Skeleton lines={5} label="购物车加载中" />;
  if (!items.length)
    return (
      <Empty>
        购物车还是空的，<Link to={MALL_HOME}>去逛逛</Link>
      </Empty>
    );
  const all = items.filter((i) => i.valid).every((i) => chosen.includes(i.id));
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title" className="mall__title">购物车（{cart.data.count} 件）</h1>
      {cart.data.shops.map((shop) => (
        <section key={shop.shop_id} className="card mall-cart__shop" aria-label={shop.shopname}>
          <label className="mall-cart__shopname">
            <input type="checkbox" checked={shop.items.filter((i) => i.valid).every((i) => chosen.includes(i.id))} onChange={(e) => toggle(shop.items.filter((i) => i.valid).map((i) => i.id), e.target.checked)} />
            {shop.shopname}
          </label>
          <ul>
            {shop.items.map((item) => (
              <CartRow key={item.id} item={item} selected={chosen.includes(item.id)} onSelect={(on) => toggle([item.id], on)} />
            ))}
          </ul>
        </section>
      ))}
      <div className="card mall-cart__total">
        <label>
          <input type="checkbox" checked={all} onChange={(e) => toggle(items.filter((i) => i.valid).map((i) => i.id), e.target.checked)} /> 全选
        </label>
        <Button variant="link" onClick={() => setConfirming(true)}>清空购物车</Button>
        <p aria-live="polite" data-testid="cart-total">
          已选 {chosen.length ? (price.data?.count ?? '…') : 0} 件，合计 <strong>¥{chosen.length ? (price.data?.goods_amount ?? '…') : '0.00'}</strong>
        </p>
        <Button variant="primary" disabled={!chosen.length} onClick={() => onCheckout(chosen)}>去结算</Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="清空购物车"
        message="确定清空购物车中的全部商品吗？"
        onConfirm={async () => {
          setConfirming(false);
          await clean.trigger({});
          toast.success('已清空');
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** Checkout of chosen rows: address, items, the server's amounts, remark, submit once, pay. */
function Checkout({ ids }: { ids: string }) {
  const navigate = useNavigate();
  const [address, setAddress] = useState<number>();
  const [remark, setRemark] = useState('');
  const [payment, setPayment] = useState<PaymentOrder | null>(null);
  // one key per checkout: a double click or a retry answers the same order
  const [clientKey] = useState(() => newClientKey('order'));
  const info = useRead(reads.mallSubmitOrderInfo({ ids }));
  const fee = useRead(address ? reads.mallOrderFee({ ids, address_id: address }) : null);
  const submit = useWrite('mallSubmitOrder');
  const [error, setError] = useState('');
  const done = useCallback(() => {
    const order = payment?.orderNumber;
    setPayment(null);
    if (order) navigate(orderPath(order));
  }, [navigate, payment]);
  return (
    <section aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="mall__title">确认订单</h1>
      <AddressPicker value={address} onChange={setAddress} />
      <section className="card" aria-label="商品清单">
        {!info.data ? (
          info.error ? <p role="alert">{errorMessage(info.error, '订单信息加载失败')}</p> : <Skeleton lines={3} label="订单加载中" />
        ) : (
          info.data.shops.map((shop) => (
            <div key={shop.shop_id}>
              <h3>{shop.shopname}</h3>
              <ul className="mall-lines">
                {shop.items.map((i) => (
                  <li key={i.id}>
                    <span>{i.title}</span> <span className="muted">{i.spec}</span> <span>¥{i.price} × {i.quantity}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
        <label className="mall-remark">
          订单备注 <input value={remark} maxLength={100} onChange={(e) => setRemark(e.target.value)} placeholder="选填，100 字以内" />
        </label>
      </section>
      <div className="card mall-cart__total">
        <dl className="kv" aria-live="polite" data-testid="order-fee">
          <dt>商品金额</dt>
          <dd>¥{fee.data?.goods_amount ?? '—'}</dd>
          <dt>运费</dt>
          <dd>¥{fee.data?.shipping ?? '—'}</dd>
          <dt>应付总额</dt>
          <dd>
            <strong>¥{fee.data?.total ?? '—'}</strong>
          </dd>
        </dl>
        {fee.error ? <p role="alert" className="mall-error">{errorMessage(fee.error, '金额计算失败')}</p> : null}
        {error ? <p role="alert" className="mall-error">{error}</p> : null}
        <Button
          variant="primary"
          loading={submit.isMutating}
          disabled={!address || !fee.data}
          onClick={async () => {
            setError('');
            try {
              const r = await submit.trigger({ ids, address_id: address!, client_key: clientKey, ...(remark.trim() ? { remark: remark.trim() } : {}) });
              setPayment(paymentOf(r, r.amount));
            } catch (err) {
              setError(errorMessage(err, '提交订单失败，请稍后重试'));
            }
          }}
        >
          提交订单
        </Button>
      </div>
      {payment ? <PaymentStep key={payment.orderNumber} payment={payment} operation="mallQueryOrder" onDone={done} onPaid={() => undefined} /> : null}
    </section>
  );
}

/** /wzmall/shoppingCart and /user/personInfo/cartManage: the cart, then (?ids=) the checkout. */
export default function ShoppingCart() {
  const [search, setSearch] = useSearchParams();
  const ids = search.get('ids') ?? '';
  const valid = /^\d{1,9}(,\d{1,9}){0,99}$/.test(ids);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [valid]);
  return (
    <MallFrame breadcrumb={[{ label: '购物车', to: '/wzmall/shoppingCart' }, ...(valid ? [{ label: '确认订单' }] : [])]}>
      {valid ? <Checkout ids={ids} /> : <CartView onCheckout={(chosen) => setSearch({ ids: chosen.join(',') })} />}
    </MallFrame>
  );
}
