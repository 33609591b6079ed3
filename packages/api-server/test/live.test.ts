import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

// Life services (生活, issue 30): providers settle and offer services, members post needs, each applies to the
// other's item once; the contact shows after login; each side reads only its own box.
describe('live: services, needs and applications', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  let members = 0;
  function member() {
    members++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`live${members}`, `生活${members}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const review = (id: number) =>
    s.app.inject({ method: 'POST', url: `/review/sim/live/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: 'action=approve' });
  const snapshot = () => JSON.stringify([tableCounts(s.db), ...['live_providers', 'live_items', 'live_applications'].map((t) => s.db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all().map((r) => ({ ...(r as object), clickcount: 0 })))]);
  const provider = { type: 'individual', name: '小李家电清洗', category: 1, district: '亭湖区', phone: '13900002222', jianjie: '专业清洗空调、洗衣机和油烟机。' };
  const service = { kind: 'service', title: '空调清洗', category: 1, district: '亭湖区', price: 8000, price_unit: '次', area: '亭湖区、盐都区', description: '挂机内机拆洗，高温消毒，半小时完成。', contact_name: '小李', contact_phone: '13900002222' };
  const need = { kind: 'need', title: '找人修洗衣机', category: 2, district: '盐都区', price: 10000, price_unit: '次', area: '盐都区世纪大道', description: '滚筒洗衣机不排水，希望明天上门。', contact_name: '赵女士', contact_phone: '13900003333' };

  it('lists seeded services and needs by kind, category, district and keyword; the phone only after login', async () => {
    expect((await s.get('/live/lists', { kind: 'service' })).data.total).toBe(7);
    expect((await s.get('/live/lists', { kind: 'need' })).data.total).toBe(4);
    expect((await s.get('/live/lists', { kind: 'service', category: 1 })).data.lists.every((i: { category: string }) => i.category === '家政保洁')).toBe(true);
    expect((await s.get('/live/lists', { kind: 'need', district: '大丰区' })).data.lists[0].title).toBe('周末搬家，一室一厅');
    const cheap = (await s.get('/live/lists', { kind: 'service', sort: 1 })).data.lists.map((i: { price: number }) => i.price);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    expect((await s.get('/live/lists', { keyword: '油烟机' })).data.total).toBe(1);
    const id = (await s.get('/live/lists', { kind: 'service' })).data.lists[0].id;
    expect((await s.get('/live/detail', { id })).data).toMatchObject({ contact_phone: '', login_for_contact: true });
    const m = member();
    expect((await s.get('/live/detail', { id }, m.token)).data.contact_phone).toMatch(/^(1\d{10}|0515-\d+)$/);
  });

  it('a provider settles and posts a service, a member posts a need, each applies to the other; boxes show it; nobody touches another’s', async () => {
    expect((await s.get('/live/getRuzhuStatus', {}, 'bad')).code).toBe(101);
    const p = member();
    const before = snapshot();
    expect((await s.post('/live/ruzhu', { ...provider, jianjie: '短' }, p.token)).msg).toContain('简介 10–200 个字');
    expect((await s.post('/live/create', service, p.token)).msg).toBe('服务商入驻审核通过后才能发布服务');
    expect(snapshot()).toBe(before);
    expect((await s.post('/live/ruzhu', provider, p.token)).code).toBe(200);
    expect((await review(p.id)).json()).toEqual({ ok: true, msg: '已通过' });
    expect((await s.get('/live/getRuzhuStatus', {}, p.token)).data.status).toBe('approved');
    const bad = snapshot();
    expect((await s.post('/live/create', { ...service, price: -1 }, p.token)).code).toBe(400);
    expect((await s.post('/live/create', { ...service, price_unit: '斤' }, p.token)).msg).toContain('请选择计价单位');
    expect(snapshot()).toBe(bad);
    const sid = (await s.post('/live/create', service, p.token)).data.id;
    const m = member();
    const nid = (await s.post('/live/create', need, m.token)).data.id;
    expect((await s.get('/live/lists', { kind: 'service', keyword: '小李家电清洗' })).data.lists[0]).toMatchObject({ id: sid, provider: '小李家电清洗' });

    expect((await s.post('/live/apply', { item_id: sid, message: '周六上午可以吗？', phone: '13900003333' }, m.token)).code).toBe(200);
    expect((await s.post('/live/apply', { item_id: sid, message: '再约一次', phone: '13900003333' }, m.token)).msg).toBe('您已预约过该服务');
    expect((await s.post('/live/apply', { item_id: nid, message: '我可以上门', phone: '13900002222' }, p.token)).code).toBe(200);
    expect((await s.post('/live/apply', { item_id: nid, message: '自己', phone: '13900003333' }, m.token)).msg).toBe('不能承接自己的需求');
    const pBox = (await s.get('/live/received', {}, p.token)).data;
    expect(pBox.lists[0]).toMatchObject({ item_id: sid, state: 'unseen', message: '周六上午可以吗？', phone: '13900003333' });
    expect((await s.get('/live/received', {}, m.token)).data.lists[0]).toMatchObject({ item_id: nid, kind: 'need' });
    expect((await s.get('/live/sent', {}, m.token)).data.lists[0]).toMatchObject({ item_id: sid, owner: '小李家电清洗' });

    const stranger = member();
    const held = snapshot();
    expect((await s.post('/live/open', { id: pBox.lists[0].id }, stranger.token)).code).toBe(404);
    expect((await s.post('/live/modify', { ...need, id: nid }, stranger.token)).code).toBe(404);
    expect((await s.post('/live/setStatus', { id: nid, status: 0 }, stranger.token)).code).toBe(404);
    expect((await s.get('/live/myOne', { id: nid }, stranger.token)).code).toBe(404);
    expect((await s.get('/live/received', {}, stranger.token)).data.total).toBe(0);
    expect(snapshot()).toBe(held);
    expect((await s.post('/live/open', { id: pBox.lists[0].id }, p.token)).code).toBe(200);
    expect((await s.get('/live/sent', {}, m.token)).data.lists[0].state).toBe('seen');
    expect((await s.get('/live/detail', { id: sid }, m.token)).data.applied).toBe('seen');
    expect((await s.get('/live/myList', { kind: 'need' }, m.token)).data.counts).toEqual({ all: 1, online: 1, offline: 0 });
  });

  it('the filters list the categories, districts and units; a provider edits its base data (checked first) and its services carry the new name', async () => {
    const f = (await s.get('/live/filters')).data;
    expect(f.categories[0]).toEqual({ id: 1, name: '家政保洁' });
    expect(f.districts).toContain('亭湖区');
    expect(f.units).toContain('小时');
    const p = member();
    const before = snapshot();
    expect(await s.get('/live/mine', {}, p.token)).toMatchObject({ code: 201, msg: '服务商入驻审核通过后才能编辑基本信息' });
    expect((await s.post('/live/saveBase', provider, p.token)).code).toBe(201);
    expect(snapshot()).toBe(before);
    await s.post('/live/ruzhu', { ...provider, name: '老王家电维修' }, p.token);
    await review(p.id);
    const sid = (await s.post('/live/create', service, p.token)).data.id;
    expect((await s.get('/live/mine', {}, p.token)).data).toMatchObject({ type: 'individual', name: '老王家电维修', district: '亭湖区' });
    const held = snapshot();
    expect((await s.post('/live/saveBase', { ...provider, name: '王' }, p.token)).msg).toContain('名称 2–30 个字');
    expect((await s.post('/live/saveBase', { ...provider, phone: '123' }, p.token)).msg).toContain('请输入正确的手机号或座机号');
    expect(snapshot()).toBe(held);
    expect((await s.post('/live/saveBase', { ...provider, type: 'company', name: '老王家电服务部' }, p.token)).msg).toBe('保存成功');
    expect((await s.get('/live/mine', {}, p.token)).data).toMatchObject({ type: 'company', name: '老王家电服务部' });
    expect((await s.get('/live/detail', { id: sid })).data.provider).toBe('老王家电服务部');
  });

  it('the owner accepts or declines an application (a reason to decline, once); the applicant sees the answer; nobody else answers it', async () => {
    const p = member();
    await s.post('/live/ruzhu', { ...provider, name: '阿强管道疏通' }, p.token);
    await review(p.id);
    const sid = (await s.post('/live/create', { ...service, title: '下水道疏通' }, p.token)).data.id;
    const a = member();
    const b = member();
    const appA = (await s.post('/live/apply', { item_id: sid, message: '厨房下水堵了', phone: '13900004444' }, a.token)).data.id;
    const appB = (await s.post('/live/apply', { item_id: sid, message: '卫生间也堵了', phone: '13900005555' }, b.token)).data.id;
    const held = snapshot();
    expect((await s.post('/live/answer', { id: appA, answer: 'accept' }, a.token)).code).toBe(404);
    expect((await s.post('/live/answer', { id: appA, answer: 'accept' }, b.token)).code).toBe(404);
    expect((await s.post('/live/answer', { id: appA, answer: 'maybe' }, p.token)).code).toBe(400);
    expect((await s.post('/live/answer', { id: appB, answer: 'decline', reason: ' ' }, p.token)).msg).toContain('婉拒原因 2–200 个字');
    expect(snapshot()).toBe(held);
    expect((await s.post('/live/answer', { id: appA, answer: 'accept' }, p.token)).msg).toBe('已接受');
    expect((await s.post('/live/answer', { id: appB, answer: 'decline', reason: '这周排满了，抱歉' }, p.token)).msg).toBe('已婉拒');
    const answered = snapshot();
    expect((await s.post('/live/answer', { id: appA, answer: 'decline', reason: '改主意了' }, p.token)).msg).toBe('您已处理过该申请');
    // opening an answered one keeps the answer
    expect((await s.post('/live/open', { id: appA }, p.token)).code).toBe(200);
    expect(snapshot()).toBe(answered);
    const box = (await s.get('/live/received', {}, p.token)).data;
    expect(box.counts).toMatchObject({ all: 2, unseen: 0, seen: 0, accepted: 1, declined: 1 });
    expect((await s.get('/live/received', { state: 'declined' }, p.token)).data.lists.map((x: { id: number }) => x.id)).toEqual([appB]);
    expect((await s.get('/live/sent', {}, a.token)).data.lists[0]).toMatchObject({ id: appA, state: 'accepted', reason: '' });
    expect((await s.get('/live/sent', {}, b.token)).data.lists[0]).toMatchObject({ id: appB, state: 'declined', reason: '这周排满了，抱歉' });
    expect((await s.get('/live/detail', { id: sid }, b.token)).data.applied).toBe('declined');
  });
});
