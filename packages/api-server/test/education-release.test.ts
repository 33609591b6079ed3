import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/index.js';
import { uploadDirs } from '../src/sections/upload/store.js';
import { mp4 } from './upload-fixtures.js';
import { testServer, type TestServer } from './helpers.js';

// The education area's publishing side (issue 34): settle in, courseware (documents, paid videos), course
// affairs, school notices, rows and alumni; owner-only writes; a paid video's address only once bought.
describe('education release: settle in, publish, take down, sell', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  let n = 0;
  function member() {
    n++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`edu${n}`, `教育${n}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const picture = (userId: number, url = '/media/img/photo/1.svg') => Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run(url, userId).lastInsertRowid);
  const review = (id: number, action: 'approve' | 'refuse') =>
    s.app.inject({ method: 'POST', url: `/review/sim/education/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: `action=${action}&reason=%E8%B5%84%E6%96%99%E4%B8%8D%E5%85%A8` });
  const tables = ['teachers', 'institutions', 'courseware', 'kewu', 'news', 'centre_notices', 'org_rows', 'student_classes', 'alumni_classes', 'education_settlements', 'education_applications', 'education_documents', 'courseware_orders', 'teacher_invitations'];
  const snapshot = () => JSON.stringify(tables.map((t) => s.db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all().map((r) => ({ ...(r as object), clickcount: 0 }))));
  const teacherFields = (m: number) => ({ kind: 3, realname: '周老师', zhiwu: '语文教师', politics_status: '群众', schoolname: '盐城市第二中学', jiuzhi_status: '在职', jiaoling: 6, csdate: '1992-03-04', city: '盐城市', zhaopian: picture(m), zhengjian: picture(m), wenping: picture(m) });
  const schoolFields = (m: number) => ({ kind: 1, schoolname: '盐城市新城小学', belong_cn: '盐城市教育局', address: '盐城市亭湖区新城路 8 号', banqi: '全日制', xingshi: '全日制', leibie: '小学', lianxiren: '陈主任', studentcount: 1200, cldate: '2001-09-01', tel: '0515-88886666', website: 'https://xincheng.example.cn', zhengshu: picture(m), piwen: picture(m), xingzhi: '公办', cengji: '小学' });

  async function settled(fields: (m: number) => Record<string, unknown>) {
    const m = member();
    expect((await s.post('/education/release/apply', fields(m.id), m.token)).code).toBe(200);
    expect((await review(m.id, 'approve')).json()).toMatchObject({ ok: true });
    const mine = await s.get('/education/release/mine', {}, m.token);
    expect(mine.data.status).toBe(2);
    return { ...m, publicId: mine.data.id as number };
  }
  async function sendDocument(token: string, name: string, bytes: Buffer) {
    const slot = await s.post('/education/release/documentSlot', { name, size: bytes.length }, token);
    expect(slot.code).toBe(200);
    const url = new URL(slot.data.putUrl);
    const res = await s.app.inject({ method: 'PUT', url: url.pathname + url.search, headers: { 'content-type': 'application/octet-stream' }, payload: bytes });
    return { id: slot.data.id as string, res: res.json() as { code: number; msg: string } };
  }

  it('settle-in: 101 passes through, bad input keeps nothing, one per member, refused then approved', async () => {
    expect((await s.get('/education/settleInfo', {}, 'bad')).code).toBe(101);
    const m = member();
    const before = snapshot();
    expect((await s.post('/education/release/apply', { ...teacherFields(m.id), realname: '周' }, m.token)).msg).toContain('姓名请填写 2–20 个字');
    expect((await s.post('/education/release/apply', { ...teacherFields(m.id), csdate: '1992-02-30' }, m.token)).msg).toContain('请填写正确的出生日期');
    expect((await s.post('/education/release/apply', { ...teacherFields(m.id), zhengjian: picture(member().id) }, m.token)).msg).toContain('身份证照片不存在');
    expect((await s.post('/education/release/apply', { ...schoolFields(m.id), website: 'javascript:alert(1)' }, m.token)).msg).toContain('网址须以 http:// 或 https:// 开头');
    expect(snapshot()).toBe(before);
    expect((await s.post('/education/release/apply', teacherFields(m.id), m.token)).code).toBe(200);
    expect((await s.get('/education/settleInfo', {}, m.token)).data).toEqual({ status: 1, schoolname: '盐城市第二中学' });
    expect((await s.post('/education/release/apply', teacherFields(m.id), m.token)).msg).toBe('您的入驻申请正在审核中，请耐心等待');
    expect((await s.get('/education/release/kejianList', {}, m.token)).msg).toBe('入驻审核通过后才能管理教育发布');
    await review(m.id, 'refuse');
    expect((await s.get('/education/release/mine', {}, m.token)).data).toMatchObject({ kind: 3, status: 3, reason: '资料不全', id: null });
    expect((await s.post('/education/release/apply', teacherFields(m.id), m.token)).code).toBe(200);
    await review(m.id, 'approve');
    const mine = await s.get('/education/release/mine', {}, m.token);
    expect(mine.data).toMatchObject({ status: 2, profile: { realname: '周老师', jiaoling: 6 } });
    expect((await s.post('/education/release/saveDetail', { part: 'jianli', html: '<p>2016 年起任教于第二中学，教授高中语文。</p><script>x</script>' }, m.token)).code).toBe(200);
    const info = await s.get('/education/info', { id: mine.data.id, type: 3 });
    expect(info.data).toMatchObject({ realname: '周老师', schoolname: '盐城市第二中学' });
    expect(info.data.jianli).not.toContain('script');
  });

  it('courseware: documents checked from their bytes, paid video address only for the teacher and buyers, other teachers 404, take down hides it', async () => {
    const t = await settled(teacherFields);
    const other = await settled(teacherFields);
    const fake = await sendDocument(t.token, '讲义.pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    expect(fake.res).toMatchObject({ code: 201, msg: '文件内容与类型不符，请上传 PDF、Word 或 PPT 文件' });
    expect((await s.post('/education/release/saveKejian', { type: 1, title: '古诗词鉴赏', document: fake.id }, t.token)).msg).toContain('课件文件不存在');
    expect((await s.post('/education/release/documentSlot', { name: '讲义.exe', size: 10 }, t.token)).msg).toBe('请上传 PDF、Word 或 PPT 文件');
    const doc = await sendDocument(t.token, '讲义.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n'));
    expect(doc.res.code).toBe(200);
    const text = await s.post('/education/release/saveKejian', { type: 1, title: '古诗词鉴赏', jianjie: '<p>唐诗宋词</p>', document: doc.id }, t.token);
    expect(text.code).toBe(200);
    expect((await s.get('/education/teacherTextList', { teacher_id: t.publicId })).data.lists.map((c: { title: string }) => c.title)).toEqual(['古诗词鉴赏']);

    // the sample plays 4 s: the server reads that from the stored file, not from the request
    writeFileSync(join(uploadDirs(s.ctx).files, 'abc.mp4'), mp4());
    const video = picture(t.id, '/media/uploads/abc.mp4');
    expect((await s.post('/education/release/saveKejian', { type: 3, title: '作文精讲', video, cover: picture(t.id) }, t.token)).msg).toContain('请填写价格');
    expect((await s.post('/education/release/saveKejian', { type: 3, title: '作文精讲', video: picture(t.id), cover: picture(t.id), price: 990 }, t.token)).msg).toContain('视频不存在');
    const paid = await s.post('/education/release/saveKejian', { type: 3, title: '作文精讲', video, cover: picture(t.id), price: 990 }, t.token);
    const id = paid.data.id;
    const listed = (await s.get('/education/teacherVideoList', { teacher_id: t.publicId, type: 3 })).data.lists[0];
    expect(listed).toMatchObject({ id, price: '9.90', fileurl: '', duration: 4 });
    const buyer = member();
    expect((await s.get('/education/coursewareDetail', { id, type: 3 }, buyer.token)).data).toMatchObject({ fileurl: '', paid: 0, price: '9.90' });
    expect((await s.get('/education/coursewareDetail', { id, type: 3 }, t.token)).data.fileurl).toContain('/media/uploads/abc.mp4');

    const before = snapshot();
    expect((await s.post('/education/release/saveKejian', { id, type: 3, title: '改别人的', price: 1 }, other.token)).code).toBe(404);
    expect((await s.post('/education/release/setKejianStatus', { id, status: 0 }, other.token)).code).toBe(404);
    expect((await s.post('/education/release/saveKejian', { id, type: 3, title: '改别人的课件', price: 1 }, buyer.token)).code).toBe(201);
    expect(snapshot()).toBe(before);

    expect((await s.post('/education/buyCourseware', { id }, t.token)).msg).toBe('不能购买自己的课件');
    const order = await s.post('/education/buyCourseware', { id }, buyer.token);
    expect(order.code).toBe(200);
    expect((await s.get('/education/paymentStatus', { order_number: order.data.order_number }, buyer.token)).data.trade_state).toBe('NOTPAY');
    const pay = await s.app.inject({ method: 'POST', url: `/pay/sim/${order.data.order_number}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });
    expect(pay.statusCode).toBe(303);
    expect((await s.get('/education/paymentStatus', { order_number: order.data.order_number }, buyer.token)).data.trade_state).toBe('SUCCESS');
    expect((await s.get('/education/coursewareDetail', { id, type: 3 }, buyer.token)).data).toMatchObject({ paid: 1, fileurl: expect.stringContaining('abc.mp4') });
    const sold = await s.get('/education/release/orders', {}, t.token);
    expect(sold.data).toMatchObject({ total: 1, paid_count: 1, paid_amount: '9.90' });
    expect(sold.data.lists[0]).toMatchObject({ buyer: `教育${n}`, what: '视频课件《作文精讲》', trade_state: 'SUCCESS' });

    expect((await s.post('/education/release/setKejianStatus', { id, status: 0 }, t.token)).code).toBe(200);
    expect((await s.get('/education/teacherVideoList', { teacher_id: t.publicId, type: 3 })).data.lists).toEqual([]);
    expect((await s.get('/education/coursewareDetail', { id, type: 3 }, buyer.token)).code).toBe(404);
    expect((await s.get('/education/release/kejianList', { type: 3, status: 0 }, t.token)).data.lists[0]).toMatchObject({ id, status: 0, price: '9.90' });
  });

  it('course affairs: created, shown on the teacher page, another teacher 404, removed', async () => {
    const t = await settled(teacherFields);
    const other = await settled(teacherFields);
    expect((await s.post('/education/release/saveKewu', { title: '月考', content: '<p>好</p>' }, t.token)).msg).toContain('内容请至少输入 5 个字');
    const k = await s.post('/education/release/saveKewu', { title: '期中复习安排', content: '<p>下周一开始复习古诗文。</p>', cover: picture(t.id) }, t.token);
    expect((await s.get('/education/kewuList', { teacher_id: t.publicId })).data.lists[0]).toMatchObject({ id: k.data.id, title: '期中复习安排' });
    const before = snapshot();
    expect((await s.post('/education/release/removeKewu', { id: k.data.id }, other.token)).code).toBe(404);
    expect(snapshot()).toBe(before);
    expect((await s.post('/education/release/removeKewu', { id: k.data.id }, t.token)).code).toBe(200);
    expect((await s.get('/education/kewuList', { teacher_id: t.publicId })).data.total).toBe(0);
  });

  it('school: organisation rows, classes, notices, alumni centre on the reader calls; another school 404; teachers-only calls refused', async () => {
    const sc = await settled(schoolFields);
    const other = await settled(schoolFields);
    const q = { id: sc.publicId, stype: 1 };
    expect((await s.get('/education/info', { id: sc.publicId, type: 1 })).data).toMatchObject({ schoolname: '盐城市新城小学', tel: '0515-88886666' });
    expect((await s.get('/education/release/kejianList', {}, sc.token)).msg).toBe('该功能仅对教师开放');
    const org = await s.post('/education/release/saveRow', { table: 'org', orgname: '校长', orgvalue: '张明' }, sc.token);
    await s.post('/education/release/saveRow', { table: 'class', nianji: '一年级', banji: '1班' }, sc.token);
    expect((await s.post('/education/release/saveRow', { table: 'alumni', nianji: '六年级', banji: '2班', jieshu: 2090 }, sc.token)).msg).toContain('届数须在 1950');
    await s.post('/education/release/saveRow', { table: 'alumni', nianji: '六年级', banji: '2班', jieshu: 2020 }, sc.token);
    await s.post('/education/release/saveAlumni', { fuzeren: '李华', lianyi: '每年国庆举办校友联谊会' }, sc.token);
    const notice = await s.post('/education/release/saveNews', { ntype: 2, title: '寒假放假通知', content: '<p>1 月 20 日起放假。</p>', pic: picture(sc.id) }, sc.token);
    await s.post('/education/release/saveNews', { ntype: 4, title: '校友返校日', content: '<p>欢迎校友回家看看。</p>' }, sc.token);
    expect((await s.get('/education/organisationList', q)).data.lists).toEqual([{ orgname: '校长', orgvalue: '张明' }]);
    expect((await s.get('/education/studentClasses', q)).data.lists[0]).toMatchObject({ nianji: '一年级', xiangxi: [{ banji: '1班' }] });
    expect((await s.get('/education/alumniList', q)).data.lists[0]).toMatchObject({ jieshu: 2020, classes: [{ banji: '2班', nianji: '六年级' }] });
    expect((await s.get('/education/alumniBasics', q)).data).toEqual({ fuzeren: '李华', lianyi: '每年国庆举办校友联谊会' });
    expect((await s.get('/education/noticeList', { school_id: sc.publicId, stype: 1, ntype: 2 })).data.lists[0]).toMatchObject({ title: '寒假放假通知' });
    expect((await s.get('/education/centreNoticeList', q)).data.lists[0]).toMatchObject({ title: '校友返校日' });
    const before = snapshot();
    expect((await s.post('/education/release/removeRow', { table: 'org', id: org.data.id }, other.token)).code).toBe(404);
    expect((await s.post('/education/release/saveNews', { id: notice.data.id, ntype: 2, title: '改别人的通知', content: '<p>改别人的通知内容</p>' }, other.token)).code).toBe(404);
    expect(snapshot()).toBe(before);
    expect((await s.post('/education/release/removeNews', { id: notice.data.id, ntype: 2 }, sc.token)).code).toBe(200);
    expect((await s.get('/education/noticeList', { school_id: sc.publicId, stype: 1, ntype: 2 })).data.total).toBe(0);
    const tt = await settled(teacherFields);
    const username = (s.db.prepare('SELECT username FROM users WHERE id = ?').get(tt.id) as { username: string }).username;
    expect((await s.post('/education/release/addTeacher', { username: 'nobody-here' }, sc.token)).msg).toBe('该用户不是已入驻的教师');
    // an invitation: the teacher joins only on accepting; a declined one may be sent again
    expect((await s.post('/education/release/addTeacher', { username }, sc.token)).msg).toBe('邀请已发送，等待教师确认');
    expect((await s.post('/education/release/addTeacher', { username }, sc.token)).msg).toBe('已邀请该教师，等待对方确认');
    expect((await s.get('/education/release/teachers', {}, sc.token)).data).toMatchObject({ lists: [], invitations: [{ teacher_id: tt.publicId, realname: '周老师', status: 0 }] });
    expect((await s.get('/education/info', { id: tt.publicId, type: 3 })).data.schoolname).toBe('盐城市第二中学');
    const invitations = await s.get('/education/release/invitations', {}, tt.token);
    expect(invitations.data.lists).toEqual([expect.objectContaining({ school_id: expect.any(Number), schoolname: '盐城市新城小学' })]);
    const school_id = invitations.data.lists[0].school_id as number;
    const stranger = await settled(teacherFields);
    const unanswered = snapshot();
    expect((await s.post('/education/release/answerInvitation', { school_id, accept: 1 }, stranger.token)).code).toBe(404);
    expect((await s.post('/education/release/answerInvitation', { school_id, accept: 1 }, sc.token)).code).toBe(201);
    expect(snapshot()).toBe(unanswered);
    expect((await s.post('/education/release/answerInvitation', { school_id, accept: 0 }, tt.token)).msg).toBe('已拒绝邀请');
    expect((await s.get('/education/release/teachers', {}, sc.token)).data.invitations).toEqual([expect.objectContaining({ status: 2 })]);
    expect((await s.post('/education/release/answerInvitation', { school_id, accept: 1 }, tt.token)).code).toBe(404);
    expect((await s.post('/education/release/addTeacher', { username }, sc.token)).code).toBe(200);
    expect((await s.post('/education/release/answerInvitation', { school_id, accept: 1 }, tt.token)).msg).toBe('已加入该学校');
    expect((await s.get('/education/release/invitations', {}, tt.token)).data.lists).toEqual([]);
    expect((await s.get('/education/release/teachers', {}, sc.token)).data).toMatchObject({ lists: [expect.objectContaining({ id: tt.publicId, realname: '周老师' })], invitations: [] });
    expect((await s.get('/education/info', { id: tt.publicId, type: 3 })).data.schoolname).toBe('盐城市新城小学');
    expect((await s.post('/education/release/removeTeacher', { id: tt.publicId }, other.token)).code).toBe(404);
    expect((await s.post('/education/release/removeTeacher', { id: tt.publicId }, sc.token)).code).toBe(200);
    expect((await s.get('/education/release/rows', {}, sc.token)).data).toMatchObject({ org: [{ orgname: '校长' }], class: [{ banji: '1班' }], alumni: [{ jieshu: 2020 }], fuzeren: '李华' });
  });
});
