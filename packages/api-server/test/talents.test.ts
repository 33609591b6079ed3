import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

// Talents (人才, issue 30): positions on the listing engine, companies settled through review, résumés with
// privacy, applications 待查看 → 已查看 → 邀请面试 / 不合适, interview invitations answered by the seeker.
describe('talents: positions, companies, résumés, applications and interviews', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  let members = 0;
  function member() {
    members++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`talent${members}`, `求职${members}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const review = (id: number, action: 'approve' | 'refuse') =>
    s.app.inject({ method: 'POST', url: `/review/sim/talent/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: `action=${action}&reason=%E8%B5%84%E6%96%99%E4%B8%8D%E5%85%A8` });
  const tables = ['talent_settlements', 'talent_companies', 'talent_positions', 'talent_resumes', 'talent_entries', 'talent_applications', 'talent_invites'];
  const snapshot = () => JSON.stringify([tableCounts(s.db), ...tables.map((t) => s.db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all().map((r) => ({ ...(r as object), clickcount: 0 })))]);
  const company = { name: '盐城测试科技有限公司', industry: 1, city: '盐城市', scale: '20-99人', contact: '刘经理', phone: '13900001111', jianjie: '一家做测试的科技公司，位于盐城。' };
  const position = { title: '测试开发工程师', city: '盐城市', district: '亭湖区', address: '人民路 1 号', salary_min: 9000, salary_max: 14000, experience: 23, education: 15, jobtype: 41, headcount: 2, tags: '五险一金,双休', description: '负责自动化测试框架的开发与维护。', requirements: '熟悉 TypeScript 与 Playwright。' };
  const resume = { name: '周小芳', gender: '女', birth_year: 1998, phone: '13700002222', city: '盐城市', education: 15, experience: 23, industry: 1, job_title: '测试工程师', salary: 34, summary: '三年软件测试经验，熟悉自动化测试。', public: 1 };

  async function recruiter() {
    const m = member();
    expect((await s.post('/talents/ruzhu', company, m.token)).code).toBe(200);
    expect((await review(m.id, 'approve')).json()).toEqual({ ok: true, msg: '已通过' });
    return m;
  }
  async function seeker(extra: Record<string, unknown> = {}) {
    const m = member();
    expect((await s.post('/talents/saveResume', { ...resume, ...extra }, m.token)).code).toBe(200);
    return m;
  }

  it('lists seeded positions by city, salary band, experience and keyword, newest or best paid first', async () => {
    const all = await s.get('/talents/positions');
    expect(all.data.total).toBe(24);
    const nanjing = await s.get('/talents/positions', { city: '南京市' });
    expect(nanjing.data.lists.map((p: { company: string }) => p.company)).toEqual(Array(3).fill('南京数智云服信息技术有限公司'));
    const band = await s.get('/talents/positions', { salary: 35 });
    expect(band.data.lists.every((p: { salary_min: number }) => p.salary_min >= 12000 && p.salary_min < 20000)).toBe(true);
    expect(band.data.total).toBe(3);
    const paid = await s.get('/talents/positions', { sort: 1 });
    const tops = paid.data.lists.map((p: { salary_max: number }) => p.salary_max);
    expect(tops).toEqual([...tops].sort((a, b) => b - a));
    expect((await s.get('/talents/positions', { keyword: '海川' })).data.total).toBe(4);
    expect((await s.get('/talents/positions', { experience: '22', education: 15 })).data.lists[0].title).toBe('生产储备干部');
    expect((await s.get('/talents/positions', { salary: 99 })).code).toBe(400);
    const detail = await s.get('/talents/position', { id: 3 });
    expect(detail.data).toMatchObject({ title: '仓储主管', salary: '6-9K', company_card: { name: '盐城海川物流有限公司', positions: 4 }, applied: null });
    expect(JSON.stringify(detail.data)).not.toContain('13912345678');
    const c = await s.get('/talents/company', { id: 2 });
    expect(c.data.lists.length).toBe(4);
    expect((await s.get('/talents/filters')).data.rows.map((r: { key: string }) => r.key)).toEqual(['industry', 'salary', 'experience', 'education', 'jobtype']);
  });

  it('a company settles through review, posts a position (salary checked on the server) and takes it offline; another member cannot touch it', async () => {
    expect((await s.get('/talents/getRole', {}, 'bad')).code).toBe(101);
    const m = member();
    const before = snapshot();
    expect((await s.post('/talents/ruzhu', { ...company, name: '盐城' }, m.token)).msg).toContain('企业名称 4–30 个字');
    expect((await s.post('/talents/ruzhu', { ...company, scale: '很多人' }, m.token)).msg).toContain('请选择企业规模');
    expect((await s.post('/talents/createPosition', position, m.token)).code).toBe(201);
    expect(snapshot()).toBe(before);
    expect((await s.post('/talents/ruzhu', company, m.token)).code).toBe(200);
    expect((await s.get('/talents/getRole', {}, m.token)).data).toMatchObject({ status: 'waiting', seeker: false });
    await review(m.id, 'approve');
    const role = (await s.get('/talents/getRole', {}, m.token)).data;
    expect(role).toMatchObject({ status: 'approved', company_id: expect.any(Number) });
    const bad = snapshot();
    expect((await s.post('/talents/createPosition', { ...position, salary_max: 30000 }, m.token)).msg).toContain('最高月薪不能超过最低月薪的 2 倍');
    expect((await s.post('/talents/createPosition', { ...position, salary_max: 8000 }, m.token)).msg).toContain('最高月薪不能低于最低月薪');
    expect((await s.post('/talents/createPosition', { ...position, salary_min: 500, salary_max: 800 }, m.token)).msg).toContain('最低月薪为 1000–200000 元');
    expect((await s.post('/talents/createPosition', { ...position, district: '玄武区' }, m.token)).msg).toContain('请选择工作区县');
    expect(snapshot()).toBe(bad);
    const id = (await s.post('/talents/createPosition', position, m.token)).data.id;
    expect((await s.get('/talents/positions', { keyword: '盐城测试科技' })).data.lists[0]).toMatchObject({ id, salary: '9-14K', company: company.name });
    const other = await recruiter();
    const held = snapshot();
    expect((await s.post('/talents/modifyPosition', { ...position, id, title: '被改了' }, other.token)).code).toBe(404);
    expect((await s.post('/talents/positionStatus', { id, status: 0 }, other.token)).code).toBe(404);
    expect((await s.get('/talents/myPosition', { id }, other.token)).code).toBe(404);
    expect(snapshot()).toBe(held);
    expect((await s.post('/talents/positionStatus', { id, status: 0 }, m.token)).code).toBe(200);
    expect((await s.get('/talents/position', { id })).code).toBe(404);
    expect((await s.get('/talents/myPositions', { status: 0 }, m.token)).data.counts).toEqual({ all: 1, online: 0, offline: 1 });
  });

  it('a seeker fills the résumé (dates checked), applies once; the phone and history reach only the recruiter it was sent to', async () => {
    const m = member();
    const before = snapshot();
    expect((await s.post('/talents/saveResume', { ...resume, phone: '123' }, m.token)).msg).toContain('请输入正确的手机号');
    expect((await s.post('/talents/saveResume', { ...resume, birth_year: 2020 }, m.token)).msg).toContain('出生年份有误');
    expect((await s.post('/talents/saveEntry', { kind: 'work', org: '某公司', title: '测试', start: '2021-01' }, m.token)).code).toBe(201);
    expect(snapshot()).toBe(before);
    expect((await s.post('/talents/saveResume', resume, m.token)).code).toBe(200);
    expect((await s.post('/talents/saveEntry', { kind: 'work', org: '某公司', title: '测试', start: '2021-13' }, m.token)).msg).toContain('开始时间格式为 YYYY-MM');
    expect((await s.post('/talents/saveEntry', { kind: 'work', org: '某公司', title: '测试', start: '2022-05', end: '2021-01' }, m.token)).msg).toContain('结束时间不能早于开始时间');
    expect((await s.post('/talents/saveEntry', { kind: 'work', org: '某公司', title: '测试', start: '2099-01' }, m.token)).msg).toContain('不能晚于本月');
    expect((await s.post('/talents/saveEntry', { kind: 'work', org: '盐城某软件公司', title: '测试工程师', start: '2021-07', end: '' }, m.token)).code).toBe(200);
    expect((await s.post('/talents/saveEntry', { kind: 'school', org: '盐城工学院', title: '计算机科学', start: '2017-09', end: '2021-06' }, m.token)).code).toBe(200);
    const mine = (await s.get('/talents/myResume', {}, m.token)).data;
    expect(mine.entries.map((e: { kind: string }) => e.kind)).toEqual(['work', 'school']);

    const boss = await recruiter();
    const pid = (await s.post('/talents/createPosition', position, boss.token)).data.id;
    const stranger = await recruiter();
    // public: the summary, a masked name, never the phone or history
    const pub = (await s.get('/talents/resume', { id: mine.id }, stranger.token)).data;
    expect(pub).toMatchObject({ full: false, name: '周女士', phone: '', entries: [], content: '' });
    const applied = await s.post('/talents/apply', { position_id: pid }, m.token);
    expect(applied.code).toBe(200);
    const again = snapshot();
    expect((await s.post('/talents/apply', { position_id: pid }, m.token)).msg).toBe('您已投递过该职位');
    expect(snapshot()).toBe(again);
    const full = (await s.get('/talents/resume', { id: mine.id }, boss.token)).data;
    expect(full).toMatchObject({ full: true, name: '周小芳', phone: '13700002222' });
    expect(full.entries.length).toBe(2);
    expect((await s.get('/talents/resume', { id: mine.id }, stranger.token)).data.phone).toBe('');
    // a résumé kept private is not shown to anyone it was not sent to
    await s.post('/talents/saveResume', { ...resume, public: 0 }, m.token);
    expect((await s.get('/talents/resume', { id: mine.id }, stranger.token)).code).toBe(404);
    expect((await s.get('/talents/resume', { id: mine.id }, boss.token)).data.full).toBe(true);
    expect((await s.get('/talents/position', { id: pid }, m.token)).data.applied).toMatchObject({ state: 'unseen' });
  });

  it('applications go 待查看 → 已查看 → 邀请面试; the seeker accepts; withdrawing only while unseen; nobody reads another’s box', async () => {
    const boss = await recruiter();
    const pid = (await s.post('/talents/createPosition', position, boss.token)).data.id;
    const a = await seeker();
    const b = await seeker({ name: '吴强', gender: '男' });
    const appA = (await s.post('/talents/apply', { position_id: pid }, a.token)).data.id;
    const appB = (await s.post('/talents/apply', { position_id: pid }, b.token)).data.id;
    expect((await s.post('/talents/withdraw', { id: appB }, b.token)).msg).toBe('已撤回');
    const appB2 = (await s.post('/talents/apply', { position_id: pid }, b.token)).data.id;
    const box = (await s.get('/talents/received', {}, boss.token)).data;
    expect(box.counts).toMatchObject({ all: 2, unseen: 2 });
    expect(box.lists[0]).toMatchObject({ id: appB2, state: 'unseen', seeker: '吴强', position: '测试开发工程师' });
    // the other side and strangers: 404, nothing written
    const stranger = await recruiter();
    const held = snapshot();
    expect((await s.post('/talents/open', { id: appA }, stranger.token)).code).toBe(404);
    expect((await s.post('/talents/open', { id: appA }, a.token)).code).toBe(404);
    expect((await s.post('/talents/withdraw', { id: appA }, b.token)).code).toBe(404);
    expect((await s.post('/talents/invite', { application_id: appA, time: '2099-01-01 10:00', place: '人民路 1 号 3 楼', contact: '刘经理', phone: '13900001111' }, stranger.token)).code).toBe(400);
    expect((await s.get('/talents/received', {}, stranger.token)).data.total).toBe(0);
    expect(snapshot()).toBe(held);

    expect((await s.post('/talents/open', { id: appA }, boss.token)).code).toBe(200);
    expect((await s.get('/talents/sent', {}, a.token)).data.lists[0].state).toBe('seen');
    expect((await s.post('/talents/withdraw', { id: appA }, a.token)).msg).toBe('企业已查看，不能撤回');
    const fmt = (t: number) => new Date((t + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' ');
    const soon = fmt(s.ctx.now() + 3 * 86400);
    const invite = { application_id: appA, time: soon, place: '人民路 1 号 3 楼', contact: '刘经理', phone: '13900001111', note: '请带上简历' };
    const before = snapshot();
    expect((await s.post('/talents/invite', { ...invite, time: fmt(s.ctx.now() - 3600) }, boss.token)).msg).toContain('面试时间须晚于现在');
    expect((await s.post('/talents/invite', { ...invite, time: '2026-02-30 10:00' }, boss.token)).msg).toContain('请选择面试时间');
    expect((await s.post('/talents/invite', { ...invite, place: '楼' }, boss.token)).msg).toContain('面试地点 4–60 个字');
    expect(snapshot()).toBe(before);
    const inv = (await s.post('/talents/invite', invite, boss.token)).data.id;
    expect((await s.post('/talents/invite', invite, boss.token)).msg).toBe('已发送过面试邀请');
    expect((await s.post('/talents/reject', { id: appB2, reason: '经验不符' }, boss.token)).code).toBe(200);
    expect((await s.get('/talents/sent', {}, b.token)).data.lists[0]).toMatchObject({ state: 'rejected', reason: '经验不符' });
    const got = (await s.get('/talents/invitesReceived', {}, a.token)).data.lists[0];
    expect(got).toMatchObject({ id: inv, time: soon, state: 'pending', company: company.name });
    expect((await s.post('/talents/answerInvite', { id: inv, answer: 'accept' }, b.token)).code).toBe(404);
    expect((await s.post('/talents/answerInvite', { id: inv, answer: 'decline', reason: '' }, a.token)).msg).toContain('拒绝原因 2–200 个字');
    expect((await s.post('/talents/answerInvite', { id: inv, answer: 'accept' }, a.token)).msg).toBe('已接受面试邀请');
    expect((await s.post('/talents/answerInvite', { id: inv, answer: 'decline', reason: '时间不合适' }, a.token)).msg).toBe('您已回复过该邀请');
    expect((await s.get('/talents/invitesSent', {}, boss.token)).data.lists[0]).toMatchObject({ id: inv, state: 'accepted', seeker: '周小芳' });
    expect((await s.get('/talents/invitesSent', {}, stranger.token)).data.total).toBe(0);
  });

  it('a company and a seeker edit their pages (checked first, nothing written when refused); the public résumé list shows summaries, never a phone; an entry is removed only by its owner', async () => {
    const boss = await recruiter();
    const nobody = member();
    const before = snapshot();
    expect((await s.post('/talents/saveCompany', { ...company, scale: '很多人' }, boss.token)).msg).toContain('请选择企业规模');
    expect((await s.post('/talents/saveCompanyDetail', { html: '<p>太短</p>' }, boss.token)).msg).toContain('请至少输入 10 个字');
    expect(await s.get('/talents/myCompany', {}, nobody.token)).toMatchObject({ code: 201, msg: '企业入驻审核通过后才能管理职位' });
    expect((await s.post('/talents/saveCompany', company, nobody.token)).code).toBe(201);
    expect((await s.post('/talents/saveCompanyDetail', { html: '<p>我们是一家专注测试的公司。</p>' }, nobody.token)).code).toBe(201);
    expect((await s.post('/talents/saveResumeDetail', { html: '<p>认真负责，乐于学习新技术。</p>' }, nobody.token)).msg).toBe('请先在“基本信息”中填写简历');
    expect(snapshot()).toBe(before);

    const pid = (await s.post('/talents/createPosition', position, boss.token)).data.id;
    expect((await s.post('/talents/saveCompany', { ...company, name: '盐城改名测试科技有限公司' }, boss.token)).msg).toBe('保存成功');
    expect((await s.post('/talents/saveCompanyDetail', { html: '<p>我们是一家专注测试的公司，欢迎加入。</p><script>alert(1)</script>' }, boss.token)).code).toBe(200);
    const mine = (await s.get('/talents/myCompany', {}, boss.token)).data;
    expect(mine).toMatchObject({ name: '盐城改名测试科技有限公司', scale: company.scale, phone: company.phone });
    expect(mine.content).toContain('专注测试');
    expect(mine.content).not.toContain('script');
    // the positions carry the company's new name (listed and searched by it)
    expect((await s.get('/talents/position', { id: pid })).data.company).toBe('盐城改名测试科技有限公司');
    expect((await s.get('/talents/positions', { keyword: '改名测试' })).data.total).toBe(1);

    const a = await seeker({ name: '钱多多', job_title: '接口测试专家', summary: '五年接口与性能测试经验，熟悉 k6。' });
    expect((await s.post('/talents/saveResumeDetail', { html: '<p>自我介绍：认真负责，乐于学习新技术。</p>' }, a.token)).code).toBe(200);
    expect((await s.get('/talents/myResume', {}, a.token)).data.content).toContain('乐于学习');
    const listed = (await s.get('/talents/resumes', { keyword: '接口测试专家', industry: 1 })).data;
    expect(listed.total).toBe(1);
    expect(listed.lists[0]).toMatchObject({ name: '钱女士', job_title: '接口测试专家', salary: '8-12K' });
    expect(JSON.stringify(listed)).not.toContain(resume.phone);
    expect((await s.get('/talents/resumes', { keyword: '接口测试专家', education: 16 })).data.total).toBe(0);
    await s.post('/talents/saveResume', { ...resume, name: '钱多多', job_title: '接口测试专家', summary: '五年接口与性能测试经验，熟悉 k6。', public: 0 }, a.token);
    expect((await s.get('/talents/resumes', { keyword: '接口测试专家' })).data.total).toBe(0);

    expect((await s.post('/talents/saveEntry', { kind: 'work', org: '盐城某测试公司', title: '测试工程师', start: '2020-03', end: '' }, a.token)).code).toBe(200);
    const entry = (await s.get('/talents/myResume', {}, a.token)).data.entries[0].id;
    const b = await seeker();
    const held = snapshot();
    expect((await s.post('/talents/removeEntry', { id: entry }, b.token)).code).toBe(404);
    expect((await s.post('/talents/removeEntry', { id: entry }, nobody.token)).code).toBe(201);
    expect(snapshot()).toBe(held);
    expect((await s.post('/talents/removeEntry', { id: entry }, a.token)).msg).toBe('删除成功');
    expect((await s.get('/talents/myResume', {}, a.token)).data.entries).toEqual([]);
  });
});
