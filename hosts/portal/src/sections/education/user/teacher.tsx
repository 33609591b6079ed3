// A teacher's pages: 课务管理 (course affairs, list + edit), 订单管理 (orders received: gifts and paid courseware,
// with totals) and 二维码 (the QR code of the public page, to download). 二维码 serves schools too.
import * as v from 'valibot';
import type { OperationData } from '@wz/sdk';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { StatusList, useStatusQuery } from '@wz/app-kit';
import { ListEditKind, pictureId, savedPicture } from '@wz/app-kit/kinds';
import { Button } from '@wz/ui';
import { QrImage } from '../../../app/shell/QrImage';
import { teacherPath } from '../paths';
import { gate, Settled } from './Settled';

const newsSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(2, '标题请填写 2–60 个字'), v.maxLength(60, '标题请填写 2–60 个字')),
  cover: v.array(v.object({ id: v.string(), url: v.string() })),
  content: v.pipe(v.string(), v.check((h) => h.replace(/<[^>]*>/g, '').trim().length >= 5, '内容请至少输入 5 个字')),
});

export function Kewu() {
  return (
    <Settled title="课务管理" kinds={[3]}>
      {() => (
        <ListEditKind
          title="课务管理"
          noun="课务"
          read={reads.educationReleaseKewuList({})}
          gate={gate}
          rows={(d) => d.lists}
          columns={[{ key: 'title', title: '标题', value: (r) => r.title }, { key: 'clickcount', title: '阅读', align: 'end', value: (r) => r.clickcount }, { key: 'inputtime', title: '发布时间', value: (r) => r.inputtime }]}
          schema={newsSchema}
          fields={[
            { kind: 'text', name: 'title', label: '标题', required: true, maxLength: 60 },
            { kind: 'image', name: 'cover', label: '封面' },
            { kind: 'richtext', name: 'content', label: '内容', required: true, placeholder: '课程安排、作业、考试通知，至少 5 个字' },
          ]}
          empty={{ title: '', cover: [], content: '' }}
          toValues={(r) => ({ title: r.title, cover: savedPicture(r.fengmian), content: r.content })}
          save="educationReleaseSaveKewu"
          toParams={(values, id) => ({ id, title: values.title, content: values.content, cover: pictureId(values.cover) || undefined })}
          remove="educationReleaseRemoveKewu"
          removeParams={(r) => ({ id: r.id })}
        />
      )}
    </Settled>
  );
}

type Order = OperationData<'educationReleaseOrders'>['lists'][number];
const STATE: Record<Order['trade_state'], string> = { NOTPAY: '待支付', SUCCESS: '已支付', CLOSED: '已关闭', REFUND: '已退款', PAYERROR: '支付失败' };
const TABS = [{ key: 'all', label: '全部订单' }];

function Orders() {
  const query = useStatusQuery(TABS);
  const list = useRead(reads.educationReleaseOrders({ page: query.page }));
  return (
    <>
      {list.data ? (
        <p className="card edu-release__totals" role="status">
          已支付 {list.data.paid_count} 笔，合计 ¥{list.data.paid_amount}
        </p>
      ) : null}
      <StatusList<Order>
        title="订单管理"
        tabs={TABS}
        query={query}
        rows={list.data?.lists}
        total={list.data?.total}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        rowKey={(o) => o.order_number}
        empty="还没有收到订单"
        columns={[
          { key: 'order_number', title: '订单号', value: (o) => o.order_number },
          { key: 'buyer', title: '购买人', value: (o) => o.buyer },
          { key: 'what', title: '内容', value: (o) => o.what },
          { key: 'amount', title: '金额', align: 'end', value: (o) => `¥${o.amount}` },
          { key: 'state', title: '状态', value: (o) => STATE[o.trade_state] },
          { key: 'time', title: '下单时间', value: (o) => o.inputtime },
        ]}
      />
    </>
  );
}

export function Order() {
  return <Settled title="订单管理" kinds={[3]}>{() => <Orders />}</Settled>;
}

export function Code() {
  return (
    <Settled title="二维码" kinds={[1, 2, 3]}>
      {(m) => {
        const path = teacherPath(m.kind === 3 ? 'teacherDetail' : 'schoolDetail', { id: m.id ?? 0, type: m.kind });
        const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
        return (
          <section className="card kind edu-release__code" aria-labelledby="edu-code-title">
            <h1 id="edu-code-title">二维码</h1>
            <p className="muted">扫码打开{m.kind === 3 ? '我的教师主页' : '学校主页'}，可打印张贴或分享给学生和家长。</p>
            <QrImage text={url} size={200} label={`${m.kind === 3 ? '教师主页' : '学校主页'}二维码`} level="M" />
            <p>
              <a href={path} target="_blank" rel="noopener noreferrer">{url}</a>
            </p>
            <Button
              onClick={() => {
                const img = document.querySelector<HTMLImageElement>('.edu-release__code img');
                if (!img) return;
                const a = document.createElement('a');
                a.href = img.src;
                a.download = '二维码.png';
                a.click();
              }}
            >
              下载二维码
            </Button>
          </section>
        );
      }}
    </Settled>
  );
}
