// Recruiters (x-spec inferred): a company settles once (again only after a refusal), the review (the dev
// simulator) approves it and creates the company; then it edits its data and posts positions. Every write is
// the owner's and validated in full before anything is written; another company's position answers 404.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, ok, ParamError, strParam } from '../../http/context.js';
import { cleanHtml, htmlTextLength } from '../../http/html.js';
import type { Reviewable } from '../../http/review.js';
import { CITIES, INDUSTRIES, isOption, nameOf, SCALES } from './attributes.js';
import { positions } from './listing.js';
import { companyOfUser, MSG_NO_POSITION, MSG_NOT_RECRUITER, phoneOf, resumeOfUser, sized, type CompanyRow } from './rows.js';

type SettlementRow = { user_id: number; name: string; industry: number; city: string; scale: string; contact: string; phone: string; jianjie: string; status: 'waiting' | 'approved' | 'refused'; reason: string; created_at: number };
const settlementOf = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM talent_settlements WHERE user_id = ?').get(userId) as SettlementRow | undefined;

function companyOf(p: Params) {
  const name = sized(p, 'name', 4, 30, '企业名称');
  const industry = intParam(p, 'industry', 0);
  if (!isOption(INDUSTRIES, industry)) throw new ParamError('industry 请选择所属行业');
  const city = strParam(p, 'city', '').trim();
  if (!(CITIES as readonly string[]).includes(city)) throw new ParamError('city 请选择所在城市');
  const scale = strParam(p, 'scale', '').trim();
  if (!(SCALES as readonly string[]).includes(scale)) throw new ParamError('scale 请选择企业规模');
  const contact = sized(p, 'contact', 2, 20, '联系人');
  const phone = phoneOf(p, 'phone', true);
  const jianjie = sized(p, 'jianjie', 10, 200, '企业简介');
  return { name, industry, city, scale, contact, phone, jianjie };
}

function recruiter<T>(ctx: AppContext, userId: number, then: (c: CompanyRow) => T) {
  const c = companyOfUser(ctx, userId);
  return c ? then(c) : fail(201, MSG_NOT_RECRUITER);
}

export const companyHandlers: Pick<
  SectionHandlers<'talents'>,
  'talentRole' | 'talentRuzhu' | 'talentMyCompany' | 'talentSaveCompany' | 'talentSaveCompanyDetail' | 'talentMyPosition' | 'talentCreatePosition' | 'talentModifyPosition'
