import { afterEach, describe, expect, it } from 'vitest';
import { png } from './upload-fixtures.js';
import { testServer, type TestServer } from './helpers.js';

let s: TestServer;
afterEach(() => s?.close());

const MSG_101 = '登陆状态已失效，请重新登录';
const profile = (s: TestServer, id: number) =>
  s.db.prepare('SELECT nickname, avatar, password_hash FROM users WHERE id = ?').get(id) as {
    nickname: string;
    avatar: string;
    password_hash: string;
  };

describe('user centre: getUserInfo', () => {
  it('answers the caller’s own profile with a masked phone; guests get 101', async () => {
    s = await testServer();
    const demo = await s.get('/user/getUserInfo', {}, await s.login());
    expect(demo.code).toBe(200);
    expect(demo.data).toMatchObject({ id: 1, username: 'demo', nickname: '演示用户', phone: '138****0001' });
    expect(demo.data.avatar).toMatch(/^http:\/\/.+\/media\//);
    const laoshi = await s.get('/user/getUserInfo', {}, await s.login('laoshi'));
    expect(laoshi.data).toMatchObject({ id: 2, username: 'laoshi', phone: '138****0002' });
    expect(await s.get('/user/getUserInfo')).toEqual({ code: 101, msg: MSG_101, data: null });
  });
});

describe('user centre: updateUserInfo', () => {
  it('changes only the caller’s nickname (trimmed) and answers the stored profile', async () => {
    s = await testServer();
    const token = await s.login('laoshi');
    const before = profile(s, 1);
    const res = await s.post('/user/updateUserInfo', { nickname: '  李老师  ' }, token);
    expect(res).toMatchObject({ code: 200, msg: '保存成功', data: { id: 2, nickname: '李老师', phone: '138****0002' } });
    expect(profile(s, 2).nickname).toBe('李老师');
    expect(profile(s, 1)).toEqual(before);
    expect((await s.get('/user/getUserInfo', {}, token)).data.nickname).toBe('李老师');
  });

  it('a member cannot name another account: an id in the body is an undeclared key and is refused', async () => {
    s = await testServer();
    const token = await s.login('laoshi');
    const res = await s.post('/user/updateUserInfo', { nickname: '冒名顶替', id: 1 }, token);
    expect(res.code).toBe(400);
    expect(profile(s, 1).nickname).toBe('演示用户');
    expect(profile(s, 2).nickname).toBe('张老师');
  });

  it('refuses bad nicknames with a message naming the field and writes nothing', async () => {
    s = await testServer();
    const token = await s.login();
    const cases: [string, RegExp][] = [
      ['', /nickname/],
      ['   ', /nickname 请输入昵称/],
      ['王', /nickname/],
      [' 王 ', /nickname 昵称为 2–16 个字/],
      ['一二三四五六七八九十一二三四五六七', /nickname/],
      ['小明\n同学', /nickname 昵称不能包含换行或不可见字符/],
      ['小明\u200b同学', /nickname 昵称不能包含换行或不可见字符/],
    ];
    for (const [nickname, msg] of cases) {
      const res = await s.post('/user/updateUserInfo', { nickname }, token);
      expect(res.code, JSON.stringify(nickname)).toBe(400);
      expect(res.msg).toMatch(msg);
    }
    expect((await s.post('/user/updateUserInfo', {}, token)).code).toBe(400);
    expect(profile(s, 1).nickname).toBe('演示用户');
  });

  it('refuses an unknown avatar image id and keeps nickname and avatar as they were', async () => {
    s = await testServer();
    const token = await s.login();
    const before = profile(s, 1);
    const res = await s.post('/user/updateUserInfo', { nickname: '新名字', avatar: 999999 }, token);
    expect(res).toEqual({ code: 400, msg: '参数错误: avatar 头像图片不存在，请重新上传', data: null });
    expect((await s.post('/user/updateUserInfo', { nickname: '新名字', avatar: 'abc' }, token)).code).toBe(400);
    expect(profile(s, 1)).toEqual(before);
  });

  it('takes a picture the member uploaded (purpose avatar) as the avatar', async () => {
    s = await testServer();
    const token = await s.login();
    const body = png(96, 96);
    const slot = await s.post('/upload/create', { name: '头像.png', size: body.length, type: 'image/png', purpose: 'avatar' }, token);
    const url = new URL(slot.data.putUrl);
    const put = await s.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: body, headers: { 'content-type': 'image/png' } });
    expect(put.statusCode).toBe(200);
    const image = await s.post('/upload/complete', { id: slot.data.id }, token);
    expect(image.code, image.msg).toBe(200);
    const res = await s.post('/user/updateUserInfo', { nickname: '演示用户', avatar: image.data.id }, token);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.avatar).toBe(image.data.url);
    expect((await s.get('/user/getUserInfo', {}, token)).data.avatar).toBe(image.data.url);
    expect((await s.post('/login', { username: 'demo', password: 'demo1234' })).data.userInfo.avatar).toBe(image.data.url);
    // the picture is demo's: another member cannot take it as theirs
    const other = await s.login('laoshi');
    const refused = await s.post('/user/updateUserInfo', { nickname: '张老师', avatar: image.data.id }, other);
    expect(refused.code).toBe(400);
  });

  it('guests and stale tokens get 101 and nothing is written', async () => {
    s = await testServer();
    expect((await s.post('/user/updateUserInfo', { nickname: '游客' })).code).toBe(101);
    expect((await s.post('/user/updateUserInfo', { nickname: '游客' }, 'stale-token')).code).toBe(101);
    expect(profile(s, 1).nickname).toBe('演示用户');
  });
});

