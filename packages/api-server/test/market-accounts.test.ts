import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

// Market: sub-accounts (added by the owner, phone bound with an SMS code, acting for the company on its goods)
// and the company video through the simulated cloud video service.
describe('market: sub-accounts and the company video', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  let members = 0;
  async function company() {
    members++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`boss${members}`, `老板${members}`).lastInsertRowid);
    const token = createSession(s.ctx, id).token;
    const licence = Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run('/media/img/photo/1.svg', id).lastInsertRowid);
    expect((await s.post('/market/ruzhu', { shuxing: 2, name: `盐城第${members}贸易公司`, leibie: 2, city: '盐城市', licence, contact: '赵经理', phone: '13800000019' }, token)).code).toBe(200);
    await s.app.inject({ method: 'POST', url: `/review/sim/market/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: 'action=approve' });
    return { id, token, pic: licence };
  }
  const lastCode = (phone: string) => (s.db.prepare("SELECT code FROM sms_codes WHERE phone = ? AND scene = 'reg' ORDER BY id DESC LIMIT 1").get(phone) as { code: string }).code;

  it('the owner adds a sub-account, binds its phone with the SMS code; it logs in and edits goods, not the profile or sub-accounts', async () => {
    const owner = await company();
    const other = await company();
    const cond = (await s.get('/market/checkSubaccountConditions', {}, owner.token)).data;
    expect(cond).toEqual({ allowed: true, reason: '', max: 5, used: 0, remaining: 5 });
    expect((await s.get('/market/getNextsubaccountConditions', {}, owner.token)).data).toMatchObject({ username: 'boss1_1', password_min: 6, remaining: 5 });
    const before = JSON.stringify(tableCounts(s.db));
    expect((await s.post('/market/addSubaccount', { username: '1ab', password: 'sales123', name: '张销售' }, owner.token)).msg).toContain('用户名 4–30 位');
    expect((await s.post('/market/addSubaccount', { username: 'boss1_sales', password: '123', name: '张销售' }, owner.token)).msg).toContain('密码 6–32 位');
    expect((await s.post('/market/addSubaccount', { username: 'demo', password: 'sales123', name: '张销售' }, owner.token)).msg).toBe('该用户名已被使用');
    expect(JSON.stringify(tableCounts(s.db))).toBe(before);
    const added = await s.post('/market/addSubaccount', { username: 'boss1_sales', password: 'sales123', name: '张销售' }, owner.token);
    expect(added.msg).toBe('添加成功');
    const subId = added.data.id as number;
    expect((await s.get('/market/getSubaccountList', {}, owner.token)).data.lists).toEqual([expect.objectContaining({ id: subId, username: 'boss1_sales', name: '张销售', bound: false, phone: '' })]);

    expect((await s.post('/sendRegSms', { phone: '13900000077' })).code).toBe(200);
    expect((await s.post('/market/bindSubaccountPhonenumber', { id: subId, phone: '13900000077', code: '000000' === lastCode('13900000077') ? '111111' : '000000' }, owner.token)).msg).toBe('验证码错误或已过期');
    expect((await s.post('/market/bindSubaccountPhonenumber', { id: subId, phone: '13900000077', code: lastCode('13900000077') }, other.token)).code).toBe(404);
    expect((await s.post('/market/bindSubaccountPhonenumber', { id: subId, phone: '13900000077', code: lastCode('13900000077') }, owner.token)).msg).toBe('绑定成功');
    expect((await s.get('/market/getSubaccountList', {}, owner.token)).data.lists[0]).toMatchObject({ bound: true, phone: '139****0077' });

    const subToken = await s.login('boss1_sales', 'sales123');
    const stranger = Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run('/media/img/photo/3.svg', other.id).lastInsertRowid);
    expect((await s.post('/market/saveGoods', { title: '子账号发布的商品', price: '10', unit: '件', pics: String(stranger), content: '' }, subToken)).msg).toContain('图片不存在');
    expect((await s.post('/market/saveGoods', { title: '用老板图片的商品', price: '10', unit: '件', pics: String(owner.pic), content: '' }, subToken)).code).toBe(200);
    const subPic = Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run('/media/img/photo/2.svg', subId).lastInsertRowid);
    const made = await s.post('/market/saveGoods', { title: '子账号发布的商品', price: '10', unit: '件', pics: String(subPic), content: '' }, subToken);
    expect(made.code).toBe(200);
    expect((await s.get('/market/myGoods', {}, owner.token)).data.lists.map((x: { title: string }) => x.title)).toContain('子账号发布的商品');
    expect((await s.post('/market/saveGoods', { id: made.data.id, title: '子账号改过的商品', price: '12', unit: '件', pics: String(subPic), content: '' }, subToken)).msg).toBe('保存成功');
    expect((await s.post('/market/saveBase', { name: '改名', shuxing: 1, leibie: 1, city: '盐城市', address: '盐城市某某路 1 号', jianjie: '子账号改资料', contact: '子账号', phone: '13800000000' }, subToken)).code).toBe(201);
    expect((await s.get('/market/checkSubaccountConditions', {}, subToken)).data).toMatchObject({ allowed: false, reason: '子账号不能管理子账号' });
    expect((await s.post('/market/addSubaccount', { username: 'boss1_sub2', password: 'sales123', name: '李销售' }, subToken)).msg).toBe('子账号不能管理子账号');
    // its login is the owner's to manage: the password change is refused before anything is checked or written
    const hash = s.db.prepare('SELECT password_hash FROM users WHERE id = ?').pluck().get(subId);
    const change = await s.post('/user/changePassword', { old_password: 'sales123', new_password: 'sales456', confirm_password: 'sales456' }, subToken);
    expect(change).toMatchObject({ code: 201, msg: '子账号不能修改登录密码，请联系主账号在「子账号管理」中处理' });
    expect(s.db.prepare('SELECT password_hash FROM users WHERE id = ?').pluck().get(subId)).toBe(hash);
    expect((await s.get('/market/myGoods', {}, subToken)).code).toBe(200);

    expect((await s.get('/market/cancelBindsubaccount', { id: subId }, other.token)).code).toBe(404);
    expect((await s.get('/market/cancelBindsubaccount', { id: subId }, owner.token)).msg).toBe('已解除绑定');
    expect((await s.get('/market/myGoods', {}, subToken)).code).toBe(101);
  });

  it('uploads a video through the simulated cloud service and shows it on the company page', async () => {
    const owner = await company();
    const hw = (await s.get('/market/getHwtoken', {}, owner.token)).data;
    expect(hw.endpoint).toMatch(/\/public\/v1\/market\/vod$/);
    const base = '/public/v1/market/vod';
    const call = (method: 'GET' | 'POST', url: string, body?: object, token = hw.token) =>
      s.app.inject({ method, url: `${base}${url}`, headers: { 'x-auth-token': token, 'content-type': 'application/json' }, ...(body ? { payload: JSON.stringify(body) } : {}) });
    expect((await call('POST', '/asset', { title: '企业宣传片' }, 'wrong')).statusCode).toBe(401);
    const asset = (await call('POST', '/asset', { title: '企业宣传片', video_type: 'MP4' })).json().asset_id as string;
    const auth = (await call('GET', `/asset/authority?asset_id=${asset}`)).json();
    expect(auth.method).toBe('PUT');
    const upload = auth.upload_url.replace(/^https?:\/\/[^/]+/, '');
    const notVideo = await s.app.inject({ method: 'PUT', url: upload, headers: { 'content-type': 'video/mp4' }, payload: Buffer.from('hello') });
    expect(notVideo.json().error_msg).toBe('请上传 MP4 或 WebM 视频');
    expect((await s.post('/market/saveVideo', { asset_id: asset }, owner.token)).msg).toBe('视频还在转码中，请稍后再保存');
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
    expect((await s.app.inject({ method: 'PUT', url: upload, headers: { 'content-type': 'video/mp4' }, payload: mp4 })).statusCode).toBe(200);
    expect((await call('POST', '/asset/status/uploaded', { asset_id: asset, status: 'CREATED' })).json().status).toBe('PUBLISHED');
    const info = (await call('GET', `/asset/info?asset_id=${asset}`)).json();
    expect(info).toMatchObject({ status: 'PUBLISHED', size: mp4.length });
    const other = await company();
    expect((await s.post('/market/saveVideo', { asset_id: asset }, other.token)).code).toBe(404);
    expect((await s.post('/market/saveVideo', { asset_id: asset }, owner.token)).msg).toBe('保存成功');
    const companyId = (await s.get('/market/mine', {}, owner.token)).data.id;
    const video = (await s.get('/market/companyDetail', { id: companyId })).data.video;
    expect(video.asset_id).toBe(asset);
    const played = await s.app.inject({ method: 'GET', url: video.play_url.replace(/^https?:\/\/[^/]+/, '') });
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(played.rawPayload.equals(mp4)).toBe(true);
  });
});
