/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are untyped here */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { testServer, type Json, type TestServer } from './helpers.js';

describe('love: profiles, search, follows, contacts (private until both agree), blocks, gifts and memberships', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  let n = 0;
  function member() {
    n++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`lover${n}`, `会员${n}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const profile = (over: Record<string, unknown> = {}) => ({ nickname: '测试会员', sex: 'f', birth_year: 1996, height: 165, education: 4, income: 3, marital: 1, city: '东台市', occupation: '教师', intro: '喜欢旅行，希望遇见真诚的你。', phone: '13912340001', wechat: 'test_wechat01', ...over });
  async function lover(over: Record<string, unknown> = {}) {
    const m = member();
    const saved = await s.post('/love/mine/profile', profile(over), m.token);
    expect(saved.code, saved.msg).toBe(200);
    return m;
  }
  const snapshot = () => JSON.stringify([tableCounts(s.db), ...['love_profiles', 'love_ideals', 'love_contacts', 'love_follows', 'love_blocks', 'love_orders', 'love_photos', 'love_memberships'].map((t) => s.db.prepare(`SELECT * FROM ${t}`).all())]);
  async function pay(orderNumber: string) {
    const res = await s.app.inject({ method: 'POST', url: `/pay/sim/${orderNumber}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });
    expect(res.statusCode).toBe(303);
  }
  const ids = (r: Json) => r.data.lists.map((c: any) => c.card?.id ?? c.id);

  it('searches the seeded members by every filter and sort, and no list card carries a phone or WeChat id', async () => {
    const all = await s.get('/love/members', {});
    expect(all.code).toBe(200);
    expect(all.data.total).toBe(37);
    expect(all.data.lists).toHaveLength(12);
    expect(JSON.stringify(all)).not.toMatch(/139\d{8}|love_[mf]\d{4}|phone|wechat/);
    const women = await s.get('/love/members', { sex: 'f', age_min: 25, age_max: 35, height_min: 158, education: 4, photo: 1 });
    expect(women.data.total).toBeGreaterThan(0);
    for (const c of women.data.lists) {
      expect(c).toMatchObject({ sex: 'f' });
      expect(c.age).toBeGreaterThanOrEqual(25);
      expect(c.age).toBeLessThanOrEqual(35);
      expect(c.height).toBeGreaterThanOrEqual(158);
      expect(['本科', '硕士', '博士']).toContain(c.education);
      expect(c.photo).toMatch(/^http/);
    }
    const city = await s.get('/love/members', { city: '东台市', marital: 1, income: 3 });
    for (const c of city.data.lists) expect(c).toMatchObject({ city: '东台市', marital: '未婚' });
    // the paying levels with 置顶 come first, in both sorts
    for (const sort of ['new', 'active']) expect((await s.get('/love/members', { sort })).data.lists[0].vip).toBe('黄金会员');
    // the filters' options are the values the search takes
    const options = (await s.get('/love/filters')).data;
    expect(options.educations[3]).toEqual({ value: 4, name: '本科' });
    expect(options.sorts.map((o: any) => o.key)).toEqual(['new', 'active']);
    expect(options.cities).toContain('东台市');
    expect((await s.get('/love/members', { age_min: 40, age_max: 30 })).msg).toBe('参数错误: age_min 不能大于 age_max');
    expect((await s.get('/love/members', { sort: 'rich' })).code).toBe(400);
  });

  it('refuses a bad profile or ideal partner with the form messages and writes nothing; then saves and completes it', async () => {
    const m = member();
    const before = snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ nickname: ' 小 ' }, '参数错误: nickname 请输入 2–12 个字的昵称'],
      [{ birth_year: 2015 }, '参数错误: birth_year 年龄须在 18 到 99 岁之间'],
      [{ height: 90 }, '参数错误: height 请填写 140–220 厘米之间的身高'],
      [{ phone: '12345' }, '参数错误: phone 请输入正确的手机号'],
      [{ wechat: '1abc' }, '参数错误: wechat 微信号为 6–20 位字母、数字、下划线或减号，以字母开头'],
      [{ city: '  ' }, '参数错误: city 请选择所在城市'],
    ];
    for (const [over, msg] of cases) expect((await s.post('/love/mine/profile', profile(over), m.token)).msg).toBe(msg);
    expect((await s.post('/love/mine/ideal', { age_min: 35, age_max: 25 }, m.token)).msg).toBe('参数错误: age_max 最大年龄不能小于最小年龄');
    expect((await s.post('/love/mine/ideal', { height_min: 100 }, m.token)).msg).toBe('参数错误: height_min 身高须在 140 到 220 厘米之间');
    expect(snapshot()).toBe(before);
    expect((await s.get('/love/mine', {}, m.token)).data).toMatchObject({ profile: null, completeness: 0, membership: { level: 0, contacts_left: 3 } });
    expect((await s.post('/love/mine/profile', profile({ wechat: '' }), m.token)).code).toBe(200);
    expect((await s.get('/love/mine', {}, m.token)).data.completeness).toBe(70);
    expect((await s.post('/love/mine/ideal', { age_min: 26, age_max: 34, height_min: 170, education: 4, note: '孝顺' }, m.token)).code).toBe(200);
    const image = Number(s.db.prepare("INSERT INTO images (url, user_id) VALUES ('/media/img/photo/love-x.svg', ?)").run(m.id).lastInsertRowid);
    const photo = await s.post('/love/mine/photo', { pic: image }, m.token);
    expect(photo.code, photo.msg).toBe(200);
    const mine = (await s.get('/love/mine', {}, m.token)).data;
    expect(mine).toMatchObject({ completeness: 90, ideal: { age_min: 26, age_max: 34, height_min: 170, education: 4, note: '孝顺' }, profile: { phone: '13912340001' } });
    expect(mine.photos).toHaveLength(1);
    // someone else's upload or photo is not theirs to use
    const other = member();
    expect((await s.post('/love/mine/photo', { pic: image }, other.token)).code).toBe(400);
    expect((await s.post('/love/mine/photo/remove', { id: photo.data.id }, other.token)).code).toBe(404);
    expect((await s.post('/love/mine/photo/remove', { id: photo.data.id }, m.token)).code).toBe(200);
    expect((await s.get('/love/member', { id: m.id })).data.card.photo).toBe('');
  });

  it('no answer carries a contact detail before both agree; after acceptance both see the other’s', async () => {
    const a = await lover({ nickname: '小芳', phone: '13911110001', wechat: 'fang_wx2024' });
    const b = await lover({ nickname: '大伟', sex: 'm', height: 178, phone: '13922220002', wechat: 'wei_wx2024' });
    const secrets = /13911110001|fang_wx2024|13922220002|wei_wx2024/;
    const seen: Json[] = [];
    const look = async (token: string) => {
      for (const [path, params] of [['/love/members', {}], ['/love/member', { id: a.id }], ['/love/member', { id: b.id }], ['/love/follows', { kind: 'mine' }], ['/love/follows', { kind: 'fans' }], ['/love/contacts', { box: 'sent' }], ['/love/contacts', { box: 'received' }], ['/love/visitors', {}], ['/love/myGifts', {}], ['/love/blocks', {}]] as const)
        seen.push(await s.get(path, params, token));
    };
    expect((await s.post('/love/follow', { id: a.id }, b.token)).code).toBe(200);
    const ask = await s.post('/love/contact/ask', { id: a.id, message: '你好，想认识你' }, b.token);
    expect(ask).toMatchObject({ code: 200, msg: '已发送请求，等待对方同意' });
    expect((await s.post('/love/contact/ask', { id: a.id }, b.token)).msg).toBe('已发送过请求，请等待对方回复');
    await look(b.token);
    await look(a.token);
    seen.push(await s.get('/love/member', { id: a.id }));
    for (const answer of seen) {
      expect(answer.code, answer.msg).toBe(200);
      const text = JSON.stringify(answer);
      // a member's own page shows their own details only through loveMine
      expect(text).not.toMatch(secrets);
    }
    expect((await s.get('/love/member', { id: a.id }, b.token)).data).toMatchObject({ followed: true, contact_state: 'asked', contact: null });
    const received = (await s.get('/love/contacts', { box: 'received' }, a.token)).data.lists[0];
    expect(received).toMatchObject({ card: { id: b.id }, message: '你好，想认识你', state: 'waiting', contact: null });
    // only the receiver answers, once
    expect((await s.post('/love/contact/answer', { id: received.id, answer: 'accept' }, b.token)).code).toBe(404);
    expect((await s.post('/love/contact/answer', { id: received.id, answer: 'maybe' }, a.token)).code).toBe(400);
    expect((await s.post('/love/contact/answer', { id: received.id, answer: 'accept' }, a.token)).code).toBe(200);
    expect((await s.post('/love/contact/answer', { id: received.id, answer: 'refuse' }, a.token)).msg).toBe('该请求已处理');
    expect((await s.get('/love/member', { id: a.id }, b.token)).data).toMatchObject({ contact_state: 'accepted', contact: { phone: '13911110001', wechat: 'fang_wx2024' } });
    expect((await s.get('/love/member', { id: b.id }, a.token)).data.contact).toEqual({ phone: '13922220002', wechat: 'wei_wx2024' });
    expect((await s.get('/love/contacts', { box: 'sent' }, b.token)).data.lists[0].contact).toEqual({ phone: '13911110001', wechat: 'fang_wx2024' });
    // unfollowing leaves the agreement: only the follow goes
    expect(await s.post('/love/unfollow', { id: a.id }, b.token)).toMatchObject({ code: 200, msg: '已取消关注' });
    expect((await s.get('/love/member', { id: a.id }, b.token)).data).toMatchObject({ followed: false, contact_state: 'accepted' });
    expect(ids(await s.get('/love/follows', { kind: 'fans' }, a.token))).not.toContain(b.id);
    // a guest or a third member still sees nothing
    const c = await lover();
    expect(JSON.stringify([await s.get('/love/member', { id: a.id }), await s.get('/love/member', { id: a.id }, c.token)])).not.toMatch(secrets);
    expect((await s.get('/love/visitors', {}, a.token)).data).toMatchObject({ locked: true, lists: [], total: 2 });
  });

  it('a blocked member can no longer find, follow, ask or send gifts to the blocker, and vanishes from the blocker’s lists', async () => {
    const a = await lover();
    const c = await lover({ sex: 'm' });
    expect((await s.post('/love/follow', { id: a.id }, c.token)).code).toBe(200);
    expect((await s.post('/love/block', { id: c.id }, a.token))).toMatchObject({ code: 200, msg: '已屏蔽' });
    expect(ids(await s.get('/love/blocks', {}, a.token))).toEqual([c.id]);
    const before = snapshot();
    for (const [path, body] of [['/love/follow', { id: a.id }], ['/love/contact/ask', { id: a.id }], ['/love/gift', { id: a.id, gift: 1, number: 1 }]] as const)
      expect((await s.post(path, body, c.token)).msg).toBe('会员不存在');
    expect(snapshot()).toBe(before);
    expect((await s.get('/love/member', { id: a.id }, c.token)).code).toBe(404);
    expect((await s.get('/love/member', { id: c.id }, a.token)).code).toBe(404);
    const everyone = async (token: string) => {
      const found: number[] = [];
      for (let page = 1; page <= 5; page++) found.push(...ids(await s.get('/love/members', { page }, token)));
      return found;
    };
    expect(await everyone(c.token)).not.toContain(a.id);
    expect(await everyone(a.token)).not.toContain(c.id);
    expect(ids(await s.get('/love/follows', { kind: 'fans' }, a.token))).not.toContain(c.id);
    expect((await s.post('/love/block', { id: a.id }, a.token)).code).toBe(201);
    expect((await s.post('/love/unblock', { id: c.id }, a.token)).code).toBe(200);
    expect((await s.get('/love/member', { id: a.id }, c.token)).code).toBe(200);
  });

  it('gifts: server amounts, one order per key, paid through the simulator, then in the receiver’s gifts', async () => {
    const a = await lover({ nickname: '收礼人' });
    const b = await lover({ sex: 'm' });
    const catalogue = (await s.get('/love/gifts')).data.row;
    expect(catalogue.map((g: any) => [g.flowername, g.price])).toContainEqual(['巧克力', '13.14']);
    const key = 'love-gift-test0001';
    const first = await s.post('/love/gift', { id: a.id, gift: 2, number: 3, idempotency_key: key }, b.token);
    expect(first).toMatchObject({ code: 200, data: { amount: '39.42' } });
    // paid as gift and mall orders are: the QR, the phone's in-app page and the countdown (ORDER_TTL_SECONDS)
    expect(first.data.h5_url).toBe(`${first.data.code_url}?channel=h5`);
    expect(first.data.expires_in).toBeGreaterThan(s.ctx.config.orderTtlSeconds - 5);
    expect(first.data.expires_in).toBeLessThanOrEqual(s.ctx.config.orderTtlSeconds);
    expect((await s.post('/love/gift', { id: a.id, gift: 2, number: 3, idempotency_key: key }, b.token)).data.order_number).toBe(first.data.order_number);
    expect((await s.post('/love/gift', { id: a.id, gift: 2, number: 4, idempotency_key: key }, b.token)).code).toBe(400);
    expect((await s.post('/love/gift', { id: a.id, gift: 99, number: 1 }, b.token)).msg).toBe('礼物不存在');
    expect((await s.post('/love/gift', { id: a.id, gift: 1, number: 0 }, b.token)).code).toBe(400);
    expect((await s.post('/love/gift', { id: b.id, gift: 1, number: 1 }, b.token)).msg).toBe('不能对自己进行此操作');
    const no = first.data.order_number;
    expect((await s.get('/love/orderStatus', { order_number: no }, b.token)).data).toMatchObject({ trade_state: 'NOTPAY', code_url: first.data.code_url, h5_url: first.data.h5_url });
    expect((await s.get('/love/orderStatus', { order_number: no }, a.token)).code).toBe(404);
    expect((await s.get('/love/myGifts', {}, a.token)).data.total).toBe(0);
    const sim = await s.app.inject({ method: 'GET', url: `/pay/sim/${no}` });
    expect(sim.body).toContain('赠送 3 个巧克力给收礼人');
    await pay(no);
    expect((await s.get('/love/orderStatus', { order_number: no }, b.token)).data).toMatchObject({ trade_state: 'SUCCESS', code_url: '', h5_url: '', expires_in: 0 });
    expect((await s.get('/love/giftOrders', {}, b.token)).data.lists[0]).toMatchObject({ order_number: no, kind: 'gift', trade_state: 'SUCCESS', amount: '39.42' });
    expect((await s.get('/love/myGifts', {}, a.token)).data.lists[0]).toMatchObject({ number: 3, gift: { flowername: '巧克力' }, from: { id: b.id } });
  });

  it('memberships: the level and period price, paid → end date and more contacts; the free allowance runs out', async () => {
    const m = await lover({ sex: 'm' });
    const levels = (await s.get('/love/levels')).data;
    expect(levels.free_contacts).toBe(3);
    expect(levels.lists.map((l: any) => l.name)).toEqual(['白银会员', '黄金会员', '钻石会员']);
    const targets = (await s.get('/love/members', { sex: 'f' }, m.token)).data.lists.map((c: any) => c.id);
    for (const id of targets.slice(0, 3)) expect((await s.post('/love/contact/ask', { id }, m.token)).code).toBe(200);
    expect((await s.post('/love/contact/ask', { id: targets[3] }, m.token)).msg).toBe('本月索要联系方式次数已用完，开通会员可获得更多次数');
    expect((await s.post('/love/membership/buy', { level: 2, months: 2 }, m.token)).msg).toBe('参数错误: months 请选择 1、3、6 或 12 个月');
    expect((await s.post('/love/membership/buy', { level: 7, months: 3 }, m.token)).code).toBe(400);
    const order = await s.post('/love/membership/buy', { level: 2, months: 3, idempotency_key: 'love-vip-test0001' }, m.token);
    expect(order).toMatchObject({ code: 200, data: { amount: '168.00', h5_url: expect.stringMatching(/\/pay\/sim\/LV\d+\?channel=h5$/) } });
    expect(order.data.expires_in).toBeGreaterThan(0);
    // the same key answers the same order with the time left of the first
    const repeated = await s.post('/love/membership/buy', { level: 2, months: 3, idempotency_key: 'love-vip-test0001' }, m.token);
    expect(repeated.data).toMatchObject({ order_number: order.data.order_number, h5_url: order.data.h5_url });
    expect(repeated.data.expires_in).toBeLessThanOrEqual(order.data.expires_in);
    expect((await s.get('/love/mine', {}, m.token)).data.membership.level).toBe(0);
    await pay(order.data.order_number);
    const mine = (await s.get('/love/mine', {}, m.token)).data.membership;
    const end = new Date((s.ctx.now() + 90 * 86400 - 1 + 8 * 3600) * 1000).toISOString().slice(0, 10);
    expect(mine).toEqual({ level: 2, name: '黄金会员', end, contacts_left: 97 });
    expect((await s.post('/love/contact/ask', { id: targets[3] }, m.token)).code).toBe(200);
    expect((await s.get('/love/visitors', {}, m.token)).data.locked).toBe(false);
    // the same level again extends the end date
    const again = await s.post('/love/membership/buy', { level: 2, months: 1 }, m.token);
    await pay(again.data.order_number);
    expect((await s.get('/love/mine', {}, m.token)).data.membership.end > end).toBe(true);
  });

  it('introducers: a member chooses one, the introducer suggests a match with an appointment, the answer earns the fee', async () => {
    const agency = (await s.get('/love/introducers')).data;
    expect(agency.lists.map((i: any) => i.name)).toEqual(expect.arrayContaining(['张红娘', '李红娘']));
    expect(agency.fees[0]).toMatchObject({ name: '牵线服务', price: '199.00' });
    const hn = member();
    const before = snapshot();
    expect((await s.post('/love/introducer/save', { name: '赵', years: 3, fee: '88', intro: '真诚负责，耐心细致，服务本地会员。' }, hn.token)).msg).toBe('参数错误: name 请输入 2–20 个字的称呼');
    expect((await s.post('/love/introducer/save', { name: '赵红娘', years: 3, fee: '-1', intro: '真诚负责，耐心细致，服务本地会员。' }, hn.token)).msg).toBe('参数错误: fee 请输入 0–9999 元的服务费，最多两位小数');
    expect(snapshot()).toBe(before);
    expect((await s.get('/love/introducer/mine', {}, hn.token)).data.introducer).toBeNull();
    expect((await s.post('/love/introducer/save', { name: '赵红娘', years: 3, fee: '88.50', intro: '真诚负责，耐心细致，服务本地会员。' }, hn.token)).code).toBe(200);
    const client = await lover({ nickname: '委托人' });
    const target = await lover({ sex: 'm', nickname: '被推荐人' });
    // only a client can be suggested a match
    expect((await s.post('/love/introducer/suggest', { member: client.id, target: target.id, appointment: '周六下午 · 咖啡馆' }, hn.token)).code).toBe(404);
    expect((await s.post('/love/introducer/choose', { id: hn.id }, member().token)).msg).toBe('请先填写婚恋资料');
    expect((await s.post('/love/introducer/choose', { id: hn.id }, client.token)).code).toBe(200);
    expect((await s.get('/love/introducer', { id: hn.id }, client.token)).data).toMatchObject({ chosen: true, introducer: { served: 1, fee: '88.50' } });
    expect(ids(await s.get('/love/introducer/clients', {}, hn.token))).toEqual([client.id]);
    expect((await s.post('/love/introducer/suggest', { member: client.id, target: target.id, appointment: '周' }, hn.token)).msg).toBe('参数错误: appointment 请填写见面时间和地点（4–60 字）');
    expect((await s.post('/love/introducer/suggest', { member: client.id, target: target.id, note: '年龄相当', appointment: '周六下午三点 · 水街咖啡馆' }, hn.token)).code).toBe(200);
    const mine = (await s.get('/love/myIntroducer', {}, client.token)).data;
    expect(mine.introducer.name).toBe('赵红娘');
    expect(mine.suggestions[0]).toMatchObject({ target: { id: target.id }, appointment: '周六下午三点 · 水街咖啡馆', state: 'waiting' });
    expect(JSON.stringify(mine)).not.toMatch(/13912340001/);
    expect((await s.post('/love/suggestion/answer', { id: mine.suggestions[0].id, answer: 'accept' }, target.token)).code).toBe(404);
    expect((await s.post('/love/suggestion/answer', { id: mine.suggestions[0].id, answer: 'accept' }, client.token)).code).toBe(200);
    expect((await s.get('/love/introducer/suggestions', { state: 'accepted' }, hn.token)).data.lists[0]).toMatchObject({ member: { id: client.id }, state: 'accepted' });
    expect((await s.get('/love/introducer/income', {}, hn.token)).data).toMatchObject({ total_amount: '88.50', month_amount: '88.50', total: 1, lists: [{ title: '牵线服务：委托人 与 被推荐人', amount: '88.50' }] });
    expect((await s.post('/love/introducer/choose', { id: 0 }, client.token)).code).toBe(200);
    expect((await s.get('/love/myIntroducer', {}, client.token)).data.introducer).toBeNull();
  });
});
