import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useUpload, useWrite } from '@wz/sdk/react';
import { Form, FormActions, FormField, ImageUploader, RadioField, Skeleton, SubmitButton, TextareaField, toast, useSchemaForm, type UploadedImage } from '@wz/ui';
import { orderPath } from '../params';

type Item = OperationData<'mallOrderDetail'>['items'][number];
const SCORES = [5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${'★'.repeat(n)} ${['', '很差', '较差', '一般', '满意', '非常满意'][n]}` }));

const schema = v.object({
  score: v.pipe(v.number('请选择评分'), v.minValue(1, '请选择评分'), v.maxValue(5, '请选择评分')),
  content: v.pipe(v.string(), v.trim(), v.minLength(5, '评价内容至少 5 个字'), v.maxLength(500, '最多 500 个字')),
  images: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.maxLength(6, '最多 6 张图片')),
});

function ReviewForm({ orderNumber, item, onDone }: { orderNumber: string; item: Item; onDone: () => void }) {
  const upload = useUpload('listing');
  const review = useWrite('mallReviewOrder');
  const form = useSchemaForm(schema, { defaultValues: { score: 5, content: '', images: [] } });
  return (
    <Form
      form={form}
      aria-label={`评价 ${item.title}`}
      onSubmit={async ({ images, ...fields }) => {
        await review.trigger({ order_number: orderNumber, item_id: item.id, ...fields, ...(images.length ? { images: images.map((i) => i.id).join(',') } : {}) });
        toast.success('评价成功');
        onDone();
      }}
    >
      <RadioField name="score" label="评分" required options={SCORES} />
      <TextareaField name="content" label="评价内容" required maxLength={500} rows={4} hint="说说商品的质量、物流和服务（至少 5 个字）" />
      <FormField<UploadedImage[]> name="images" label="晒图" kind="group" hint="最多 6 张">
        {(field, control) => (
          <ImageUploader value={field.value} onChange={field.onChange} upload={upload} maxCount={6} label="评价图片" aria-describedby={control['aria-describedby']} aria-invalid={control['aria-invalid']} />
        )}
      </FormField>
      <FormActions>
        <SubmitButton>发表评价</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** /usercenter/wzmall/publicEvaluation?order_number=: review each item of a received order, with pictures. */
export default function PublishReview() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const number = search.get('order_number') ?? '';
  const detail = useRead(number ? reads.mallOrderDetail({ order_number: number }) : null);
  const o = detail.data;
  const pending = o?.items.filter((i) => !i.reviewed) ?? [];
  return (
    <section className="card" aria-labelledby="review-title">
      <h1 id="review-title">发表评价</h1>
      {!number || detail.error ? (
        <p role="alert">订单不存在</p>
      ) : !o ? (
        <Skeleton lines={4} label="订单加载中" />
      ) : o.status !== 4 || pending.length === 0 ? (
        <p>
          该订单{o.status === 5 ? '已评价' : '暂不能评价（确认收货后才能评价）'}。 <Link to={orderPath(number)}>查看订单</Link>
        </p>
      ) : (
        pending.map((item) => (
          <div key={item.id} className="mall-review">
            <p>
              <img src={item.pic} alt="" width={56} height={56} /> {item.title} <span className="muted">{item.spec}</span>
            </p>
            <ReviewForm orderNumber={number} item={item} onDone={() => (pending.length === 1 ? navigate(orderPath(number)) : void detail.mutate())} />
          </div>
        ))
      )}
    </section>
  );
}
