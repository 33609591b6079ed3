import { useState } from 'react';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, ConfirmDialog, Dialog, Form, FormActions, Pager, Skeleton, StatusTabs, SubmitButton, TextareaField, toast, useSchemaForm } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';
import { useListState } from './listState';

type Return = OperationData<'sellerReturns'>['lists'][number];
const TABS = [
  { key: 'wait', label: '待处理' },
  { key: 'agreed', label: '已退款' },
  { key: 'refused', label: '已拒绝' },
  { key: 'all', label: '全部' },
] as const;
type Tab = (typeof TABS)[number]['key'];
const STATUS = ['', '待处理', '已同意，已退款', '已拒绝'];

const refuseSchema = v.object({
  reason: v.pipe(v.string(), v.trim(), v.minLength(5, '请填写拒绝理由（至少 5 个字），买家会看到'), v.maxLength(200, '拒绝理由不能超过 200 个字')),
});

/** Refuse with a reason the buyer reads; the server's refusal lands on the field and the text stays. */
function RefuseDialog({ ret, onClose }: { ret: Return; onClose: () => void }) {
  const decide = useWrite('sellerReturnDecide');
  const form = useSchemaForm(refuseSchema, { defaultValues: { reason: '' } });
  return (
    <Dialog open onClose={onClose} title="拒绝退货">
      <p className="sc-muted sc-quote">订单 {ret.order_number} · 买家 {ret.buyer} · {ret.reason}</p>
      <Form
        form={form}
        aria-label="拒绝退货"
        onSubmit={async (values) => {
          await decide.trigger({ order_number: ret.order_number, action: 'refuse', reason: values.reason });
          toast.success('已拒绝退货申请');
          onClose();
        }}
      >
        <TextareaField name="reason" label="拒绝理由" required rows={4} maxLength={200} />
        <FormActions>
          <SubmitButton>确认拒绝</SubmitButton>
        </FormActions>
      </Form>
    </Dialog>
  );
}

function ReturnCard({ r, onAgree, onRefuse }: { r: Return; onAgree: () => void; onRefuse: () => void }) {
  return (
    <li className="sc-card sc-service__item" data-testid="seller-return" data-order={r.order_number}>
      <p className="sc-service__head">
        <span>订单号 {r.order_number}</span>
        <strong className="sc-order__status">{STATUS[r.status]}</strong>
      </p>
      <ul className="sc-service__lines">
        {r.items.map((i, k) => (
          <li key={k}>
            {i.title} <span className="sc-muted">{i.spec}</span> × {i.quantity}
          </li>
        ))}
      </ul>
      <p>
        买家 {r.buyer} · 退款金额 <strong>¥{r.amount}</strong> · <span className="sc-muted">{r.inputtime}</span>
      </p>
      <p className="sc-service__text">
        退货原因：{r.reason}
        {r.description ? <span className="sc-muted">（{r.description}）</span> : null}
      </p>
      {r.refuse_reason ? <p className="sc-service__reply">拒绝理由：{r.refuse_reason}</p> : null}
      {r.status === 1 ? (
        <div className="sc-actions">
          <Button size="sm" variant="secondary" onClick={onRefuse}>拒绝</Button>
          <Button size="sm" variant="primary" onClick={onAgree}>同意退货</Button>
        </div>
      ) : null}
    </li>
  );
}

function ReturnList() {
  const { tab, page, go } = useListState<Tab>(['wait', 'agreed', 'refused', 'all'], 'wait');
  const list = useRead(reads.sellerReturns({ tab, page }), { keepPreviousData: true });
  const decide = useWrite('sellerReturnDecide');
  const [agreeing, setAgreeing] = useState<Return | null>(null);
  const [refusing, setRefusing] = useState<Return | null>(null);
  const data = list.data;
  const agree = async (r: Return) => {
    try {
      await decide.trigger({ order_number: r.order_number, action: 'agree' });
      toast.success('已同意退货，货款已退回买家');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : '操作失败');
    }
    setAgreeing(null);
  };
  return (
    <>
      <StatusTabs label="退货申请" value={tab} onChange={(key) => go({ tab: key as Tab })} items={TABS.map((t) => ({ ...t, ...(data ? { count: data.counts[t.key] } : {}) }))} />
      {list.error ? <p role="alert">{list.error.message}</p> : !data ? <Skeleton lines={6} label="退货申请加载中" /> : data.lists.length === 0 ? (
        <p className="sc-card sc-muted">{tab === 'wait' ? '没有待处理的退货申请' : '没有退货申请'}</p>
      ) : (
        <ul className="sc-service">
          {data.lists.map((r) => (
            <ReturnCard key={r.id} r={r} onAgree={() => setAgreeing(r)} onRefuse={() => setRefusing(r)} />
          ))}
        </ul>
      )}
      {data && data.total > 20 ? <Pager page={page} total={data.total} pageSize={20} onChange={(p: number) => go({ page: p })} /> : null}
      <ConfirmDialog
        open={Boolean(agreeing)}
        title="同意退货"
        message={agreeing ? `同意后将退款 ¥${agreeing.amount} 给买家 ${agreeing.buyer}，商品库存恢复，订单关闭。` : ''}
        confirmText="同意并退款"
        loading={decide.isMutating}
        onConfirm={() => agreeing && void agree(agreeing)}
        onCancel={() => setAgreeing(null)}
      />
      {refusing ? <RefuseDialog ret={refusing} onClose={() => setRefusing(null)} /> : null}
    </>
  );
}

/** /seller/wzmall/returnApplicatList: agree (refund, order closed, stock back) or refuse with a reason the buyer sees. */
export default function Returns() {
  return (
    <ShopGate title="退货申请">
      <PageHeader title="退货申请" />
      <ReturnList />
    </ShopGate>
  );
}
