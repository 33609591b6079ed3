import type { Schema, SectionHandlers } from '../../http/section.js';
import { fail, intParam, ok, pageOf, PAGE_SIZE, ParamError } from '../../http/context.js';
import { detailGuard, MSG_LIST_OK, news, NO_SCHOOL, schoolExists, stypeOf } from './queries.js';
import type { NewsRow } from './rows.js';

/** School and organisation pages: notices, alumni centre, organisations, settlement, classes. */
export const schoolHandlers = {
  noticeList(ctx, p) {
    const schoolId = intParam(p, 'school_id', 1);
    const stype = stypeOf(p);
    const ntype = intParam(p, 'ntype', 2);
    if (![1, 2, 3].includes(ntype)) throw new ParamError('ntype 必须是 1、2 或 3');
    const { offset } = pageOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const where = "kind = 'school' AND stype = ? AND school_id = ? AND ntype = ?";
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM news WHERE ${where}`).get(stype, schoolId, ntype) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT * FROM news WHERE ${where} ORDER BY inputtime DESC, id DESC LIMIT ? OFFSET ?`).all(stype, schoolId, ntype, PAGE_SIZE, offset) as NewsRow[];
    return ok({ lists: rows.map((r) => news(ctx, r)), total }, MSG_LIST_OK);
  },

  latestNotice(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    const ntype = intParam(p, 'ntype', 2);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const row = ctx.db.prepare("SELECT * FROM news WHERE kind = 'school' AND stype = ? AND school_id = ? AND ntype = ? ORDER BY inputtime DESC, id DESC LIMIT 1").get(stype, schoolId, ntype) as NewsRow | undefined;
    return ok(row ? news(ctx, row) : null);
  },

  noticeDetail(ctx, p, req) {
    const id = intParam(p, 'id');
    const row = ctx.db.prepare("SELECT * FROM news WHERE id = ? AND kind = 'school'").get(id) as NewsRow | undefined;
    if (!row) return fail(404, '内容不存在');
    return detailGuard(req) ?? ok(news(ctx, row));
  },

  centreNoticeList(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    const { offset } = pageOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM centre_notices WHERE stype = ? AND school_id = ?').get(stype, schoolId) as { n: number }).n;
    const rows = ctx.db.prepare('SELECT * FROM centre_notices WHERE stype = ? AND school_id = ? ORDER BY inputtime DESC, id DESC LIMIT ? OFFSET ?').all(stype, schoolId, PAGE_SIZE, offset) as NewsRow[];
    return ok({ lists: rows.map((r) => news(ctx, r)), total }, MSG_LIST_OK);
  },

  centreNoticeDetail(ctx, p, req) {
    const id = intParam(p, 'id');
    const row = ctx.db.prepare('SELECT * FROM centre_notices WHERE id = ?').get(id) as NewsRow | undefined;
    if (!row) return fail(404, '通知不存在');
    return detailGuard(req) ?? ok(news(ctx, row));
  },

  latestCentreNotice(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const row = ctx.db.prepare('SELECT * FROM centre_notices WHERE stype = ? AND school_id = ? ORDER BY inputtime DESC, id DESC LIMIT 1').get(stype, schoolId) as NewsRow | undefined;
    return ok(row ? news(ctx, row) : null);
  },

  alumniList(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    const { offset } = pageOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const total = (ctx.db.prepare('SELECT COUNT(DISTINCT jieshu) AS n FROM alumni_classes WHERE stype = ? AND school_id = ?').get(stype, schoolId) as { n: number }).n;
    const years = ctx.db.prepare('SELECT DISTINCT jieshu FROM alumni_classes WHERE stype = ? AND school_id = ? ORDER BY jieshu DESC LIMIT ? OFFSET ?').all(stype, schoolId, PAGE_SIZE, offset) as { jieshu: number }[];
    const classes = ctx.db.prepare('SELECT id, banji, nianji FROM alumni_classes WHERE stype = ? AND school_id = ? AND jieshu = ? ORDER BY id');
    type ClassRow = { id: number; banji: string; nianji: string };
    return ok({ lists: years.map((y) => ({ jieshu: y.jieshu, classes: classes.all(stype, schoolId, y.jieshu) as ClassRow[] })), total }, MSG_LIST_OK);
  },

  alumniBasics(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    const row = ctx.db.prepare('SELECT fuzeren, lianyi FROM institutions WHERE stype = ? AND id = ?').get(stype, schoolId) as { fuzeren: string; lianyi: string } | undefined;
    if (!row) return NO_SCHOOL();
    return ok(row);
  },

  latestGraduates(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const rows = ctx.db
      .prepare('SELECT jieshu, banji, nianji FROM alumni_classes WHERE stype = ? AND school_id = ? AND jieshu >= (SELECT MAX(jieshu) - 2 FROM alumni_classes WHERE stype = ? AND school_id = ?) ORDER BY jieshu DESC, id')
      .all(stype, schoolId, stype, schoolId) as { jieshu: number; banji: string; nianji: string }[];
    return ok({ lists: rows }, MSG_LIST_OK);
  },

  organisationList(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    return ok({ lists: ctx.db.prepare('SELECT orgname, orgvalue FROM org_rows WHERE stype = ? AND school_id = ? ORDER BY id').all(stype, schoolId) as { orgname: string; orgvalue: string }[] }, MSG_LIST_OK);
  },

  educationSettleInfo(ctx, _p, req) {
    const row = ctx.db.prepare('SELECT status, schoolname FROM education_settlements WHERE user_id = ?').get(req.user!.id) as Schema<'SettleInfo'> | undefined;
    return ok(row ?? { status: 0, schoolname: '' }, MSG_LIST_OK);
  },

  studentClasses(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const rows = ctx.db.prepare('SELECT id, nianji, banji FROM student_classes WHERE stype = ? AND school_id = ? ORDER BY id').all(stype, schoolId) as { id: number; nianji: string; banji: string }[];
    const groups: { nianji: string; xiangxi: { id: number; banji: string }[] }[] = [];
    for (const r of rows) {
      let g = groups.find((x) => x.nianji === r.nianji);
      if (!g) groups.push((g = { nianji: r.nianji, xiangxi: [] }));
      g.xiangxi.push({ id: r.id, banji: r.banji });
    }
    return ok({ lists: groups }, MSG_LIST_OK);
  },
} satisfies Partial<SectionHandlers<'education'>>;
