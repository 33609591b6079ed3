// Job seekers' résumés (x-spec inferred): one per member, base data, a rich-text introduction and ordered work
// and education entries. The public sees a public résumé's summary (masked name, never the phone); the seeker
// and the recruiters it was sent to see it in full.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, likeArg, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { filterConds } from '../../http/filters.js';
import { cleanHtml, htmlTextLength } from '../../http/html.js';
import { CITIES, EDUCATIONS, EXPERIENCES, INDUSTRIES, isOption, ROWS, SALARIES } from './attributes.js';
import { ageOf, entriesOf, MSG_NO_RESUME, MSG_NO_RESUME_YET, phoneOf, resumeById, resumeCard, resumeOfUser, sized, upTo, type ResumeRow } from './rows.js';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** `YYYY-MM` of now in Asia/Shanghai. */
const thisMonth = (ctx: AppContext) => new Date((ctx.now() + 8 * 3600) * 1000).toISOString().slice(0, 7);

function resumeOf(ctx: AppContext, p: Params) {
  const name = sized(p, 'name', 2, 20, '姓名');
  const gender = strParam(p, 'gender', '');
  if (gender !== '男' && gender !== '女') throw new ParamError('gender 请选择性别');
  const birth_year = intParam(p, 'birth_year', 0);
  const age = ageOf(ctx, birth_year);
  if (age < 16 || age > 65) throw new ParamError('birth_year 出生年份有误（年龄需在 16–65 岁之间）');
  const phone = phoneOf(p, 'phone');
  const city = strParam(p, 'city', '').trim();
  if (!(CITIES as readonly string[]).includes(city)) throw new ParamError('city 请选择期望城市');
  const pick = (key: string, options: readonly { id: number }[], label: string) => {
    const v = intParam(p, key, 0);
    if (!isOption(options, v)) throw new ParamError(`${key} 请选择${label}`);
    return v;
  };
  const education = pick('education', EDUCATIONS.slice(1), '最高学历');
  const experience = pick('experience', EXPERIENCES.slice(1), '工作经验');
  const industry = pick('industry', INDUSTRIES, '期望行业');
  const job_title = sized(p, 'job_title', 2, 30, '期望职位');
  const salary = pick('salary', SALARIES, '期望薪资');
  const summary = sized(p, 'summary', 10, 200, '个人优势');
  const pub = intParam(p, 'public', 1) === 1 ? 1 : 0;
  return { name, gender, birth_year, phone, city, education, experience, industry, job_title, salary, summary, public: pub };
}

function seeker<T>(ctx: AppContext, userId: number, then: (r: ResumeRow) => T) {
  const r = resumeOfUser(ctx, userId);
  return r ? then(r) : fail(201, MSG_NO_RESUME_YET);
}

/** Whether a recruiter received an application with this résumé. */
export const sentTo = (ctx: AppContext, resumeId: number, userId: number) => ctx.db.prepare('SELECT 1 FROM talent_applications WHERE resume_id = ? AND recruiter_id = ?').get(resumeId, userId) !== undefined;
const entryOut = (e: { id: number; kind: 'work' | 'school'; org: string; title: string; start: string; end: string; note: string }) => ({ id: e.id, kind: e.kind, org: e.org, title: e.title, start: e.start, end: e.end, note: e.note });

const RESUME_ROWS = ROWS.filter((r) => ['industry', 'experience', 'education'].includes(r.key));

export const resumeHandlers: Pick<
  SectionHandlers<'talents'>,
  'talentResumes' | 'talentResume' | 'talentMyResume' | 'talentSaveResume' | 'talentSaveResumeDetail' | 'talentSaveEntry' | 'talentRemoveEntry'
