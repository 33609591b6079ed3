import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/index.js';
import { guardsReplay, ReplayGuard } from '../src/http/replay.js';
import { loadSpecification, operationTable } from '../src/index.js';
import { signParams, signWrite, testServer, toQuery, writeStamper, type Json, type TestServer } from './helpers.js';

// Issue 19.5: the same signed write is accepted once within the timestamp window.
const REPLAY = { code: 400, msg: '请求重复提交，请刷新后重试', data: null };

describe('signed writes are single-use', () => {
  let s: TestServer;
  let token: string;
  let other: string;
  beforeAll(async () => {
    s = await testServer();
    token = await s.login();
    other = await s.login('tester');
  });
  afterAll(() => s.close());

  const send = async (path: string, payload: string, bearer?: string) =>
    (
      await s.app.inject({
        method: 'POST',
        url: `/public/v1${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        payload,
      })
    ).json() as Json;
  const count = (table: string) => tableCounts(s.db)[table];

  it('a replayed remark or comment is refused and writes nothing', async () => {
    const remark = toQuery(signParams({ teacher_id: 3, content: '认真负责', pingji: '优秀' }));
    expect((await send('/education/addRemark', remark, token)).code).toBe(200);
    const before = tableCounts(s.db);
    expect(await send('/education/addRemark', remark, token)).toEqual(REPLAY);
    const comment = toQuery(signParams({ id: 2, msg: '讲得很清楚' }));
    expect((await send('/education/postComment', comment, token)).code).toBe(200);
    expect(count('comments')).toBe(before.comments! + 1);
    expect(await send('/education/postComment', comment, token)).toEqual(REPLAY);
    expect(count('comments')).toBe(before.comments! + 1);
    expect(count('remarks')).toBe(before.remarks);
  });

  it('reordered fields or a lower-case sign are the same request', async () => {
    const signed = signParams({ id: 5 });
    expect((await send('/education/toggleLike', toQuery(signed), token)).code).toBe(200);
    const reversed = Object.fromEntries(Object.entries(signed).reverse());
    expect(await send('/education/toggleLike', toQuery(reversed), token)).toEqual(REPLAY);
    expect(await send('/education/toggleLike', toQuery({ ...signed, sign: String(signed.sign).toLowerCase() }), token)).toEqual(REPLAY);
    expect((s.db.prepare('SELECT COUNT(*) AS n FROM likes WHERE teacher_id = 5 AND user_id = 1').get() as { n: number }).n).toBe(1);
  });

  it('another member sending the same parameters in the same second is not a replay', async () => {
    const payload = toQuery(signParams({ id: 6 }));
    expect((await send('/education/toggleCollect', payload, token)).code).toBe(200);
    expect((await send('/education/toggleCollect', payload, other)).code).toBe(200);
  });

  it('a refused request is not remembered: the same sign with a valid token is accepted once', async () => {
    const payload = toQuery(signParams({ id: 7, score: 4 }));
    expect((await send('/education/rate', payload, 'expired-token')).code).toBe(101);
    expect((await send('/education/rate', payload, token)).code).toBe(200);
    expect(await send('/education/rate', payload, token)).toEqual(REPLAY);
  });

  it('anonymous writes too (share), while reads sent as POST (tour detail) may repeat', async () => {
    const share = toQuery(signParams({ id: 4, type: 3 }));
    expect((await send('/education/share', share)).code).toBe(200);
    expect(await send('/education/share', share)).toEqual(REPLAY);
    const tour = toQuery(signParams({ id: 1 }));
    expect((await send('/tour/detail', tour)).code).toBe(200);
    expect((await send('/tour/detail', tour)).code).toBe(200);
  });

  it('a gift with an idempotency key is deduplicated by the key, not refused', async () => {
    const payload = toQuery(signParams({ teacherid: 2, id: 1, number: 1, idempotency_key: 'replay-gift-1' }));
    const first = await send('/education/sendGift', payload, token);
    const again = await send('/education/sendGift', payload, token);
    expect(again.code).toBe(200);
    expect(again.data.order_number).toBe(first.data.order_number);
  });
});

describe('which operations are guarded comes from the contract', () => {
  const ops = operationTable(loadSpecification());
  it('every signed write whatever its method, unless marked x-replay: allowed (login)', () => {
    const guarded = [...ops.values()].filter((op) => guardsReplay(op)).map((op) => op.id);
    expect(guarded).toEqual([...ops.values()].filter((op) => op.effect === 'write' && op.signed && op.id !== 'login').map((op) => op.id));
    expect(guarded).toContain('register');
    expect(guarded).not.toContain('tourDetail'); // a read sent as POST
    for (const id of ['mallFollow', 'mallCartAddOne', 'mallCartReduceOne', 'mallCartDelete', 'mallCartClean', 'getLoginQrcode']) {
      expect(guarded).toContain(id); // writes sent as GET
    }
  });
});

describe('signed writes sent as GET are single-use too (issue 35)', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await testServer();
    token = await s.login('tester');
  });
  afterAll(() => s.close());
  const replayGet = async (path: string, signed: Record<string, unknown>) =>
    (await s.app.inject({ method: 'GET', url: `/public/v1${path}?${toQuery(signed)}`, headers: { authorization: `Bearer ${token}` } })).json() as Json;

  it('a replayed follow is refused and does not toggle back', async () => {
    const follow = signParams({ goods_id: 3 });
    expect((await replayGet('/mall/mallgoods/guanZhu', follow)).data.followed).toBe(true);
    expect(await replayGet('/mall/mallgoods/guanZhu', follow)).toEqual(REPLAY);
    expect((await s.get('/mall/mallgoods/getGoodsbaseinfo', { goods_id: 3 }, token)).data.followed).toBe(true);
  });

  it('a replayed cart step is refused: the quantity moves once', async () => {
    const attr = await s.get('/mall/mallgoods/getGoodsattr', { goods_id: 3 });
    const product = attr.data.products.find((p: { stock: number }) => p.stock >= 5);
    const added = await s.post('/mall/mallcart/addTocart', { product_id: product.id, quantity: 1 }, token);
    expect(added.code, added.msg).toBe(200);
    const id = added.data.id;
    const plusOne = signParams({ id });
    const first = await replayGet('/mall/mallcart/cartGoodsaddone', plusOne);
    expect(first.code, first.msg).toBe(200);
    expect(await replayGet('/mall/mallcart/cartGoodsaddone', plusOne)).toEqual(REPLAY);
    expect(await replayGet('/mall/mallcart/cartGoodsaddone', plusOne)).toEqual(REPLAY);
    // a new request (the next second's stamp) is accepted and moves it by one from where the first left it
    const next = signParams({ id }, { timestamp: Math.floor(Date.now() / 1000) + 1 });
    expect((await replayGet('/mall/mallcart/cartGoodsaddone', next)).data.quantity).toBe(first.data.quantity + 1);
  });
});

describe('a member repeating a write within one second', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await testServer();
    token = await s.login();
  });
  afterAll(() => s.close());
  const toggle = async (payload: Record<string, unknown>) =>
    (await s.app.inject({ method: 'POST', url: '/public/v1/education/toggleLike', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` }, payload: toQuery(payload) })).json() as Json;

  it('signs alike with the same timestamp (refused as a replay); stamped like the SDK, like then unlike both count', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await toggle(signParams({ id: 12 }, { timestamp: now }))).data.status).toBe(1);
    expect(await toggle(signParams({ id: 12 }, { timestamp: now }))).toEqual(REPLAY);
    const stamps = writeStamper();
    const like = await toggle(signWrite(stamps, '/education/toggleLike', { id: 13 }, token, now));
    const unlike = await toggle(signWrite(stamps, '/education/toggleLike', { id: 13 }, token, now));
    expect([like.data.status, unlike.data.status]).toEqual([1, 0]);
  });
});

describe('ReplayGuard', () => {
  it('remembers a key for at least twice the skew, then forgets it; O(1) memory per generation', () => {
    const guard = new ReplayGuard(300);
    expect(guard.seen('a', 1000)).toBe(false);
    expect(guard.seen('a', 1000)).toBe(true);
    expect(guard.seen('a', 1000 + 600)).toBe(true);
    expect(guard.seen('b', 1000 + 601)).toBe(false);
    expect(guard.seen('a', 1000 + 601)).toBe(true);
    expect(guard.seen('a', 1000 + 3000)).toBe(false);
    const small = new ReplayGuard(300, 2);
    small.seen('x', 0);
    small.seen('y', 0);
    small.seen('z', 0);
    small.seen('w', 0);
    expect(small.seen('x', 0)).toBe(false);
  });
});
