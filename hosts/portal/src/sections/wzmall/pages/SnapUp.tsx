import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, Dialog, Empty, QuantityStepper, Skeleton, toast } from '@wz/ui';
import { PaymentStep, paymentOf, type PaymentOrder } from '../../../app/lib/PaymentStep';
import { goodsPath, orderPath } from '../params';
import { AddressPicker } from '../parts/AddressPicker';
import { newClientKey } from '../parts/clientKey';
import { MallFrame } from '../parts/MallFrame';

type Snap = OperationData<'mallSnapUps'>[number];

/** Seconds → 天 时:分:秒. */
function countdown(seconds: number) {
  const d = Math.floor(seconds / 86400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((seconds % 86400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return d ? `${d} 天 ${hms}` : hms;
}

/** The buying dialog: quantity within the limit, address, the server's amounts, submit once, pay. */
function BuyDialog({ snap, onClose }: { snap: Snap; onClose: () => void }) {
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [address, setAddress] = useState<number>();
  const [clientKey] = useState(() => newClientKey('snap'));
  const [payment, setPayment] = useState<PaymentOrder | null>(null);
  const [error, setError] = useState('');
  const left = Math.max(1, Math.min(snap.limit - snap.bought, snap.stock));
  const fee = useRead(address ? reads.mallSnapUpFee({ id: snap.id, quantity, address_id: address }) : null);
  const submit = useWrite('mallSubmitSnapUp');
  const done = useCallback(() => {
    const order = payment?.orderNumber;
    setPayment(null);
    onClose();
    if (order) navigate(orderPath(order));
  }, [navigate, onClose, payment]);
  if (payment) return <PaymentStep key={payment.orderNumber} payment={payment} operation="mallQueryOrder" onDone={done} onPaid={() => undefined} />;
  return (
    <Dialog open onClose={onClose} title={`抢购：${snap.title}`} width={640}>
      <p>
        抢购价 <strong>¥{snap.price}</strong>（原价 ¥{snap.original_price}），每人限购 {snap.limit} 件{snap.bought ? `，您已抢购 ${snap.bought} 件` : ''}
      </p>
      <QuantityStepper value={quantity} onChange={setQuantity} min={1} max={left} label="抢购数量" />
      <AddressPicker value={address} onChange={setAddress} />
      <p aria-live="polite" data-testid="snap-fee">
        {fee.data ? <>应付 <strong>¥{fee.data.total}</strong>（运费 ¥{fee.data.shipping}）</> : fee.error ? <span className="mall-error" role="alert">{errorMessage(fee.error, '金额计算失败')}</span> : '\u00a0'}
      </p>
      {error ? <p role="alert" className="mall-error">{error}</p> : null}
      <Button
        variant="primary"
        loading={submit.isMutating}
        disabled={!fee.data}
        onClick={async () => {
          setError('');
          try {
            const r = await submit.trigger({ id: snap.id, quantity, address_id: address!, client_key: clientKey });
            setPayment(paymentOf(r, r.amount));
          } catch (err) {
            setError(errorMessage(err, '抢购失败，请稍后重试'));
          }
        }}
      >
        提交抢购订单
      </Button>
    </Dialog>
  );
}

function SnapCard({ snap, elapsed, onBuy }: { snap: Snap; elapsed: number; onBuy: () => void }) {
  const appoint = useWrite('mallAppoint');
  const startsIn = Math.max(0, snap.starts_in - elapsed);
  const started = startsIn === 0;
  return (
    <article className="card mall-snap" aria-label={snap.title}>
      <img src={snap.pic} alt="" width={160} height={160} />
      <div>
        <h2>
          <a href={goodsPath(snap.goods_id)}>{snap.title}</a>
        </h2>
        <p className="muted">{snap.spec}</p>
        <p className="mall-price">
          ¥<strong>{snap.price}</strong> <del>¥{snap.original_price}</del>
        </p>
        <p>每人限购 {snap.limit} 件 · 剩余 {snap.stock} 件</p>
        {started ? (
          <>
            <p data-testid="snap-state">抢购进行中，{snap.end_time} 结束</p>
            <Button variant="primary" disabled={snap.stock === 0 || snap.bought >= snap.limit} onClick={onBuy}>
              {snap.stock === 0 ? '已抢光' : snap.bought >= snap.limit ? '已达限购' : '立即抢购'}
            </Button>
          </>
        ) : (
          <>
            <p data-testid="snap-state">
              距开始 <span role="timer">{countdown(startsIn)}</span>（{snap.start_time} 开抢）
            </p>
            <Button
              disabled={snap.reserved}
              loading={appoint.isMutating}
              onClick={async () => {
                try {
                  await appoint.trigger({ id: snap.id });
                  toast.success('预约成功');
                } catch (err) {
                  toast.error(errorMessage(err, '预约失败，请稍后重试'));
                }
              }}
            >
              {snap.reserved ? '已预约' : '预约'}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}

/** /wzmall/snapUp: snap-ups with a countdown to the start (by the server's clock), appointment, then buying. */
export default function SnapUp() {
  const list = useRead(reads.mallSnapUps());
  const [buying, setBuying] = useState<Snap | null>(null);
  // seconds since the list arrived: the countdown runs on the server's starts_in, not the device's clock
  const [since, setSince] = useState(() => ({ at: Date.now(), elapsed: 0 }));
  useEffect(() => {
    setSince({ at: Date.now(), elapsed: 0 });
  }, [list.data]);
  useEffect(() => {
    const t = setInterval(() => setSince((s) => ({ ...s, elapsed: Math.floor((Date.now() - s.at) / 1000) })), 1000);
    return () => clearInterval(t);
  }, []);
  // a snap-up that has just started: ask again so its stock and state are the server's
  const { mutate } = list;
  const justStarted = list.data?.some((s) => s.starts_in > 0 && s.starts_in <= since.elapsed);
  useEffect(() => {
    if (justStarted) void mutate();
  }, [justStarted, mutate]);
  return (
    <MallFrame breadcrumb={[{ label: '限时抢购' }]}>
      <h1 className="mall__title">限时抢购</h1>
      {!list.data ? (
        list.error ? <p role="alert">{errorMessage(list.error, '抢购加载失败')}</p> : <Skeleton lines={6} label="抢购加载中" />
      ) : list.data.length === 0 ? (
        <Empty>暂无抢购活动</Empty>
      ) : (
        list.data.map((s) => <SnapCard key={s.id} snap={s} elapsed={since.elapsed} onBuy={() => setBuying(s)} />)
      )}
      {buying ? <BuyDialog key={buying.id} snap={buying} onClose={() => setBuying(null)} /> : null}
    </MallFrame>
  );
}
