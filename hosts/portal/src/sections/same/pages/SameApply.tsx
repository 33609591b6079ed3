import { Link, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Form, FormActions, RadioField, SelectField, SubmitButton, TextareaField, TextField, toast, useSchemaForm } from '@wz/ui';
import { isMember } from '../frame';
import { groupPath, idOf, KIND_HINTS, KIND_NAMES, type SameKind } from '../params';
import '../same.css';

const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.check((s) => [...s].length >= min && [...s].length <= max, min ? `${what} ${min}–${max} 个字` : `${what}最多 ${max} 个字`));
// the server's list (rows.ts DISTRICTS): a group is in one of the seeded city's districts
const DISTRICTS = ['亭湖区', '盐都区', '大丰区', '东台市', '建湖县', '射阳县', '阜宁县', '滨海县', '响水县'] as const;
// the server checks the same (manage.ts) and answers in the same words
const createSchema = v.object({
  kind: v.picklist(['tongzhu', 'tongguan', 'tongyuan'], '请选择小组类型'),
  name: sized(2, 20, '小组名称'),
  district: v.picklist(DISTRICTS, '请选择所在区县'),
  address: sized(0, 40, '地址'),
  jianjie: sized(10, 500, '小组简介'),
  private: v.picklist(['0', '1']),
});
const joinSchema = v.object({ message: sized(0, 100, '申请说明') });
const STATUS = { waiting: '审核中', approved: '已通过', refused: '未通过' } as const;

function JoinForm({ gid }: { gid: number }) {
  const home = useRead(reads.sameGroup({ id: gid }));
  const join = useWrite('sameJoin');
  const form = useSchemaForm(joinSchema, { defaultValues: { message: '' } });
  const g = home.data;
  if (home.error) return <p role="alert" className="same-card">小组不存在，<Link to="/same/index">看看全部小组</Link></p>;
  if (!g) return <p className="same-card same-muted">加载中…</p>;
  return (
    <section className="same-card" aria-labelledby="same-join-title">
      <h1 id="same-join-title">申请加入「{g.group.name}」</h1>
      {isMember(g.role) ? (
        <p role="status">您已是小组成员，<Link to={groupPath(gid)}>进入小组</Link></p>
      ) : g.role === 'waiting' ? (
        <p role="status">申请已提交，请等待管理员审核。<Link to={groupPath(gid)}>返回小组</Link></p>
      ) : (
        <Form form={form} aria-label="申请加入" onSubmit={async ({ message }) => {
          await join.trigger({ gid, message });
          toast.success('申请已提交，请等待管理员审核');
        }}>
          <TextField name="message" label="申请说明" maxLength={100} hint={g.group.kind === 'tongzhu' ? '如楼栋门牌，方便管理员核实' : '简单介绍自己，方便管理员核实'} />
          <FormActions>
            <SubmitButton>申请加入</SubmitButton>
          </FormActions>
        </Form>
      )}
    </section>
  );
}

function CreateForm() {
  const filters = useRead(reads.sameFilters({})).data;
  const mine = useRead(reads.sameMine({})).data;
  const apply = useWrite('sameApply');
  const form = useSchemaForm(createSchema, { defaultValues: { kind: 'tongzhu', name: '', district: undefined, address: '', jianjie: '', private: '0' } });
  const applied = (mine?.lists ?? []).filter((m) => m.role === 'owner' && m.status !== 'approved');
  return (
    <>
      <section className="same-card" aria-labelledby="same-create-title">
        <h1 id="same-create-title">创建小组</h1>
        <p className="same-muted">小组经平台审核通过后公开，您成为组长；成员加入需要您或管理员审核。</p>
        <Form form={form} layout="horizontal" aria-label="创建小组" onSubmit={async (values) => {
          await apply.trigger({ ...values, private: values.private === '1' ? 1 : 0 });
          toast.success('提交成功，请等待审核');
          form.reset();
        }}>
          <RadioField name="kind" label="小组类型" required options={(filters?.kinds ?? (Object.keys(KIND_NAMES) as SameKind[]).map((key) => ({ key, name: KIND_NAMES[key] }))).map((k) => ({ value: k.key, label: `${k.name}（${KIND_HINTS[k.key]}）` }))} />
          <TextField name="name" label="小组名称" required maxLength={20} hint="如 水岸名都业主群，2–20 个字" />
          <SelectField name="district" label="所在区县" required options={DISTRICTS.map((d) => ({ value: d, label: d }))} />
          <TextField name="address" label="地址" maxLength={40} hint="小区、场馆或学校的地址" />
          <TextareaField name="jianjie" label="小组简介" required rows={4} maxLength={500} hint="10–500 个字" />
          <RadioField name="private" label="公开范围" options={[{ value: '0', label: '公开：所有人可浏览' }, { value: '1', label: '私密：成员才能看议题和贴吧' }]} />
          <FormActions>
            <SubmitButton>提交申请</SubmitButton>
          </FormActions>
        </Form>
      </section>
      {applied.length ? (
        <section className="same-card" aria-labelledby="same-applied">
          <h2 id="same-applied">我的建组申请</h2>
          <ul className="same-list">
            {applied.map((m) => (
              <li key={m.group.id}>
                <strong>{m.group.name}</strong> · <span className={`same-status same-status--${m.status === 'refused' ? 'wait' : 'open'}`}>{STATUS[m.status]}</span>
                {m.reason ? <p className="same-error">驳回原因：{m.reason}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** /same/apply (login): `?join=<id>` asks to join a group (a manager approves); otherwise apply to create one (review approves). */
export default function SameApply() {
  const [search] = useSearchParams();
  const join = idOf(search, 'join');
  return <div className="container same same-page">{join ? <JoinForm gid={join} /> : <CreateForm />}</div>;
}