describe('user centre: changePassword', () => {
  const change = (s: TestServer, token: string, old_password: string, new_password: string, confirm_password = new_password) =>
    s.post('/user/changePassword', { old_password, new_password, confirm_password }, token);

  it('refuses a wrong current password, a short, mismatched or unchanged new one, writing nothing', async () => {
    s = await testServer();
    const token = await s.login();
    const hash = profile(s, 1).password_hash;
    expect(await change(s, token, 'wrong-pass', 'newpass123')).toEqual({ code: 201, msg: '原密码不正确', data: null });
    const short = await change(s, token, 'demo1234', '12345');
    expect(short.code).toBe(400);
    expect(short.msg).toMatch(/new_password/);
    expect(await change(s, token, 'demo1234', 'newpass123', 'newpass124')).toEqual({
      code: 400,
      msg: '参数错误: confirm_password 两次输入的新密码不一致',
      data: null,
    });
    expect(await change(s, token, 'demo1234', 'demo1234')).toEqual({
      code: 400,
      msg: '参数错误: new_password 新密码不能与原密码相同',
      data: null,
    });
    expect(profile(s, 1).password_hash).toBe(hash);
    // the session survived every refusal
    expect((await s.get('/user/getUserInfo', {}, token)).code).toBe(200);
  });

  it('changes the password, ends every session of the member only, and the new password logs in', async () => {
    s = await testServer();
    const token = await s.login();
    const other = await s.login();
    const laoshi = await s.login('laoshi');
    const res = await change(s, token, 'demo1234', 'newpass123');
    expect(res).toEqual({ code: 200, msg: '密码修改成功，请使用新密码重新登录', data: null });
    expect((await s.get('/user/getUserInfo', {}, token)).code).toBe(101);
    expect((await s.get('/user/getUserInfo', {}, other)).code).toBe(101);
    expect((await s.get('/user/getUserInfo', {}, laoshi)).code).toBe(200);
    expect((await s.post('/login', { username: 'demo', password: 'demo1234' })).code).toBe(201);
    expect((await s.post('/login', { username: 'demo', password: 'newpass123' })).code).toBe(200);
    expect((await s.post('/login', { username: 'laoshi', password: 'demo1234' })).code).toBe(200);
  });

  it('pauses after five wrong current passwords, even when the sixth is right', async () => {
    s = await testServer();
    const token = await s.login();
    for (let i = 0; i < 5; i++) expect((await change(s, token, `wrong-${i}-pass`, 'newpass123')).msg).toBe('原密码不正确');
    expect(await change(s, token, 'demo1234', 'newpass123')).toEqual({ code: 201, msg: '原密码错误次数过多，请 15 分钟后再试', data: null });
    s.advance(15 * 60 + 1);
    expect((await change(s, token, 'demo1234', 'newpass123')).code).toBe(200);
  });
});

describe('user centre: userGiftOrders', () => {
  it('lists only the caller’s orders, by trade state, with counts per state', async () => {
    s = await testServer();
    const token = await s.login();
    const all = await s.get('/user/giftOrders', {}, token);
    expect(all.code).toBe(200);
    const mine = s.db.prepare('SELECT order_number FROM orders WHERE user_id = 1 ORDER BY created_at DESC, id DESC').all() as { order_number: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(all.data.lists.map((o: { order_number: string }) => o.order_number)).toEqual(mine.slice(0, 10).map((o) => o.order_number));
    expect(all.data.total).toBe(mine.length);
    expect(all.data.counts.all).toBe(mine.length);
    // someone else's order never shows
    const other = s.db.prepare('SELECT order_number FROM orders WHERE user_id != 1 LIMIT 1').get() as { order_number: string };
    expect(JSON.stringify(all.data)).not.toContain(other.order_number);
    s.db.prepare("UPDATE orders SET trade_state = 'CLOSED' WHERE order_number = ?").run(mine[0]!.order_number);
    const closed = await s.get('/user/giftOrders', { status: 'CLOSED' }, token);
    expect(closed.data.lists.map((o: { order_number: string }) => o.order_number)).toEqual([mine[0]!.order_number]);
    expect(closed.data.total).toBe(1);
    expect(closed.data.counts).toMatchObject({ all: mine.length, CLOSED: 1, SUCCESS: mine.length - 1 });
    expect((await s.get('/user/giftOrders', { status: 'PAID' }, token)).code).toBe(400);
    expect((await s.get('/user/giftOrders')).code).toBe(101);
  });
});
