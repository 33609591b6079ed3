// Settle-in (入驻) of the education area (x-spec inferred): a member applies once as a teacher (kind 3), a
// school (1) or a guide institution (2), again only after a refusal; review (the dev simulator) approves it and
// creates the public teacher or institution, owned by the member. Every input is validated in full before
// anything is written.
import type { AppContext, Params } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok, ParamError, strParam } from '../../http/context.js';
import { cleanHtml, htmlTextLength, safeUrl } from '../../http/html.js';
import type { Reviewable } from '../../http/review.js';

export const MSG_NOT_SETTLED = '入驻审核通过后才能管理教育发布';
const POLITICS = ['中共党员', '中共预备党员', '共青团员', '民主党派', '群众'];
const JIUZHI = ['在职', '离职', '退休'];
const TEACHER_PICS = { zhaopian: '照片', zhengjian: '身份证照片', wenping: '学历证书照片' } as const;
const SCHOOL_PICS = { zhengshu: '办学许可证照片', piwen: '批文照片', pic1: '学校照片' } as const;
const PARTS = { 3: ['jianli', 'zhici'], 1: ['jianjie', 'kecheng'], 2: ['jianjie', 'kecheng'] } as const;

type Kind = 1 | 2 | 3;
type Profile = Record<string, string | number>;
type Settlement = { status: number; kind: Kind; profile: string; reason: string; created_at: number };

function sized(p: Params, key: string, min: number, max: number, label: string): string {
  const v = strParam(p, key, '').trim();
  if (v.length < min) throw new ParamError(min <= 1 ? `${key} 请填写${label}` : `${key} ${label}请填写 ${min}–${max} 个字`);
  if (v.length > max) throw new ParamError(`${key} ${label}最多 ${max} 个字`);
  return v;
}
function oneOf(p: Params, key: string, list: string[], label: string): string {
  const v = strParam(p, key, '').trim();
  if (!list.includes(v)) throw new ParamError(`${key} 请选择${label}`);
  return v;
}
function dateOf(p: Params, key: string, label: string, minYear: number, maxYear: number): string {
  const v = strParam(p, key, '').trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const d = m ? new Date(`${v}T00:00:00Z`) : null;
  if (!m || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) throw new ParamError(`${key} 请填写正确的${label}（如 2000-01-31）`);
  const y = Number(m[1]);
  if (y < minYear || y > maxYear) throw new ParamError(`${key} ${label}须在 ${minYear}–${maxYear} 年之间`);
  return v;
}
function numberOf(p: Params, key: string, min: number, max: number, label: string): number {
  if (p[key] === undefined || p[key] === '') throw new ParamError(`${key} 请填写${label}`);
  const n = intParam(p, key);
  if (n < min || n > max) throw new ParamError(`${key} ${label}须在 ${min}–${max} 之间`);
  return n;
}

/** A picture upload of the member's, as its stored URL; undefined when left out (and not required). */
function pictureOf(ctx: AppContext, p: Params, key: string, label: string, userId: number, required: boolean): string | undefined {
  const id = p[key] === undefined || p[key] === '' ? 0 : intParam(p, key);
  if (!id) {
    if (required) throw new ParamError(`${key} 请上传${label}`);
    return undefined;
  }
  const row = ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id = ?').get(id, userId) as { url: string } | undefined;
  if (!row) throw new ParamError(`${key} ${label}不存在，请重新上传`);
  return row.url;
}

