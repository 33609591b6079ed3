import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { errorMessage, isApiError, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, Skeleton, toast, useSchemaForm } from '@wz/ui';
import { EditForm } from '@wz/app-kit';
import { KindField, pictureId, type FieldSpec } from '@wz/app-kit/kinds';
import '@wz/app-kit/kinds/kinds.css';
import { sitePath } from '../params';
import '../daohang.css';

type Status = OperationData<'daohangRuzhuStatus'>;

// the server checks the same (apply.ts) and answers in the same words
const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2, '网站名称 2–30 个字'), v.maxLength(30, '网站名称 2–30 个字')),
  url: v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/[^\s"'<>\\/?#]+([/?#][^\s"'<>\\]*)?$/i, '请输入以 http:// 或 https:// 开头的完整网址'), v.maxLength(500, '网址最多 500 个字符')),
  logo: v.array(v.object({ id: v.string(), url: v.string() })),
  jianjie: v.pipe(v.string(), v.trim(), v.minLength(5, '网站简介 5–100 个字'), v.maxLength(100, '网站简介 5–100 个字')),
  cid: v.pipe(v.number('请选择网站分类'), v.minValue(1, '请选择网站分类')),
});

const STATUS: Record<Status['status'], string> = { none: '尚未申请', waiting: '审核中：我们会在 1–3 个工作日内完成审核', listed: '已收录', refused: '未通过审核' };
const ITEM_STATUS: Record<Status['lists'][number]['status'], string> = { waiting: '审核中', listed: '已收录', refused: '未通过' };

function MyApplications({ status }: { status: Status }) {
  if (!status.lists.length) return null;
  return (
    <section className="card kind" aria-labelledby="dh-mine">
      <h2 id="dh-mine">我的申请</h2>
      <ul className="dh-list" aria-label="我的申请">
        {status.lists.map((a) => (
          <li key={a.id}>
            <strong>{a.name}</strong>
            <p>
              {a.category} · <span className={`dh-status--${a.status}`}>{ITEM_STATUS[a.status]}</span>
              {a.status === 'listed' ? (
                <>
                  {' · '}
                  <Link to={sitePath(a.cid)}>在分类中查看</Link>
                </>
              ) : null}
            </p>
            {a.status === 'refused' && a.reason ? <p className="kind__error">驳回原因：{a.reason}</p> : null}
            <small>
              {a.url} · {a.inputtime}
            </small>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /daohang/apply (login): apply for a site to be listed, and how the applications stand (审核中 / 已收录 / 驳回 with the reason). */
export default function DaohangApply() {
  const status = useRead(reads.daohangRuzhuStatus({}));
  const tree = useRead(reads.daohangGetCategoryList({})).data;
  const apply = useWrite('daohangRuzhu');
  const form = useSchemaForm(schema, { defaultValues: { cid: 0, name: '', url: '', logo: [], jianjie: '' } });
  const options = (tree ?? []).flatMap((g) => g.children.map((c) => ({ value: c.id, label: `${g.name} / ${c.name}` })));
  const fields: FieldSpec[] = [
    { kind: 'select', name: 'cid', label: '网站分类', required: true, options },
    { kind: 'text', name: 'name', label: '网站名称', required: true, maxLength: 30 },
    { kind: 'text', name: 'url', label: '网站地址', required: true, inputMode: 'url', maxLength: 500, placeholder: 'https://' },
    { kind: 'image', name: 'logo', label: '网站图标', hint: '可选：正方形图片，显示在网站名称前' },
    { kind: 'textarea', name: 'jianjie', label: '网站简介', required: true, maxLength: 100, rows: 3 },
  ];
  const s = status.data;
  return (
    <div className="container dh-apply">
      <section className="card kind kind-settle" aria-labelledby="dh-apply-title">
        <h1 id="dh-apply-title">申请收录网站</h1>
        <p className="muted">盐城本地的政务、生活、教育、商家等网站可以申请收录到网址导航，审核通过后显示在所选分类下。一次可有一个申请在审核中。</p>
        {s ? (
          <>
            <p className={`kind-settle__status dh-status--${s.status}`} role="status" data-status={s.status}>
              收录状态：{STATUS[s.status]}
              {s.name ? `（${s.name}）` : ''}
            </p>
            {s.status === 'refused' && s.reason ? <p className="kind__error">驳回原因：{s.reason}</p> : null}
          </>
        ) : status.error ? (
          <div role="alert">
            <p>{errorMessage(status.error, '加载失败，请稍后重试')}</p>
            {isApiError(status.error) && status.error.code === 101 ? <Link to="/login?flag=100">重新登录</Link> : <Button onClick={() => void status.mutate()}>重试</Button>}
          </div>
        ) : (
          <Skeleton lines={2} label="收录状态加载中" />
        )}
      </section>
      {s && s.status !== 'waiting' ? (
        <EditForm
          title={s.status === 'none' ? '填写网站资料' : '再申请一个网站'}
          form={form}
          submitLabel="提交申请"
          onSubmit={async (values) => {
            await apply.trigger({ cid: values.cid, name: values.name, url: values.url, logo: pictureId(values.logo), jianjie: values.jianjie });
            toast.success('提交成功，请等待审核');
            form.reset();
          }}
        >
          {fields.map((f) => (
            <KindField key={f.name} spec={f} />
          ))}
        </EditForm>
      ) : null}
      {s ? <MyApplications status={s} /> : null}
    </div>
  );
}
