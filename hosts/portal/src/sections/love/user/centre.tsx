// The introducer's own centre (/user/Introducerlist/*): profile, the members served (and a match to suggest),
// the suggestions with their answers, the accepted ones' appointments, and the income from fees.
import { useState } from 'react';
import * as v from 'valibot';
import { Link } from 'react-router-dom';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { useStatusQuery } from '@wz/app-kit';
import { ProfileFormKind, pictureId, savedPicture } from '@wz/app-kit/kinds';
import { Button, toast } from '@wz/ui';
import { lovePath } from '../params';
import { LoveList } from './LoveList';
import '../love.css';

type Person = OperationData<'loveIntroducerClients'>['lists'][number];
type Suggestion = OperationData<'loveIntroducerSuggestions'>['lists'][number];
type Income = OperationData<'loveIntroducerIncome'>['lists'][number];
const text = (min: number, max: number, message: string) => v.pipe(v.string(), v.trim(), v.check((s) => [...s].length >= min && [...s].length <= max, message));
const NOT_YET = '请先在「红娘资料」中填写你的红娘资料';

const profileSchema = v.object({
  name: text(2, 20, '请输入 2–20 个字的称呼'),
  years: v.pipe(v.string(), v.trim(), v.check((s) => /^\d{1,2}$/.test(s), '从业年限须在 0 到 60 年之间')),
  fee: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,4}(\.\d{1,2})?$/, '请输入 0–9999 元的服务费，最多两位小数')),
  intro: text(10, 500, '个人介绍 10–500 字'),
  pic: v.array(v.object({ id: v.string(), url: v.string() })),
});

export function IntroducerProfile() {
  return (
    <ProfileFormKind
      title="红娘资料"
      description="会员在「红娘信息」页看到你的资料，并可选你做他们的红娘"
      read={reads.loveIntroducerMine({})}
      schema={profileSchema}
      toValues={({ introducer: i }) => (i ? { name: i.name, years: String(i.years), fee: i.fee, intro: i.intro, pic: savedPicture(i.photo) } : { pic: [] })}
      fields={[
        { kind: 'text', name: 'name', label: '称呼', required: true, maxLength: 20, placeholder: '如 王红娘' },
        { kind: 'text', name: 'years', label: '从业年限', required: true, inputMode: 'decimal', maxLength: 2 },
        { kind: 'text', name: 'fee', label: '牵线服务费（元/次）', required: true, inputMode: 'decimal', maxLength: 7, hint: '会员接受你的推荐后计入服务收入' },
        { kind: 'textarea', name: 'intro', label: '个人介绍', required: true, rows: 5, maxLength: 500 },
        { kind: 'image', name: 'pic', label: '照片' },
      ]}
      write="loveIntroducerSave"
      toParams={({ pic, years, ...rest }) => ({ ...rest, years: Number(years), pic: pictureId(pic) })}
    />
  );
}

/** 推荐对象: one of my clients, a member of the other sex, the reason and the appointment. */
function Suggest({ clients }: { clients: Person[] }) {
  const [client, setClient] = useState('');
  const [target, setTarget] = useState('');
  const [note, setNote] = useState('');
  const [appointment, setAppointment] = useState('');
  const [error, setError] = useState('');
  const picked = clients.find((c) => String(c.card.id) === client)?.card;
  const others = useRead(picked ? reads.loveMembers({ sex: picked.sex === 'f' ? 'm' : 'f', page: 1 }) : null).data?.lists ?? [];
  const suggest = useWrite('loveSuggest');
  const submit = async () => {
    if (!client || !target) return setError('请选择会员和推荐对象');
    if ([...appointment.trim()].length < 4) return setError('请填写见面时间和地点（4–60 字）');
    setError('');
    try {
      await suggest.trigger({ member: Number(client), target: Number(target), note: note.trim(), appointment: appointment.trim() });
      toast.success('已推荐，等待会员回复');
      setTarget('');
      setNote('');
      setAppointment('');
    } catch (e) {
      setError(errorMessage(e, '推荐失败，请稍后重试').replace(/^参数错误[:：]\s*\w+\s*/, ''));
    }
  };
  return (
    <form className="card love-suggest" onSubmit={(e) => { e.preventDefault(); void submit(); }} aria-labelledby="love-suggest-title">
      <h2 id="love-suggest-title">为会员推荐对象</h2>
      <label>服务会员<select value={client} onChange={(e) => { setClient(e.target.value); setTarget(''); }}><option value="">请选择</option>{clients.map((c) => <option key={c.card.id} value={c.card.id}>{c.card.nickname}（{c.card.age}岁 · {c.card.city}）</option>)}</select></label>
      <label>推荐对象<select value={target} onChange={(e) => setTarget(e.target.value)} disabled={!picked}><option value="">请选择</option>{others.map((m) => <option key={m.id} value={m.id}>{m.nickname}（{m.age}岁 · {m.city} · {m.education}）</option>)}</select></label>
      <label>推荐理由<input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} placeholder="如：两人都喜欢旅行，年龄相当" /></label>
      <label>约见安排<input value={appointment} maxLength={60} onChange={(e) => setAppointment(e.target.value)} placeholder="如：周六下午三点 · 盐城水街咖啡馆" /></label>
      {error ? <p role="alert" className="love-error">{error}</p> : null}
      <Button type="submit" disabled={suggest.isMutating}>推荐</Button>
    </form>
  );
}

