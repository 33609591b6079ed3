/**
 * 子账号管理 (/user/personInfo/childernAccount): the conditions (how many more), add a sub-account, bind its phone
 * with an SMS code (sendRegSms: the registration limits), cancel a binding; 人员管理 (/user/marketRelease/personnel)
 * lists the company's people. A sub-account sees the list but manages nothing here.
 */
import { useState } from 'react';
import * as v from 'valibot';
import { Link } from 'react-router-dom';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { EditForm, StatusList, useRecordForm, useStatusQuery } from '@wz/app-kit';
import { KindField, KindState } from '@wz/app-kit/kinds';
import { Button, ConfirmDialog, toast, useSchemaForm } from '@wz/ui';
import '../market.css';

type Sub = OperationData<'marketGetSubaccountList'>['lists'][number];
const ALL = [{ key: 'all', label: '全部' }];
const schema = v.object({
  username: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z][A-Za-z0-9_]{3,29}$/, '用户名 4–30 位，字母开头，可含数字和下划线')),
  password: v.pipe(v.string(), v.minLength(6, '密码 6–32 位'), v.maxLength(32, '密码 6–32 位')),
  name: v.pipe(v.string(), v.trim(), v.minLength(2, '姓名 2–20 个字'), v.maxLength(20, '姓名 2–20 个字')),
});

function AddForm({ suggested, onDone }: { suggested: string; onDone: () => void }) {
  const add = useWrite('marketAddSubaccount');
  const form = useSchemaForm(schema);
  useRecordForm<v.InferInput<typeof schema>, v.InferOutput<typeof schema>>(form, { username: suggested, password: '', name: '' }, 'new');
  return (
    <EditForm title="添加子账号" description="子账号用自己的用户名和密码登录，可以管理企业的商品、公告和资讯" form={form} submitLabel="添加"
      onSubmit={async (x) => {
        await add.trigger(x);
        toast.success('添加成功');
        onDone();
      }}
    >
      <KindField spec={{ kind: 'text', name: 'username', label: '用户名', required: true, maxLength: 30 }} />
      <KindField spec={{ kind: 'text', name: 'password', label: '登录密码', required: true, maxLength: 32, hint: '6–32 位' }} />
      <KindField spec={{ kind: 'text', name: 'name', label: '姓名', required: true, maxLength: 20 }} />
    </EditForm>
  );
}

/** 绑定手机: the code goes to the sub-account's phone; what was typed stays when a step is refused. */
function BindPhone({ sub, onDone }: { sub: Sub; onDone: () => void }) {
  const send = useWrite('sendRegSms');
  const bind = useWrite('marketBindSubaccountPhonenumber');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [wait, setWait] = useState(0);
  const sendCode = async () => {
    if (!/^1[3-9]\d{9}$/.test(phone.trim())) return setError('请输入正确的手机号');
    setError('');
    try {
      const r = await send.trigger({ phone: phone.trim() });
      toast.success('验证码已发送');
      setWait(r.resend_after);
      const t = setInterval(() => setWait((w) => (w <= 1 ? (clearInterval(t), 0) : w - 1)), 1000);
    } catch (e) {
      setError(errorMessage(e, '发送失败，请稍后重试'));
    }
  };
  return (
    <form className="card kind market-sub" aria-label={`绑定 ${sub.username} 的手机`}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!/^1[3-9]\d{9}$/.test(phone.trim())) return setError('请输入正确的手机号');
        if (!/^\d{6}$/.test(code.trim())) return setError('请输入 6 位验证码');
        setError('');
        try {
          await bind.trigger({ id: sub.id, phone: phone.trim(), code: code.trim() });
          toast.success('绑定成功');
          onDone();
        } catch (err) {
          setError(errorMessage(err, '绑定失败，请稍后重试').replace(/^参数错误[:：]\s*\w+\s*/, ''));
        }
      }}
    >
      <h2>绑定手机：{sub.name}（{sub.username}）</h2>
      <label htmlFor="market-sub-phone">手机号</label>
      <div className="market-sub__row">
        <input id="market-sub-phone" inputMode="tel" maxLength={11} value={phone} onChange={(e) => setPhone(e.target.value)} />
        <Button type="button" variant="ghost" disabled={wait > 0 || send.isMutating} onClick={() => void sendCode()}>{wait > 0 ? `${wait} 秒后重发` : '获取验证码'}</Button>
      </div>
      <label htmlFor="market-sub-code">验证码</label>
      <input id="market-sub-code" inputMode="numeric" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'market-sub-error' : undefined} />
      {error ? <p id="market-sub-error" role="alert" className="market-message__error">{error}</p> : null}
      <Button type="submit" disabled={bind.isMutating}>绑定</Button>
    </form>
  );
}

