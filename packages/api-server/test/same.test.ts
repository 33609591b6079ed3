import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { parseMinute } from '../src/sections/same/guests.js';
import { testServer, type TestServer } from './helpers.js';

// Community groups (issue 33, same): membership rules on every write; a refusal writes nothing.
describe('same: community groups, topics and votes, forum, questions, proposals, guest sessions', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  let n = 0;
  function member(name = '邻居') {
    n++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', 'x', 0)").run(`same${n}`, `${name}${n}`).lastInsertRowid);
    return { id, username: `same${n}`, token: createSession(s.ctx, id).token };
  }
  const review = (id: number, action: 'approve' | 'refuse', reason = '') =>
    s.app.inject({ method: 'POST', url: `/review/sim/same/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: `action=${action}&reason=${encodeURIComponent(reason)}` });
  const snapshot = () => {
    const tables = Object.keys(tableCounts(s.db)).filter((t) => t.startsWith('same_'));
    return JSON.stringify(tables.map((t) => s.db.prepare(`SELECT * FROM ${t}`).all()));
  };
  /** Runs a refused request and checks its code and that no same_* row changed. */
  async function refused(call: () => Promise<{ code: number; msg: string }>, code: number, msg?: string) {
    const before = snapshot();
    const res = await call();
    expect(res.code, res.msg).toBe(code);
    if (msg) expect(res.msg).toContain(msg);
    expect(snapshot()).toBe(before);
  }

  it('lists seeded groups by kind, district and keyword; filters name the kinds and the districts in use', async () => {
    const f = await s.get('/same/filters');
    expect(f.data.kinds.map((k: { name: string }) => k.name)).toEqual(['同住', '同馆', '同院']);
    expect(f.data.districts).toContain('亭湖区');
    const all = await s.get('/same/groups');
    expect(all.data.total).toBe(9);
    expect(all.data.lists).toHaveLength(9);
    const zhu = await s.get('/same/groups', { kind: 'tongzhu' });
    expect(zhu.data.lists.every((g: { kind: string }) => g.kind === 'tongzhu')).toBe(true);
    expect((await s.get('/same/groups', { district: '东台市' })).data.lists.map((g: { name: string }) => g.name)).toEqual(['东台中学校友会']);
    expect((await s.get('/same/groups', { keyword: '羽毛球' })).data.total).toBe(1);
    expect((await s.get('/same/groups', { kind: 'nope' })).code).toBe(400);
  });

  it("a group's home: managers, the caller's role, latest of everything; a private group hides its content from non-members (404 on its forum)", async () => {
    const demo = await s.login('demo');
    const home = await s.get('/same/group', { id: 1 }, demo);
    expect(home.data.role).toBe('manager');
    expect(home.data.managers.map((m: { id: number }) => m.id)).toEqual([4, 1]);
    expect(home.data.topics.length).toBeGreaterThan(0);
    expect(home.data.guests[0].questions[0].answer).toContain('LED');
    expect((await s.get('/same/group', { id: 1 })).data.role).toBe('none');
    const priv = await s.get('/same/group', { id: 3 }, demo);
    expect(priv.data.group.private).toBe(true);
    expect(priv.data.posts).toEqual([]);
    expect(priv.data.topics).toEqual([]);
    expect((await s.get('/same/posts', { gid: 3 }, demo)).code).toBe(404);
    expect((await s.get('/same/topics', { gid: 3 })).code).toBe(404);
    expect((await s.get('/same/questions', { gid: 3 })).code).toBe(404);
    const privPost = s.db.prepare('SELECT id FROM same_posts WHERE group_id = 3').get() as { id: number };
    expect((await s.get('/same/post', { id: privPost.id }, demo)).code).toBe(404);
    expect((await s.get('/same/group', { id: 999 })).code).toBe(404);
    // its owner sees it
    const owner = createSession(s.ctx, 6).token;
    expect((await s.get('/same/posts', { gid: 3 }, owner)).data.total).toBeGreaterThan(0);
  });

  it('the whole flow: create (review) → join (approved) → topic, one vote each → forum → question answered → topic closed', async () => {
    const a = member('组长');
    const b = member('业主');
    const c = member('路人');
    await refused(() => s.post('/same/apply', { kind: 'tongzhu', name: ' ', district: '亭湖区', jianjie: '一个很好的小区业主群' }, a.token), 400, '小组名称');
    await refused(() => s.post('/same/apply', { kind: 'tongzhu', name: '阳光花园业主群', district: '火星', jianjie: '一个很好的小区业主群' }, a.token), 400, '所在区县');
    const applied = await s.post('/same/apply', { kind: 'tongzhu', name: '阳光花园业主群', district: '盐都区', address: '阳光路 1 号', jianjie: '阳光花园小区业主交流与议事群', private: 0 }, a.token);
    expect(applied).toMatchObject({ code: 200, msg: '提交成功，请等待审核' });
    const gid = applied.data.id as number;
    await refused(() => s.post('/same/apply', { kind: 'tongzhu', name: '另一个业主群', district: '盐都区', jianjie: '阳光花园小区业主交流与议事群' }, a.token), 201, '正在审核中');
    expect((await s.get('/same/group', { id: gid })).code).toBe(404);
    expect((await s.get('/same/mine', {}, a.token)).data.lists[0]).toMatchObject({ status: 'waiting', role: 'owner' });
    expect((await review(gid, 'approve')).json()).toMatchObject({ ok: true });
    expect((await s.get('/same/mine', {}, a.token)).data.lists[0]).toMatchObject({ status: 'approved', role: 'owner' });

    // a non-member cannot post, vote or ask; nothing written
    await refused(() => s.post('/same/topic/create', { gid, title: '议题标题很好', content: '议题内容很充分' }, b.token), 201, '加入小组');
    expect((await s.post('/same/join', { gid, message: '3 栋 1201' }, b.token))).toMatchObject({ code: 200 });
    await refused(() => s.post('/same/join', { gid }, b.token), 201, '等待管理员审核');
    await refused(() => s.post('/same/post/create', { gid, title: '等待中发帖', content: '还没通过审核' }, b.token), 201, '加入小组');
    // only managers see and decide join requests
    await refused(async () => s.get('/same/members', { gid }, b.token), 404);
    await refused(() => s.post('/same/member/set', { gid, uid: b.id, action: 'approve' }, c.token), 404);
    const members = await s.get('/same/members', { gid }, a.token);
    expect(members.data.lists[0]).toMatchObject({ uid: b.id, role: 'waiting', message: '3 栋 1201' });
    expect((await s.get('/same/mine', {}, a.token)).data.lists[0].waiting).toBe(1);
    expect(await s.post('/same/member/set', { gid, uid: b.id, action: 'approve' }, a.token)).toMatchObject({ code: 200, msg: '已通过' });
    expect((await s.get('/same/group', { id: gid }, b.token)).data.role).toBe('member');

    // a topic, one vote per member
    await refused(() => s.post('/same/topic/create', { gid, title: '短', content: '内容足够长了' }, b.token), 400, '议题标题');
    const topic = await s.post('/same/topic/create', { gid, title: '是否加装电梯', content: '老楼加装电梯，请大家表态。' }, b.token);
    expect(topic.code).toBe(200);
    const tid = topic.data.id as number;
    expect(await s.post('/same/vote', { id: tid, vote: 'for' }, b.token)).toMatchObject({ code: 200, data: { yes: 1, no: 0 } });
    await refused(() => s.post('/same/vote', { id: tid, vote: 'against' }, b.token), 201, '只能投一次');
    await refused(() => s.post('/same/vote', { id: tid, vote: 'for' }, c.token), 201, '加入小组');
    await refused(() => s.post('/same/vote', { id: tid, vote: 'maybe' }, a.token), 400);
    expect((await s.post('/same/vote', { id: tid, vote: 'against' }, a.token)).data).toEqual({ yes: 1, no: 1 });
    expect((await s.get('/same/topic', { id: tid }, b.token)).data.topic).toMatchObject({ yes: 1, no: 1, myvote: 'for', status: 'open' });
    expect(await s.post('/same/reply', { kind: 'topic', id: tid, content: '支持加装' }, b.token)).toMatchObject({ code: 200 });

    // the forum; member texts stay as typed (the portal renders them as text)
    const post = await s.post('/same/post/create', { gid, title: '周末一起打扫楼道', content: '<script>alert(1)</script> 周六上午九点' }, b.token);
    expect(post.code).toBe(200);
    expect((await s.get('/same/post', { id: post.data.id })).data.post.content).toBe('<script>alert(1)</script> 周六上午九点');
    await refused(() => s.post('/same/reply', { kind: 'post', id: post.data.id, content: '算我一个' }, c.token), 201, '加入小组');
    const reply = await s.post('/same/reply', { kind: 'post', id: post.data.id, content: '算我一个' }, a.token);
    expect(reply.code).toBe(200);
    // moderation is the managers'
    await refused(() => s.post('/same/post/set', { id: post.data.id, action: 'top' }, b.token), 404);
    expect((await s.post('/same/post/set', { id: post.data.id, action: 'top' }, a.token)).msg).toBe('已置顶');
    expect((await s.post('/same/reply/hide', { id: reply.data.id, hidden: 1 }, a.token)).code).toBe(200);
    const shown = (await s.get('/same/post', { id: post.data.id })).data;
    expect(shown.post.top).toBe(true);
    expect(shown.replies[0]).toMatchObject({ hidden: true, content: '' });

    // a question to the managers: only they answer
    const q = await s.post('/same/question/create', { gid, title: '电梯费用怎么分摊', content: '按楼层还是按面积分摊？' }, b.token);
    expect(q.code).toBe(200);
    await refused(() => s.post('/same/question/answer', { id: q.data.id, answer: '我来回答一下这个问题' }, b.token), 404);
    await refused(() => s.post('/same/question/answer', { id: q.data.id, answer: '   ' }, a.token), 400, '回答内容');
    expect((await s.get('/same/question', { id: q.data.id }, a.token)).data.canAnswer).toBe(true);
    expect((await s.get('/same/question', { id: q.data.id }, b.token)).data.canAnswer).toBe(false);
    expect(await s.post('/same/question/answer', { id: q.data.id, answer: '按楼层系数分摊，明细另行公示。' }, a.token)).toMatchObject({ code: 200 });
    expect((await s.get('/same/questions', { gid })).data.lists[0]).toMatchObject({ answer: '按楼层系数分摊，明细另行公示。', answerer: '组长1' });

    // the manager closes the topic: no more votes or replies, the result stands
    await refused(() => s.post('/same/topic/set', { id: tid, action: 'close' }, b.token), 404);
    expect((await s.post('/same/topic/set', { id: tid, action: 'close' }, a.token)).msg).toBe('议题已关闭');
    const c2 = member();
    await s.post('/same/join', { gid }, c2.token);
    await s.post('/same/member/set', { gid, uid: c2.id, action: 'approve' }, a.token);
    await refused(() => s.post('/same/vote', { id: tid, vote: 'for' }, c2.token), 201, '议题已关闭');
    await refused(() => s.post('/same/reply', { kind: 'topic', id: tid, content: '还能回复吗' }, c2.token), 201, '议题已关闭');
    expect((await s.get('/same/topics', { gid })).data.lists[0]).toMatchObject({ status: 'closed', yes: 1, no: 1, replies: 1 });
  });

  it('proposals become topics when adopted; notices and the introduction are the managers; the owner names managers', async () => {
    const demo = await s.login('demo');
    const laoshi = await s.login('laoshi');
    const p = await s.post('/same/proposal/create', { gid: 1, title: '楼道加装感应灯', content: '晚上楼道太黑，建议加装感应灯。' }, laoshi);
    expect(p.code).toBe(200);
    // a member sees only their own proposals; managers all
    expect((await s.get('/same/proposals', { gid: 1 }, laoshi)).data.lists.every((x: { author: { id: number } }) => x.author.id === 2)).toBe(true);
    expect((await s.get('/same/proposals', { gid: 1 }, demo)).data.total).toBeGreaterThan(1);
    await refused(() => s.post('/same/proposal/set', { id: p.data.id, action: 'adopt' }, laoshi), 404);
    await refused(() => s.post('/same/proposal/set', { id: p.data.id, action: 'decline' }, demo), 400, '不采纳的理由');
    expect((await s.post('/same/proposal/set', { id: p.data.id, action: 'adopt' }, demo)).msg).toBe('已采纳为议题');
    const adopted = (await s.get('/same/proposals', { gid: 1 }, laoshi)).data.lists.find((x: { id: number }) => x.id === p.data.id);
    expect(adopted.status).toBe('adopted');
    expect((await s.get('/same/topic', { id: adopted.topic })).data.topic).toMatchObject({ title: '楼道加装感应灯', status: 'open', author: { id: 2 } });
    await refused(() => s.post('/same/proposal/set', { id: p.data.id, action: 'adopt' }, demo), 201, '已处理');

    await refused(() => s.post('/same/notice/save', { gid: 1, title: '通知标题', content: '通知内容很重要' }, laoshi), 404);
    const notice = await s.post('/same/notice/save', { gid: 1, title: '电梯年检通知', content: '下周一电梯年检，暂停使用半天。' }, demo);
    expect((await s.get('/same/notices', { gid: 1 })).data.lists[0].title).toBe('电梯年检通知');
    expect((await s.post('/same/notice/remove', { id: notice.data.id }, demo)).code).toBe(200);
    await refused(() => s.post('/same/intro', { gid: 1, jianjie: '太短' }, demo), 400, '小组简介');
    await refused(() => s.post('/same/intro', { gid: 1, jianjie: '一个足够长的新简介内容' }, laoshi), 404);
    expect((await s.post('/same/intro', { gid: 1, jianjie: '水岸名都业主议事与互助，欢迎业主加入。' }, demo)).code).toBe(200);

    // demo is a manager, not the owner: cannot name managers; the owner can
    await refused(() => s.post('/same/member/set', { gid: 1, uid: 2, action: 'manager' }, demo), 201, '只有组长');
    await refused(() => s.post('/same/member/set', { gid: 1, uid: 4, action: 'remove' }, demo), 201, '组长');
    const owner = createSession(s.ctx, 4).token;
    expect((await s.post('/same/member/set', { gid: 1, uid: 2, action: 'manager' }, owner)).msg).toBe('已设为管理员');
    expect((await s.post('/same/member/set', { gid: 1, uid: 2, action: 'member' }, owner)).code).toBe(200);
    // tester's seeded join request
    expect((await s.post('/same/member/set', { gid: 1, uid: 3, action: 'refuse' }, demo)).msg).toBe('已拒绝');
    expect((await s.get('/same/group', { id: 1 }, await s.login('tester'))).data.role).toBe('none');
  });

  it('guest sessions: a manager invites a guest, members ask, only the guest answers, the answers show on the group page', async () => {
    const demo = await s.login('demo');
    const laoshi = await s.login('laoshi');
    const tester = await s.login('tester');
    const starts = new Date((s.ctx.now() + 8 * 3600 + 86400) * 1000).toISOString().slice(0, 16).replace('T', ' ');
    const body = { gid: 1, guest: 'tester', guesttitle: '社区民警', title: '社区民警谈防诈骗', intro: '如何识别电信诈骗与上门推销。', starts };
    await refused(() => s.post('/same/guest/create', body, laoshi), 404);
    await refused(() => s.post('/same/guest/create', { ...body, guest: 'nobody' }, demo), 400, '找不到该用户');
    await refused(() => s.post('/same/guest/create', { ...body, starts: '2020-01-01 10:00' }, demo), 400, '不能早于现在');
    await refused(() => s.post('/same/guest/create', { ...body, starts: '2026-02-30 10:00' }, demo), 400, '开始时间');
    const session = await s.post('/same/guest/create', body, demo);
    expect(session).toMatchObject({ code: 200, msg: '做客已安排' });
    const ask = await s.post('/same/guest/ask', { id: session.data.id, content: '接到冒充快递的电话怎么办？' }, laoshi);
    expect(ask.code).toBe(200);
    await refused(() => s.post('/same/guest/ask', { id: session.data.id, content: '嘉宾向自己提一个问题' }, tester), 201, '嘉宾不能向自己提问');
    const mine = (await s.get('/same/guest/mine', {}, tester)).data.lists;
    expect(mine[0]).toMatchObject({ title: '社区民警谈防诈骗', isguest: true, ismanager: false, group: '水岸名都业主群' });
    await refused(() => s.post('/same/guest/answer', { id: ask.data.id, answer: '我不是嘉宾' }, demo), 404);
    expect((await s.post('/same/guest/answer', { id: ask.data.id, answer: '挂断后拨打官方客服核实，不要点陌生链接。' }, tester)).code).toBe(200);
    const home = await s.get('/same/group', { id: 1 });
    const shown = home.data.guests.find((g: { id: number }) => g.id === session.data.id);
    expect(shown.questions[0]).toMatchObject({ content: '接到冒充快递的电话怎么办？', answer: '挂断后拨打官方客服核实，不要点陌生链接。' });
    expect(shown.guest.nickname).toBeTruthy();
  });

  it('bad input and guests: login needed for writes, unknown ids 404, times parse strictly', async () => {
    expect((await s.post('/same/join', { gid: 1 })).code).toBe(101);
    expect((await s.get('/same/mine')).code).toBe(101);
    const m = member();
    await refused(() => s.post('/same/join', { gid: 99999 }, m.token), 404, '小组不存在');
    await refused(() => s.post('/same/join', { gid: 1, message: '字'.repeat(101) }, m.token), 400, '申请说明');
    await refused(() => s.post('/same/vote', { id: 99999, vote: 'for' }, m.token), 404);
    await refused(() => s.post('/same/reply', { kind: 'post', id: 99999, content: '你好你好' }, m.token), 404);
    await refused(() => s.post('/same/reply', { kind: 'other', id: 1, content: '你好你好' }, m.token), 400);
    await refused(() => s.post('/same/guest/answer', { id: 1, answer: '不是嘉宾' }, m.token), 404);
    expect((await s.get('/same/topic', { id: 99999 })).code).toBe(404);
    expect(parseMinute('2026-12-01 19:30')).toBe(Date.UTC(2026, 11, 1, 11, 30) / 1000);
    expect(parseMinute('2026-13-01 19:30')).toBeUndefined();
    expect(parseMinute('tomorrow')).toBeUndefined();
  });
});