const ALL = [{ key: 'all', label: '全部' }];

export function Clients() {
  const query = useStatusQuery(ALL);
  const read = useRead(reads.loveIntroducerClients({ page: query.page }));
  const me = useRead(reads.loveIntroducerMine({})).data;
  return (
    <div className="love-user">
      <LoveList<Person>
        title="服务会员"
        tabs={ALL}
        query={query}
        read={read}
        rowKey={(p) => String(p.card.id)}
        rowLabel={(p) => p.card.nickname}
        empty={me && !me.introducer ? NOT_YET : '还没有会员选你做红娘'}
        columns={[
          { key: 'who', title: '会员', render: (p) => <Link to={lovePath(p.card.id)}>{p.card.nickname}</Link> },
          { key: 'facts', title: '资料', value: (p) => `${p.card.sex === 'f' ? '女' : '男'} · ${p.card.age}岁 · ${p.card.city} · ${p.card.education}` },
          { key: 'time', title: '委托时间', value: (p) => p.time.slice(0, 16) },
        ]}
      />
      {read.data?.lists.length ? <Suggest clients={read.data.lists} /> : null}
    </div>
  );
}

const STATE: Record<Suggestion['state'], string> = { waiting: '待回复', accepted: '已接受', refused: '已婉拒' };
const SUGGESTION_TABS = [
  { key: 'all', label: '全部' },
  { key: 'waiting', label: '待回复' },
  { key: 'accepted', label: '已接受' },
  { key: 'refused', label: '已婉拒' },
];

function SuggestionList({ title, tabs, empty }: { title: string; tabs: { key: string; label: string }[]; empty: string }) {
  const query = useStatusQuery(tabs);
  const state = query.status === 'all' ? undefined : (query.status as Suggestion['state']);
  const read = useRead(reads.loveIntroducerSuggestions({ ...(state ? { state } : {}), page: query.page }));
  return (
    <LoveList<Suggestion>
      title={title}
      tabs={tabs}
      query={query}
      read={read}
      rowKey={(s) => String(s.id)}
      rowLabel={(s) => `${s.member.nickname} 与 ${s.target.nickname}`}
      empty={empty}
      columns={[
        { key: 'pair', title: '会员 · 推荐对象', value: (s) => `${s.member.nickname} · ${s.target.nickname}` },
        { key: 'appointment', title: '约见安排', value: (s) => s.appointment },
        { key: 'note', title: '推荐理由', value: (s) => s.note || '—' },
        { key: 'state', title: '回复', value: (s) => STATE[s.state] },
        { key: 'time', title: '推荐时间', value: (s) => s.time.slice(0, 16) },
      ]}
    />
  );
}

export const Suggestions = () => <SuggestionList title="牵线推荐" tabs={SUGGESTION_TABS} empty="还没有推荐记录，在「服务会员」中为会员推荐对象" />;
export const Appointments = () => <SuggestionList title="约见安排" tabs={[{ key: 'accepted', label: '已确认的约见' }]} empty="还没有会员接受的约见" />;

export function Income() {
  const query = useStatusQuery(ALL);
  const read = useRead(reads.loveIntroducerIncome({ page: query.page }));
  const d = read.data;
  return (
    <LoveList<Income>
      title="服务收入"
      tabs={ALL}
      query={query}
      read={read}
      rowKey={(r) => String(r.id)}
      rowLabel={(r) => r.title}
      actions={d ? <p className="love-income" role="status">累计收入 <strong>¥{d.total_amount}</strong> · 本月 <strong>¥{d.month_amount}</strong></p> : null}
      empty="会员接受你的推荐后，牵线服务费会计入这里"
      columns={[
        { key: 'title', title: '项目', value: (r) => r.title },
        { key: 'amount', title: '金额', value: (r) => `¥${r.amount}` },
        { key: 'time', title: '时间', value: (r) => r.time.slice(0, 16) },
      ]}
    />
  );
}