> = {
  talentResumes(ctx, p) {
    const { offset } = pageOf(p);
    const conds = filterConds(ctx, RESUME_ROWS, p);
    const parts = ['public = 1', ...conds.map((c) => c.sql)];
    const args: unknown[] = conds.flatMap((c) => c.args);
    const city = strParam(p, 'city', '').trim();
    if (city) {
      parts.push('city = ?');
      args.push(city);
    }
    const keyword = strParam(p, 'keyword', '').trim();
    if (keyword) {
      parts.push("(job_title LIKE ? ESCAPE '\\' OR summary LIKE ? ESCAPE '\\')");
      args.push(likeArg(keyword), likeArg(keyword));
    }
    const where = parts.join(' AND ');
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM talent_resumes WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT * FROM talent_resumes WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as ResumeRow[];
    return ok({ lists: rows.map((r) => ({ ...resumeCard(ctx, r, false), inputtime: fmtTime(r.updated_at) })), total }, '请求成功');
  },

  talentResume(ctx, p, req) {
    const r = resumeById(ctx, intParam(p, 'id'));
    const me = req.user?.id;
    const full = !!r && me !== undefined && (r.user_id === me || sentTo(ctx, r.id, me));
    if (!r || (!full && !r.public)) return fail(404, MSG_NO_RESUME);
    return ok({
      ...resumeCard(ctx, r, full),
      inputtime: fmtTime(r.updated_at),
      full,
      phone: full ? r.phone : '',
      content: full ? r.content : '',
      entries: full ? entriesOf(ctx, r.id).map(entryOut) : [],
    }, '请求成功');
  },

  talentMyResume(ctx, _p, req) {
    const r = resumeOfUser(ctx, req.user!.id);
    if (!r) return ok({ id: null, filled: false, name: '', gender: '', birth_year: 0, phone: req.user!.phone ?? '', city: '', education: 0, experience: 0, industry: 0, job_title: '', salary: 0, summary: '', public: 1, content: '', entries: [] }, '请求成功');
    const { id, name, gender, birth_year, phone, city, education, experience, industry, job_title, salary, summary, content } = r;
    return ok({ id, filled: true, name, gender, birth_year, phone, city, education, experience, industry, job_title, salary, summary, public: r.public, content, entries: entriesOf(ctx, id).map(entryOut) }, '请求成功');
  },

  talentSaveResume(ctx, p, req) {
    const me = req.user!.id;
    const f = resumeOf(ctx, p);
    const now = ctx.now();
    ctx.db
      .prepare(`INSERT INTO talent_resumes (user_id, name, gender, birth_year, phone, city, education, experience, industry, job_title, salary, summary, public, created_at, updated_at)
        VALUES (@me, @name, @gender, @birth_year, @phone, @city, @education, @experience, @industry, @job_title, @salary, @summary, @public, @now, @now)
        ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, gender = excluded.gender, birth_year = excluded.birth_year, phone = excluded.phone, city = excluded.city,
          education = excluded.education, experience = excluded.experience, industry = excluded.industry, job_title = excluded.job_title, salary = excluded.salary,
          summary = excluded.summary, public = excluded.public, updated_at = excluded.updated_at`)
      .run({ ...f, me, now });
    return ok(null, '保存成功');
  },

  talentSaveResumeDetail(ctx, p, req) {
    const html = cleanHtml(strParam(p, 'html', ''));
    if (htmlTextLength(html) < 10) throw new ParamError('html 请至少输入 10 个字');
    return seeker(ctx, req.user!.id, (r) => {
      ctx.db.prepare('UPDATE talent_resumes SET content = ?, updated_at = ? WHERE id = ?').run(html, ctx.now(), r.id);
      return ok(null, '保存成功');
    });
  },

  talentSaveEntry(ctx, p, req) {
    const id = p.id === undefined || p.id === '' ? undefined : intParam(p, 'id');
    const kind = strParam(p, 'kind', '');
    if (kind !== 'work' && kind !== 'school') throw new ParamError('kind 请选择经历类型');
    const org = sized(p, 'org', 2, 30, kind === 'work' ? '公司名称' : '学校名称');
    const title = sized(p, 'title', 2, 30, kind === 'work' ? '职位名称' : '专业');
    const start = strParam(p, 'start', '').trim();
    const end = strParam(p, 'end', '').trim();
    const now = thisMonth(ctx);
    if (!MONTH.test(start) || start < '1960-01' || start > now) throw new ParamError('start 开始时间格式为 YYYY-MM，且不能晚于本月');
    if (end && (!MONTH.test(end) || end > now)) throw new ParamError('end 结束时间格式为 YYYY-MM，且不能晚于本月（至今请留空）');
    if (end && end < start) throw new ParamError('end 结束时间不能早于开始时间');
    const note = upTo(p, 'note', 500, kind === 'work' ? '工作内容' : '在校经历');
    return seeker(ctx, req.user!.id, (r) => {
      if (id !== undefined) {
        const had = ctx.db.prepare('SELECT 1 FROM talent_entries WHERE id = ? AND resume_id = ?').get(id, r.id);
        if (!had) return fail(404, '经历不存在');
        ctx.db.prepare('UPDATE talent_entries SET kind = ?, org = ?, title = ?, start = ?, end = ?, note = ? WHERE id = ?').run(kind, org, title, start, end, note, id);
      }
      const count = (ctx.db.prepare('SELECT COUNT(*) AS n FROM talent_entries WHERE resume_id = ?').get(r.id) as { n: number }).n;
      if (id === undefined && count >= 40) return fail(201, '经历最多 40 条');
      const saved = id ?? Number(ctx.db.prepare('INSERT INTO talent_entries (resume_id, kind, org, title, start, end, note) VALUES (?, ?, ?, ?, ?, ?, ?)').run(r.id, kind, org, title, start, end, note).lastInsertRowid);
      ctx.db.prepare('UPDATE talent_resumes SET updated_at = ? WHERE id = ?').run(ctx.now(), r.id);
      return ok({ id: saved }, '保存成功');
    });
  },

  talentRemoveEntry(ctx, p, req) {
    const id = intParam(p, 'id');
    return seeker(ctx, req.user!.id, (r) => {
      const info = ctx.db.prepare('DELETE FROM talent_entries WHERE id = ? AND resume_id = ?').run(id, r.id);
      return info.changes ? ok(null, '删除成功') : fail(404, '经历不存在');
    });
  },
};