> = {
  talentRole(ctx, _p, req) {
    const me = req.user!.id;
    const s = settlementOf(ctx, me);
    const seeker = resumeOfUser(ctx, me) !== undefined;
    if (!s) return ok({ seeker, status: 'none', reason: '', name: '', inputtime: '', company_id: null }, '请求成功');
    return ok({ seeker, status: s.status, reason: s.reason, name: s.name, inputtime: fmtTime(s.created_at), company_id: companyOfUser(ctx, me)?.id ?? null }, '请求成功');
  },

  talentRuzhu(ctx, p, req) {
    const me = req.user!.id;
    const f = companyOf(p);
    const had = settlementOf(ctx, me);
    if (had?.status === 'waiting') return fail(201, '您的入驻申请正在审核中，请耐心等待');
    if (had?.status === 'approved') return fail(201, '您的企业已入驻');
    ctx.db
      .prepare(`INSERT INTO talent_settlements (user_id, name, industry, city, scale, contact, phone, jianjie, status, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'waiting', '', ?)
        ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, industry = excluded.industry, city = excluded.city, scale = excluded.scale, contact = excluded.contact,
          phone = excluded.phone, jianjie = excluded.jianjie, status = 'waiting', reason = '', created_at = excluded.created_at, reviewed_at = NULL`)
      .run(me, f.name, f.industry, f.city, f.scale, f.contact, f.phone, f.jianjie, ctx.now());
    return ok(null, '提交成功，请等待审核');
  },

  talentMyCompany: (ctx, _p, req) =>
    recruiter(ctx, req.user!.id, (c) => ok({ id: c.id, name: c.name, industry: c.industry, city: c.city, scale: c.scale, contact: c.contact, phone: c.phone, jianjie: c.jianjie, content: c.content }, '请求成功')),

  talentSaveCompany(ctx, p, req) {
    const f = companyOf(p);
    return recruiter(ctx, req.user!.id, (c) => {
      ctx.db.transaction(() => {
        ctx.db.prepare('UPDATE talent_companies SET name = ?, industry = ?, city = ?, scale = ?, contact = ?, phone = ?, jianjie = ?, updated_at = ? WHERE id = ?').run(f.name, f.industry, f.city, f.scale, f.contact, f.phone, f.jianjie, ctx.now(), c.id);
        // the positions carry the company's name, industry and contact (indexed, filtered, searched)
        ctx.db.prepare('UPDATE talent_positions SET company_name = ?, industry = ?, contact_name = ?, contact_phone = ? WHERE company_id = ?').run(f.name, f.industry, f.contact, f.phone, c.id);
      })();
      return ok(null, '保存成功');
    });
  },

  talentSaveCompanyDetail(ctx, p, req) {
    const html = cleanHtml(strParam(p, 'html', ''));
    if (htmlTextLength(html) < 10) throw new ParamError('html 请至少输入 10 个字');
    return recruiter(ctx, req.user!.id, (c) => {
      ctx.db.prepare('UPDATE talent_companies SET content = ?, updated_at = ? WHERE id = ?').run(html, ctx.now(), c.id);
      return ok(null, '保存成功');
    });
  },

  talentMyPosition(ctx, p, req) {
    const r = positions.own(ctx, intParam(p, 'id'), req.user!.id);
    if (!r) return fail(404, MSG_NO_POSITION);
    const { id, title, city, district, address, lat, lng, salary_min, salary_max, experience, education, jobtype, headcount, description, requirements } = r;
    return ok({ id, title, city, district, address, lat, lng, salary_min, salary_max, experience, education, jobtype, headcount, tags: r.tags ? r.tags.split(',') : [], description, requirements, status: r.status as 0 | 1 }, '请求成功');
  },

  talentCreatePosition(ctx, p, req) {
    const me = req.user!.id;
    if (!companyOfUser(ctx, me)) return fail(201, MSG_NOT_RECRUITER);
    const { row, images } = positions.checked(ctx, p, me);
    return ok({ id: positions.store.insert(ctx, me, row, images) }, '发布成功');
  },

  talentModifyPosition(ctx, p, req) {
    const me = req.user!.id;
    const id = intParam(p, 'id');
    if (!companyOfUser(ctx, me) || !positions.own(ctx, id, me)) return fail(404, MSG_NO_POSITION);
    const { row, images } = positions.checked(ctx, p, me, id);
    positions.store.update(ctx, id, row, images);
    return ok(null, '保存成功');
  },
};

/** Applications as the review simulator decides them; approval creates the company. */
export const talentReview: Reviewable = {
  kind: 'talent',
  label: '企业入驻',
  waiting: (ctx) =>
    (ctx.db.prepare("SELECT * FROM talent_settlements WHERE status = 'waiting' ORDER BY created_at").all() as SettlementRow[]).map((s) => ({
      id: s.user_id,
      name: s.name,
      detail: `${nameOf(INDUSTRIES, s.industry)} · ${s.city} · ${s.scale} · ${s.contact} ${s.phone}`,
      created_at: s.created_at,
    })),
  decide(ctx, userId, approve, reason) {
    const s = settlementOf(ctx, userId);
    if (!s || s.status !== 'waiting') return false;
    const now = ctx.now();
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE talent_settlements SET status = ?, reason = ?, reviewed_at = ? WHERE user_id = ?').run(approve ? 'approved' : 'refused', approve ? '' : reason, now, userId);
      if (approve && !companyOfUser(ctx, userId))
        ctx.db
          .prepare('INSERT INTO talent_companies (user_id, name, industry, city, scale, contact, phone, jianjie, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .run(userId, s.name, s.industry, s.city, s.scale, s.contact, s.phone, s.jianjie, now, now);
    })();
    return true;
  },
};