/** The profile of one kind from the form; pictures are required on an application, kept when left out on an update. */
export function profileOf(ctx: AppContext, p: Params, kind: Kind, userId: number, had?: Profile): Profile {
  const year = new Date(ctx.now() * 1000).getUTCFullYear();
  const out: Profile = {};
  if (kind === 3) {
    out.realname = sized(p, 'realname', 2, 20, '姓名');
    out.zhiwu = sized(p, 'zhiwu', 2, 30, '职务');
    out.politics_status = oneOf(p, 'politics_status', POLITICS, '政治面貌');
    out.schoolname = sized(p, 'schoolname', 2, 60, '任教学校');
    out.jiuzhi_status = oneOf(p, 'jiuzhi_status', JIUZHI, '就职状态');
    out.jiaoling = numberOf(p, 'jiaoling', 0, 60, '教龄');
    out.csdate = dateOf(p, 'csdate', '出生日期', year - 80, year - 18);
    out.city = sized(p, 'city', 2, 30, '所在城市');
    for (const [key, label] of Object.entries(TEACHER_PICS)) out[key] = pictureOf(ctx, p, key, label, userId, !had) ?? String(had?.[key] ?? '');
    return out;
  }
  out.schoolname = sized(p, 'schoolname', 2, 60, kind === 1 ? '学校名称' : '机构名称');
  out.belong_cn = sized(p, 'belong_cn', 2, 60, '主管单位');
  out.address = sized(p, 'address', 5, 100, '地址');
  out.banqi = sized(p, 'banqi', 1, 60, '班期');
  out.xingshi = sized(p, 'xingshi', 1, 30, '办学形式');
  out.leibie = sized(p, 'leibie', 1, 30, '类别');
  out.lianxiren = sized(p, 'lianxiren', 2, 20, '联系人');
  out.studentcount = numberOf(p, 'studentcount', 0, 1000000, '学生人数');
  out.cldate = dateOf(p, 'cldate', '成立日期', 1800, year);
  const tel = strParam(p, 'tel', '').trim();
  if (!/^(1\d{10}|0\d{2,3}-?\d{7,8})$/.test(tel)) throw new ParamError('tel 请填写正确的联系电话');
  out.tel = tel;
  const website = strParam(p, 'website', '').trim();
  if (website && (!safeUrl(website) || !/^https?:\/\//i.test(website) || website.length > 200)) throw new ParamError('website 网址须以 http:// 或 https:// 开头');
  out.website = website;
  out.xingzhi = sized(p, 'xingzhi', 1, 30, '办学性质');
  out.cengji = sized(p, 'cengji', 1, 30, '办学层次');
  for (const [key, label] of Object.entries(SCHOOL_PICS)) out[key] = pictureOf(ctx, p, key, label, userId, !had && key !== 'pic1') ?? String(had?.[key] ?? '');
  return out;
}

const settlementOf = (ctx: AppContext, userId: number) =>
  ctx.db.prepare('SELECT s.status, s.created_at, a.kind, a.profile, a.reason FROM education_settlements s JOIN education_applications a ON a.user_id = s.user_id WHERE s.user_id = ?').get(userId) as Settlement | undefined;

/** The member's approved teacher or institution, or undefined. */
export function ownedBy(ctx: AppContext, userId: number): { kind: Kind; id: number } | undefined {
  const t = ctx.db.prepare('SELECT id FROM teachers WHERE user_id = ?').get(userId) as { id: number } | undefined;
  if (t) return { kind: 3, id: t.id };
  const s = ctx.db.prepare('SELECT stype, id FROM institutions WHERE user_id = ?').get(userId) as { stype: 1 | 2; id: number } | undefined;
  return s && { kind: s.stype, id: s.id };
}

/** Who a page serves, as its refusal says it. */
export const onlyFor = (kinds: Kind[]) => `该功能仅对${kinds.includes(3) ? '教师' : kinds.includes(2) ? '学校和机构' : '学校'}开放`;

/** Runs `then` with the member's teacher or institution, else 201 (not settled). */
export function asOwner<T>(ctx: AppContext, userId: number, kinds: Kind[], then: (o: { kind: Kind; id: number }) => T) {
  const o = ownedBy(ctx, userId);
  if (!o) return fail(201, MSG_NOT_SETTLED);
  if (!kinds.includes(o.kind)) return fail(201, onlyFor(kinds));
  return then(o);
}

const TEACHER_COLS = ['realname', 'zhiwu', 'politics_status', 'schoolname', 'jiuzhi_status', 'jiaoling', 'csdate', 'city', 'zhaopian', 'zhengjian', 'wenping'];
const SCHOOL_COLS = ['schoolname', 'belong_cn', 'address', 'banqi', 'xingshi', 'leibie', 'lianxiren', 'studentcount', 'cldate', 'tel', 'website', 'zhengshu', 'piwen', 'pic1', 'xingzhi', 'cengji'];
const PIC_KEYS = new Set([...Object.keys(TEACHER_PICS), ...Object.keys(SCHOOL_PICS)]);

function profileOut(ctx: AppContext, raw: Profile) {
  const all = [...new Set([...TEACHER_COLS, ...SCHOOL_COLS])];
  const out: Record<string, string | number> = {};
  for (const k of all) {
    const v = raw[k];
    if (k === 'jiaoling' || k === 'studentcount') out[k] = typeof v === 'number' ? v : 0;
    else out[k] = PIC_KEYS.has(k) || k === 'website' ? abs(ctx, String(v ?? '')) : String(v ?? '');
  }
  return out;
}

function rowOf(ctx: AppContext, o: { kind: Kind; id: number }): Record<string, unknown> {
  return o.kind === 3
    ? (ctx.db.prepare('SELECT * FROM teachers WHERE id = ?').get(o.id) as Record<string, unknown>)
    : (ctx.db.prepare('SELECT * FROM institutions WHERE stype = ? AND id = ?').get(o.kind, o.id) as Record<string, unknown>);
}

type ReleaseOps = 'educationReleaseMine' | 'educationReleaseApply' | 'educationReleaseSaveBase' | 'educationReleaseSaveDetail';

export const releaseHandlers: Pick<SectionHandlers<'education'>, ReleaseOps> = {
  educationReleaseMine(ctx, _p, req) {
    const s = settlementOf(ctx, req.user!.id);
    if (!s) return ok({ kind: 0, status: 0, reason: '', inputtime: '', id: null, profile: null, parts: {} }, '请求成功');
    const o = ownedBy(ctx, req.user!.id);
    const row = o ? rowOf(ctx, o) : undefined;
    const profile = profileOut(ctx, (row ?? JSON.parse(s.profile)) as Profile);
    const parts: Record<string, string> = {};
    if (row) for (const k of PARTS[s.kind]) parts[k] = String(row[k] ?? '');
    return ok({ kind: s.kind, status: s.status as 0 | 1 | 2 | 3, reason: s.reason, inputtime: fmtTime(s.created_at), id: o?.id ?? null, profile: profile as Schema<'EducationProfile'>, parts }, '请求成功');
  },

  educationReleaseApply(ctx, p, req) {
    const me = req.user!.id;
    const kind = intParam(p, 'kind') as Kind;
    if (![1, 2, 3].includes(kind)) throw new ParamError('kind 请选择入驻类型');
    const profile = profileOf(ctx, p, kind, me);
    const had = settlementOf(ctx, me);
    if (had?.status === 1) return fail(201, '您的入驻申请正在审核中，请耐心等待');
    if (had?.status === 2) return fail(201, '您已入驻，无需重复申请');
    ctx.db.transaction(() => {
      ctx.db.prepare('INSERT INTO education_applications (user_id, kind, profile, reason) VALUES (?, ?, ?, \'\') ON CONFLICT (user_id) DO UPDATE SET kind = excluded.kind, profile = excluded.profile, reason = \'\'').run(me, kind, JSON.stringify(profile));
      ctx.db.prepare('INSERT INTO education_settlements (user_id, status, schoolname, created_at) VALUES (?, 1, ?, ?) ON CONFLICT (user_id) DO UPDATE SET status = 1, schoolname = excluded.schoolname, created_at = excluded.created_at').run(me, String(profile.schoolname), ctx.now());
    })();
    return ok(null, '提交成功，请等待审核');
  },

  educationReleaseSaveBase(ctx, p, req) {
    const me = req.user!.id;
    const o = ownedBy(ctx, me);
    if (!o) return fail(201, MSG_NOT_SETTLED);
    const row = rowOf(ctx, o) as Profile;
    const had: Profile = o.kind === 3 ? { zhaopian: row.zhaopian!, zhengjian: row.zhengjian!, wenping: row.wenping! } : { zhengshu: row.zhengshu!, piwen: row.piwen!, pic1: row.pic1! };
    const f = profileOf(ctx, p, o.kind, me, had);
    const cols = o.kind === 3 ? TEACHER_COLS : SCHOOL_COLS;
    const set = cols.map((c) => `${c} = ?`).join(', ');
    if (o.kind === 3) ctx.db.prepare(`UPDATE teachers SET ${set} WHERE id = ?`).run(...cols.map((c) => f[c]), o.id);
    else ctx.db.prepare(`UPDATE institutions SET ${set} WHERE stype = ? AND id = ?`).run(...cols.map((c) => f[c]), o.kind, o.id);
    ctx.db.prepare('UPDATE education_settlements SET schoolname = ? WHERE user_id = ?').run(String(f.schoolname), me);
    ctx.cache.bump();
    return ok(null, '保存成功');
  },

  educationReleaseSaveDetail(ctx, p, req) {
    const part = strParam(p, 'part');
    const html = cleanHtml(strParam(p, 'html', ''));
    const o = ownedBy(ctx, req.user!.id);
    if (!o) return fail(201, MSG_NOT_SETTLED);
    if (!(PARTS[o.kind] as readonly string[]).includes(part)) throw new ParamError(`part ${o.kind === 3 ? '教师可编辑个人简历和致辞' : '学校可编辑简介和课程'}`);
    if (htmlTextLength(html) < 10) throw new ParamError('html 请至少输入 10 个字');
    if (o.kind === 3) ctx.db.prepare(`UPDATE teachers SET ${part} = ? WHERE id = ?`).run(html, o.id);
    else ctx.db.prepare(`UPDATE institutions SET ${part} = ? WHERE stype = ? AND id = ?`).run(html, o.kind, o.id);
    ctx.cache.bump();
    return ok(null, '保存成功');
  },
};

/** Applications as the review simulator decides them; approval creates the member's teacher or institution. */
export const educationReview: Reviewable = {
  kind: 'education',
  label: '教育入驻',
  waiting: (ctx) =>
    (ctx.db.prepare('SELECT a.user_id, a.kind, a.profile, s.created_at FROM education_applications a JOIN education_settlements s ON s.user_id = a.user_id WHERE s.status = 1 ORDER BY s.created_at').all() as { user_id: number; kind: Kind; profile: string; created_at: number }[]).map((a) => {
      const f = JSON.parse(a.profile) as Profile;
      const label = a.kind === 3 ? '教师' : a.kind === 1 ? '学校' : '机构';
      return { id: a.user_id, name: `${label} · ${String(f.realname ?? f.schoolname)}`, detail: `${String(f.schoolname)} · ${String(f.city ?? f.address)}`, created_at: a.created_at };
    }),
  decide(ctx, userId, approve, reason) {
    const s = settlementOf(ctx, userId);
    if (!s || s.status !== 1) return false;
    const f = JSON.parse(s.profile) as Profile;
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE education_settlements SET status = ? WHERE user_id = ?').run(approve ? 2 : 3, userId);
      ctx.db.prepare('UPDATE education_applications SET reason = ? WHERE user_id = ?').run(approve ? '' : reason, userId);
      if (!approve || ownedBy(ctx, userId)) return;
      if (s.kind === 3)
        ctx.db
          .prepare(`INSERT INTO teachers (realname, zhiwu, politics_status, school_id, schoolname, pingji, jiuzhi_status, jiaoling, city, position, csdate, zhici, jianli, zhaopian, wenping, zhengjian, location, website, tel, user_id)
            VALUES (?, ?, ?, 0, ?, '', ?, ?, ?, '', ?, '', '', ?, ?, ?, '', '', '', ?)`)
          .run(f.realname, f.zhiwu, f.politics_status, f.schoolname, f.jiuzhi_status, f.jiaoling, f.city, f.csdate, f.zhaopian, f.wenping, f.zhengjian, userId);
      else {
        const id = (ctx.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM institutions WHERE stype = ?').get(s.kind) as { n: number }).n;
        ctx.db
          .prepare(`INSERT INTO institutions (stype, id, schoolname, belong_cn, address, pic1, banqi, xingshi, leibie, lianxiren, studentcount, cldate, tel, website, zhengshu, piwen, jianjie, kecheng, xingzhi, cengji, pingji, fuzeren, lianyi, user_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', '', ?, ?, '', '', '', ?)`)
          .run(s.kind, id, f.schoolname, f.belong_cn, f.address, f.pic1 ?? '', f.banqi, f.xingshi, f.leibie, f.lianxiren, f.studentcount, f.cldate, f.tel, f.website, f.zhengshu, f.piwen, f.xingzhi, f.cengji, userId);
      }
    })();
    ctx.cache.bump();
    return true;
  },
};
