import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, Dialog, Form, FormActions, NumberField, PagedList, SubmitButton, TextareaField, TextField, toast, useSchemaForm } from '@wz/ui';
import { useSession } from '../../../app/lib/api';
import { requestLogin } from '@wz/app-kit';
import { demandsRead, MALL_HOME, type BrowseParams } from '../params';

type Demand = { id: number; title: string; content: string; budget: string; contact: string; phone: string; nickname: string; inputtime: string };

const schema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(4, '标题 4–40 个字'), v.maxLength(40, '标题 4–40 个字')),
  content: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写需求描述'), v.maxLength(500, '最多 500 个字')),
  budget: v.optional(v.pipe(v.number('请输入数字'), v.integer('请输入整数'), v.minValue(0, '预算不能为负数'), v.maxValue(100000000, '预算过大'))),
  contact: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写联系人'), v.maxLength(20, '最多 20 个字')),
  phone: v.pipe(v.string(), v.regex(/^1\d{10}$/, '请输入正确的手机号')),
});

/** 发布需求: the form keeps what was typed when the server refuses it. */
export function PublishDemand({ onDone }: { onDone: () => void }) {
  const publish = useWrite('mallPublishDemand');
  const form = useSchemaForm(schema, { defaultValues: { title: '', content: '', contact: '', phone: '' } });
  return (
    <Form
      form={form}
      aria-label="发布需求"
      onSubmit={async (values) => {
        await publish.trigger({ ...values, budget: values.budget ?? 0 });
        toast.success('发布成功');
        onDone();
      }}
    >
      <TextField name="title" label="需求标题" required maxLength={40} />
      <TextareaField name="content" label="需求描述" required maxLength={500} rows={4} />
      <NumberField name="budget" label="预算" unit="元" hint="不填为面议" />
      <TextField name="contact" label="联系人" required maxLength={20} />
      <TextField name="phone" label="联系电话" required inputMode="tel" maxLength={11} />
      <FormActions>
        <SubmitButton>发布</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** A page of demands (需求) as text. */
export function DemandList({ list, page, onPage, label }: { list: { data?: { lists: Demand[]; total: number }; isLoading: boolean; error?: unknown; mutate: () => unknown }; page: number; onPage: (p: number) => void; label: string }) {
  return (
    <PagedList.Root items={list.data?.lists} total={list.data?.total ?? 0} page={page} pageSize={20} loading={list.isLoading} error={list.error} onRetry={() => void list.mutate()} onPageChange={onPage}>
      <PagedList.Items<Demand> label={label} getKey={(d) => d.id}>
        {(d) => (
          <article className="mall-demand">
            <h3>{d.title}</h3>
            <p>{d.content}</p>
            <p className="muted">
              预算：{d.budget === '0.00' ? '面议' : `¥${d.budget}`} · 联系人：{d.contact} {d.phone} · {d.nickname} 发布于 {d.inputtime}
            </p>
          </article>
        )}
      </PagedList.Items>
      <PagedList.Empty>暂无需求信息</PagedList.Empty>
      <PagedList.Error />
      <PagedList.Pager />
    </PagedList.Root>
  );
}

/** The demands tab: list, search (the frame's search box with ?tab=need), publish. */
export function Demands({ params, onPage }: { params: BrowseParams; onPage: (p: number) => void }) {
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const list = useRead(demandsRead(params));
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState(params.keyword);
  return (
    <section className="mall-demands" aria-labelledby="demands-title">
      <div className="mall-bar">
        <h1 id="demands-title" className="mall__title">需求信息</h1>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            if (!keyword.trim()) return void toast.warning('请先输入搜索内容！');
            navigate(`${MALL_HOME}?tab=need&keyword=${encodeURIComponent(keyword.trim())}`);
          }}
        >
          <input aria-label="搜索需求" value={keyword} maxLength={30} onChange={(e) => setKeyword(e.target.value)} placeholder="搜索需求" />
          <Button type="submit" size="sm">搜索需求</Button>
        </form>
        <Button onClick={() => (loggedIn ? setOpen(true) : requestLogin())}>发布需求</Button>
      </div>
      <DemandList list={list} page={params.page} onPage={onPage} label="需求列表" />
      <Dialog open={open} onClose={() => setOpen(false)} title="发布需求">
        <PublishDemand onDone={() => setOpen(false)} />
      </Dialog>
    </section>
  );
}
