// 我的关注 (follows, fans, visitors), 联系记录 (contact requests: accept or refuse; details once both agreed) and
// 屏蔽列表: the user centre's status lists on love's reads.
import { Link } from 'react-router-dom';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { useStatusQuery } from '@wz/app-kit';
import { Button, toast } from '@wz/ui';
import { lovePath } from '../params';
import { LoveList } from './LoveList';
import '../love.css';

type Person = OperationData<'loveFollows'>['lists'][number];
type Request = OperationData<'loveContacts'>['lists'][number];
type Card = Person['card'];

const who = (c: Card) => (
  <Link className="love-who" to={lovePath(c.id)}>
    {c.photo ? <img src={c.photo} alt="" width={36} height={48} loading="lazy" /> : null}
    <span><strong>{c.nickname}</strong> {c.age}岁 · {c.city} · {c.education}</span>
  </Link>
);

async function act(write: () => Promise<unknown>, done: string) {
  try {
    await write();
    toast.success(done);
  } catch (e) {
    toast.error(errorMessage(e, '操作失败，请稍后重试'));
  }
}

const FOLLOW_TABS = [
  { key: 'mine', label: '我关注的' },
  { key: 'fans', label: '关注我的' },
  { key: 'visitors', label: '谁看过我' },
];

export function AttentionList() {
  const query = useStatusQuery(FOLLOW_TABS);
  const visitors = query.status === 'visitors';
  const follows = useRead(visitors ? null : reads.loveFollows({ kind: query.status as 'mine' | 'fans', page: query.page }));
  const seen = useRead(visitors ? reads.loveVisitors({ page: query.page }) : null);
  const read = visitors ? seen : follows;
  const unfollow = useWrite('loveUnfollow');
  const locked = visitors && seen.data?.locked;
  return (
    <LoveList<Person>
      title="我的关注"
      tabs={FOLLOW_TABS}
      query={query}
      read={read}
      rowKey={(p) => String(p.card.id)}
      rowLabel={(p) => p.card.nickname}
      empty={locked ? <>有 {seen.data?.total} 位会员看过你，<Link to="/MembershipDetails">开通会员</Link>即可查看是谁</> : visitors ? '还没有人看过你的资料' : query.status === 'mine' ? <>还没有关注任何人，去<Link to="/Love">找对象</Link>看看</> : '还没有人关注你'}
      columns={[
        { key: 'who', title: '会员', render: (p) => who(p.card) },
        { key: 'time', title: visitors ? '来访时间' : '关注时间', value: (p) => p.time.slice(0, 16) },
        ...(query.status === 'mine' ? [{ key: 'ops', title: '操作', render: (p: Person) => <Button size="sm" variant="ghost" disabled={unfollow.isMutating} onClick={() => void act(() => unfollow.trigger({ id: p.card.id }), '已取消关注')}>取消关注</Button> }] : []),
      ]}
    />
  );
}

const LINK_TABS = [
  { key: 'received', label: '收到的请求' },
  { key: 'sent', label: '发出的请求' },
];
const STATE_TEXT: Record<Request['state'], string> = { waiting: '等待回复', accepted: '已同意', refused: '已拒绝' };

export function LinkList() {
  const query = useStatusQuery(LINK_TABS);
  const box = query.status as 'received' | 'sent';
  const read = useRead(reads.loveContacts({ box, page: query.page }));
  const answer = useWrite('loveAnswerContact');
  return (
    <LoveList<Request>
      title="联系记录"
      tabs={LINK_TABS}
      query={query}
      read={read}
      rowKey={(r) => String(r.id)}
      rowLabel={(r) => r.card.nickname}
      empty={box === 'received' ? '还没有人向你索要联系方式' : '还没有向别人索要过联系方式'}
      columns={[
        { key: 'who', title: '会员', render: (r) => who(r.card) },
        { key: 'message', title: '留言', value: (r) => r.message || '—' },
        { key: 'state', title: '状态', value: (r) => STATE_TEXT[r.state] },
        {
          key: 'contact',
          title: '联系方式',
          render: (r) =>
            r.contact ? (
              <span className="love-contact" data-testid="love-contact">手机 {r.contact.phone}{r.contact.wechat ? ` · 微信 ${r.contact.wechat}` : ''}</span>
            ) : box === 'received' && r.state === 'waiting' ? (
              <span className="love-ops">
                <Button size="sm" disabled={answer.isMutating} onClick={() => void act(() => answer.trigger({ id: r.id, answer: 'accept' }), '已同意，双方可查看联系方式')}>同意</Button>
                <Button size="sm" variant="ghost" disabled={answer.isMutating} onClick={() => void act(() => answer.trigger({ id: r.id, answer: 'refuse' }), '已拒绝')}>拒绝</Button>
              </span>
            ) : (
              <span className="muted">双方同意后可见</span>
            ),
        },
        { key: 'time', title: '时间', value: (r) => r.time.slice(0, 16) },
      ]}
    />
  );
}

const BLOCK_TABS = [{ key: 'all', label: '已屏蔽' }];

export function ScreenList() {
  const query = useStatusQuery(BLOCK_TABS);
  const read = useRead(reads.loveBlocks({ page: query.page }));
  const unblock = useWrite('loveUnblock');
  return (
    <LoveList<Person>
      title="屏蔽列表"
      tabs={BLOCK_TABS}
      query={query}
      read={read}
      rowKey={(p) => String(p.card.id)}
      rowLabel={(p) => p.card.nickname}
      empty="没有屏蔽任何会员。被屏蔽的会员看不到你，也不能关注你、联系你或给你送礼物。"
      columns={[
        { key: 'who', title: '会员', value: (p) => `${p.card.nickname} · ${p.card.age}岁 · ${p.card.city}` },
        { key: 'time', title: '屏蔽时间', value: (p) => p.time.slice(0, 16) },
        { key: 'ops', title: '操作', render: (p) => <Button size="sm" variant="ghost" disabled={unblock.isMutating} onClick={() => void act(() => unblock.trigger({ id: p.card.id }), '已取消屏蔽')}>取消屏蔽</Button> },
      ]}
    />
  );
}