function SubList({ title, manage }: { title: string; manage: boolean }) {
  const list = useRead(reads.marketGetSubaccountList({}));
  const query = useStatusQuery(ALL);
  const cancel = useWrite('marketCancelBindsubaccount');
  const [binding, setBinding] = useState<Sub | null>(null);
  const [ending, setEnding] = useState<Sub | null>(null);
  return (
    <>
      <StatusList<Sub>
        title={title}
        tabs={ALL}
        query={query}
        rows={list.data?.lists}
        total={list.data?.lists.length}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        rowKey={(s) => String(s.id)}
        columns={[
          { key: 'name', title: '姓名', value: (s) => s.name },
          { key: 'username', title: '用户名', value: (s) => s.username },
          { key: 'phone', title: '手机', value: (s) => (s.bound ? s.phone : '未绑定') },
          { key: 'time', title: '添加时间', value: (s) => s.inputtime.slice(0, 10) },
          ...(manage ? [{ key: 'ops', title: '操作', render: (s: Sub) => (
            <span className="kind-ops">
              <Button size="sm" variant="ghost" onClick={() => setBinding(s)}>{s.bound ? '更换手机' : '绑定手机'}</Button>
              <Button size="sm" variant="ghost" onClick={() => setEnding(s)}>解除绑定</Button>
            </span>
          ) }] : []),
        ]}
        empty="还没有子账号"
      />
      {binding ? <BindPhone key={binding.id} sub={binding} onDone={() => setBinding(null)} /> : null}
      <ConfirmDialog open={ending !== null} title="解除绑定" message={ending ? `解除后 ${ending.username} 不能再管理企业，确定吗？` : ''} confirmText="解除绑定" danger loading={cancel.isMutating}
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (!ending) return;
          cancel.trigger({ id: ending.id }).then(() => (toast.success('已解除绑定'), setEnding(null)), (e: unknown) => toast.error(errorMessage(e, '操作失败')));
        }}
      />
    </>
  );
}

export function ChildernAccount() {
  const cond = useRead(reads.marketCheckSubaccountConditions({}));
  const next = useRead(reads.marketGetNextsubaccountConditions({}));
  const [adding, setAdding] = useState(false);
  const c = cond.data;
  if (!c) return <KindState title="子账号管理" loading={!cond.error} error={cond.error} onRetry={() => void cond.mutate()} />;
  if (!c.allowed && c.used === 0)
    return (
      <section className="card kind" aria-labelledby="market-sub-title">
        <h1 id="market-sub-title">子账号管理</h1>
        <p role="status">{c.reason}</p>
        {c.reason.startsWith('入驻') ? <Link to="/release/market">去申请企业入驻</Link> : null}
      </section>
    );
  return (
    <>
      <section className="card kind" aria-labelledby="market-sub-title">
        <h1 id="market-sub-title">子账号管理</h1>
        <p role="status">已添加 {c.used} 个，最多 {c.max} 个{c.allowed ? `，还可以添加 ${c.remaining} 个` : `（${c.reason}）`}</p>
        {c.allowed && !adding ? <Button onClick={() => setAdding(true)}>添加子账号</Button> : null}
      </section>
      {adding && next.data ? <AddForm suggested={next.data.username} onDone={() => setAdding(false)} /> : null}
      <SubList title="我的子账号" manage />
    </>
  );
}

export const Personnel = () => <SubList title="人员管理" manage={false} />;
