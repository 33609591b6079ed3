import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Form, FormActions, PagedList, SelectField, SubmitButton, TextareaField, toast, useSchemaForm } from '@wz/ui';
import { orderPath } from '../params';

type Return = OperationData<'mallMyReturns'>['lists'][number];
const REASONS = ['不想要了', '商品质量问题', '与描述不符', '发错货', '其他'] as const;
const RETURN_STATUS = ['', '已申请，等待商家处理', '已退款', '商家已拒绝'];

const schema = v.pipe(
  v.object({
    reason: v.picklist(REASONS, '请选择退货原因'),
    description: v.pipe(v.string(), v.maxLength(300, '最多 300 个字')),
  }),
  v.forward(v.check((x) => x.reason !== '其他' || x.description.trim() !== '', '请说明退货原因'), ['description']),
);

function ReturnForm({ orderNumber }: { orderNumber: string }) {
  const navigate = useNavigate();
  const apply = useWrite('mallApplyReturn');
  const form = useSchemaForm(schema, { defaultValues: { description: '' } });
  return (
    <Form
      form={form}
      aria-label="申请退货"
      onSubmit={async (values) => {
        await apply.trigger({ order_number: orderNumber, reason: values.reason, ...(values.description.trim() ? { description: values.description.trim() } : {}) });
        toast.success('已提交退货申请');
        navigate('/usercenter/wzmall/returnOrder');
      }}
    >
      <SelectField name="reason" label="退货原因" required options={REASONS.map((r) => ({ value: r, label: r }))} />
      <TextareaField name="description" label="问题描述" maxLength={300} rows={3} />
      <FormActions>
        <SubmitButton>提交退货申请</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** /usercenter/wzmall/returnOrder: the member's returns; with ?order_number= the request form for that order. */
export default function Returns() {
  const [search] = useSearchParams();
  const number = search.get('order_number') ?? '';
  const [page, setPage] = useState(1);
  const list = useRead(reads.mallMyReturns({ page }));
  return (
    <>
      {number ? (
        <section className="card" aria-labelledby="return-form-title">
          <h1 id="return-form-title">申请退货</h1>
          <p>
            订单 <Link to={orderPath(number)}>{number}</Link>
          </p>
          <ReturnForm orderNumber={number} />
        </section>
      ) : null}
      <section className="card" aria-labelledby="returns-title">
        <h2 id="returns-title">退货订单</h2>
        <PagedList.Root items={list.data?.lists} total={list.data?.total ?? 0} page={page} pageSize={20} loading={list.isLoading} error={list.error} onRetry={() => void list.mutate()} onPageChange={setPage}>
          <PagedList.Items<Return> label="退货列表" getKey={(r) => r.id}>
            {(r) => (
              <article className="mall-order" data-testid="return-row">
                <p>
                  <Link to={orderPath(r.order_number)}>{r.order_number}</Link> · ¥{r.amount} · {r.reason} · <strong>{RETURN_STATUS[r.status]}</strong>
                </p>
                {r.description ? <p className="muted">{r.description}</p> : null}
                {r.refuse_reason ? <p data-testid="return-refuse-reason">拒绝理由：{r.refuse_reason}</p> : null}
                <p className="muted">{r.inputtime}</p>
              </article>
            )}
          </PagedList.Items>
          <PagedList.Empty>暂无退货订单</PagedList.Empty>
          <PagedList.Error />
          <PagedList.Pager />
        </PagedList.Root>
      </section>
    </>
  );
}
