import type { AppContext } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { closeExpiredOrders, orderHandlers } from './orders.js';
import { detailGuard, institution, MSG_LIST_OK, NO_SCHOOL } from './queries.js';
import type { CommentRow, CoursewareRow, InstitutionRow, KewuRow, RemarkRow, TeacherRow } from './rows.js';
import { schoolHandlers } from './schools.js';
import { coursewareHandlers } from './courseware.js';
import { documentHandlers } from './documents.js';
import { releaseHandlers } from './release.js';
import { mayPlay, salesHandlers } from './sales.js';
import { schoolContentHandlers } from './schoolContent.js';
import { teacherRosterHandlers } from './teachers.js';
import { abs, fail, fmtTime, intParam, money, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';

const REMARK_LIMIT = 5;
const PINGJI = ['优秀', '良好', '中等', '一般', '差'];

function teacherExists(ctx: AppContext, id: number): boolean {
  return Boolean(ctx.db.prepare('SELECT 1 FROM teachers WHERE id = ?').get(id));
}

const NO_TEACHER = () => fail(404, '教师不存在');

export function teacherStats(ctx: AppContext, id: number, userId?: number) {
  const db = ctx.db;
  const likes = (db.prepare('SELECT COUNT(*) AS n FROM likes WHERE teacher_id = ?').get(id) as { n: number }).n;
  const collects = (db.prepare('SELECT COUNT(*) AS n FROM collects WHERE teacher_id = ?').get(id) as { n: number }).n;
  const gifts = db.prepare("SELECT COUNT(*) AS orders, COALESCE(SUM(number), 0) AS flowers FROM orders WHERE teacher_id = ? AND trade_state = 'SUCCESS'").get(id) as {
    orders: number;
    flowers: number;
  };
  const avg = (db.prepare('SELECT AVG(score) AS a FROM ratings WHERE teacher_id = ?').get(id) as { a: number | null }).a;
  return {
    likecount: likes,
    collectcount: collects,
    flowercount: gifts.flowers,
    giftcount: gifts.orders,
    average: avg === null ? 0 : Math.round(avg * 10) / 10,
    isLiked: userId ? Boolean(db.prepare('SELECT 1 FROM likes WHERE teacher_id = ? AND user_id = ?').get(id, userId)) : false,
    isCollected: userId ? Boolean(db.prepare('SELECT 1 FROM collects WHERE teacher_id = ? AND user_id = ?').get(id, userId)) : false,
  };
}

/** ageFrom for one birth date, recomputed when the (UTC+8) day changes. */
function agePerDay(csdate: string): (nowSeconds: number) => number {
  let day = NaN;
  let age = 0;
  return (nowSeconds) => {
    const today = Math.floor((nowSeconds + 8 * 3600) / 86400);
    if (today !== day) {
      age = ageFrom(csdate, nowSeconds);
      day = today;
    }
    return age;
  };
}

function ageFrom(csdate: string, nowSeconds: number): number {
  const [y, m, d] = csdate.split('-').map(Number) as [number, number, number];
  const now = new Date((nowSeconds + 8 * 3600) * 1000);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--;
  return age;
}

/** One courseware row in the shape every courseware answer takes its fields from. */
function coursewareItem(ctx: AppContext, r: CoursewareRow, playable = r.price_cents <= 0) {
  const liuyan = r.liuyancount;
  const chargetype: Schema<'Flag'> = r.price_cents > 0 ? 1 : 0;
  return {
    id: r.id, title: r.title, type: r.type, teacher_id: r.teacher_id, clickcount: r.clickcount, liuyancount: liuyan, views: r.clickcount, comments: liuyan,
    inputtime: fmtTime(r.inputtime), fengmian: abs(ctx, r.fengmian), fileurl: playable ? abs(ctx, r.fileurl) : '',
    price: money(r.price_cents), chargetype, tuijian: r.tuijian, duration: r.duration,
  };
}

const CW_COLUMNS = `c.id, c.teacher_id, c.type, c.title, c.jianjie, c.fengmian, c.fileurl, c.price_cents, c.tuijian, c.clickcount, c.inputtime, c.duration,
  (SELECT COUNT(*) FROM comments m WHERE m.courseware_id = c.id) AS liuyancount`;

function teacherCourseware(ctx: AppContext, teacherId: number, type: number) {
  const rows = ctx.db.prepare(`SELECT ${CW_COLUMNS} FROM courseware c WHERE c.teacher_id = ? AND c.type = ? AND c.status = 1 ORDER BY c.inputtime DESC, c.id DESC`).all(teacherId, type) as CoursewareRow[];
  const lists = rows.map((r) => coursewareItem(ctx, r));
  return ok({
    lists,
    totalclick: lists.reduce((s, r) => s + r.clickcount, 0),
    totalliuyan: lists.reduce((s, r) => s + r.liuyancount, 0),
  }, MSG_LIST_OK);
}

function toggle(ctx: AppContext, table: 'likes' | 'collects', teacherId: number, userId: number): Schema<'ToggleState'> {
  return ctx.db.transaction(() => {
    const del = ctx.db.prepare(`DELETE FROM ${table} WHERE teacher_id = ? AND user_id = ?`).run(teacherId, userId);
    if (del.changes === 0) ctx.db.prepare(`INSERT INTO ${table} (teacher_id, user_id, created_at) VALUES (?, ?, ?)`).run(teacherId, userId, ctx.now());
    const count = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE teacher_id = ?`).get(teacherId) as { n: number }).n;
    return { status: del.changes === 0 ? 1 : 0, count } as const;
  })();
}

export const educationHandlers: SectionHandlers<'education'> = {
  ...orderHandlers,
  ...schoolHandlers,
  ...releaseHandlers,
  ...documentHandlers,
  ...coursewareHandlers,
  ...schoolContentHandlers,
  ...salesHandlers,
  ...teacherRosterHandlers,
  educationInfo(ctx, p) {
    const id = intParam(p, 'id', 1);
    const type = intParam(p, 'type', 3);
    if (type === 3) {
      // the row and its stats change only on writes, which invalidate the memo; views and age are added per call
      const base = ctx.cache.memo(`teacher:${id}`, () => {
        const t = ctx.db.prepare('SELECT * FROM teachers WHERE id = ?').get(id) as TeacherRow | undefined;
        if (!t) return undefined;
        const s = teacherStats(ctx, id);
        // flowercount, average and school_id are sent beyond the contract's Teacher (clients may rely on them)
        const data: Schema<'Teacher'> & { school_id: number; flowercount: number; average: number } = {
          id, type: 3, realname: t.realname, name: t.realname, zhiwu: t.zhiwu, politics_status: t.politics_status, school_id: t.school_id, schoolname: t.schoolname,
          pingji: t.pingji, jiuzhi_status: t.jiuzhi_status, jiaoling: t.jiaoling, city: t.city, position: t.position, csdate: t.csdate,
          clickcount: t.clickcount, sharecount: t.sharecount, shares: t.sharecount,
          collectcount: s.collectcount, likecount: s.likecount, flowercount: s.flowercount, giftcount: s.giftcount, average: s.average,
          zhici: t.zhici, jianli: t.jianli, zhaopian: abs(ctx, t.zhaopian), wenping: abs(ctx, t.wenping),
          zhengjian: abs(ctx, t.zhengjian), location: t.location, website: abs(ctx, t.website), tel: t.tel,
        };
        return { data, age: agePerDay(data.csdate) };
      });
      if (!base) return NO_TEACHER();
      // age too is beyond the contract (the UI derives it from csdate)
      return ok({ ...base.data, age: base.age(ctx.now()), clickcount: base.data.clickcount + ctx.views.bump('teachers', id) });
    }
    if (type !== 1 && type !== 2) throw new ParamError('type 必须是 1、2 或 3');
    const row = ctx.db.prepare('SELECT * FROM institutions WHERE stype = ? AND id = ?').get(type, id) as InstitutionRow | undefined;
    if (!row) return NO_SCHOOL();
    const views = row.clickcount + ctx.views.bump(type === 1 ? 'schools' : 'guides', id);
    return ok(institution(ctx, { ...row, clickcount: views }));
  },

  teacherSubjects(ctx, p) {
    const id = intParam(p, 'teacher_id', 1);
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    return ok({ lists: ctx.db.prepare('SELECT id, title FROM teacher_subjects WHERE teacher_id = ? ORDER BY id').all(id) as { id: number; title: string }[] }, MSG_LIST_OK);
  },

  teacherTextList(ctx, p) {
    const id = intParam(p, 'teacher_id', 1);
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    return teacherCourseware(ctx, id, 1);
  },

  teacherVideoList(ctx, p) {
    const id = intParam(p, 'teacher_id', 1);
    const type = intParam(p, 'type', 2);
    if (type !== 2 && type !== 3) throw new ParamError('type 必须是 2 或 3');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    return teacherCourseware(ctx, id, type);
  },

  coursewareList(ctx, p) {
    const id = intParam(p, 'teacher_id', 1);
    const type = intParam(p, 'type', 1);
    const sort = intParam(p, 'sort', 1);
    const { offset } = pageOf(p);
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    const order = sort === 2 ? 'c.clickcount DESC, c.id DESC' : 'c.inputtime DESC, c.id DESC';
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM courseware WHERE teacher_id = ? AND type = ? AND status = 1').get(id, type) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT ${CW_COLUMNS} FROM courseware c WHERE c.teacher_id = ? AND c.type = ? AND c.status = 1 ORDER BY ${order} LIMIT ? OFFSET ?`).all(id, type, PAGE_SIZE, offset) as CoursewareRow[];
    return ok({ lists: rows.map((r) => coursewareItem(ctx, r)), total }, MSG_LIST_OK);
  },

  coursewareDetail(ctx, p, req) {
    const id = intParam(p, 'id');
    const row = ctx.db.prepare(`SELECT ${CW_COLUMNS} FROM courseware c WHERE c.id = ? AND c.status = 1`).get(id) as CoursewareRow | undefined;
    if (!row) return fail(404, '课件不存在');
    const guard = detailGuard(req);
    if (guard) return guard;
    const playable = mayPlay(ctx, id, row.teacher_id, row.price_cents, req.user?.id);
    const item = coursewareItem(ctx, { ...row, clickcount: row.clickcount + ctx.views.bump('courseware', id) }, playable);
    return ok({ ...item, jianjie: row.jianjie, paid: playable ? 1 : 0 });
  },

  commentList(ctx, p) {
    const id = intParam(p, 'id');
    const { offset } = pageOf(p);
    if (!ctx.db.prepare('SELECT 1 FROM courseware WHERE id = ?').get(id)) return fail(404, '课件不存在');
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM comments WHERE courseware_id = ? AND parent_id IS NULL').get(id) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT m.id, m.content, m.inputtime, u.nickname, u.username, u.avatar FROM comments m JOIN users u ON u.id = m.user_id
        WHERE m.courseware_id = ? AND m.parent_id IS NULL ORDER BY m.inputtime DESC, m.id DESC LIMIT ? OFFSET ?`)
      .all(id, PAGE_SIZE, offset) as CommentRow[];
    const replyStmt = ctx.db.prepare(`SELECT m.id, m.content, m.inputtime, u.nickname, u.username, u.avatar FROM comments m JOIN users u ON u.id = m.user_id
      WHERE m.parent_id = ? ORDER BY m.inputtime, m.id`);
    const person = (r: CommentRow) => ({ nickname: r.nickname || r.username, avatar: abs(ctx, r.avatar) });
    return ok({
      lists: rows.map((r) => {
        const who = person(r);
        return {
          id: r.id, content: r.content, inputtime: fmtTime(r.inputtime), ...who, touxiang: who.avatar,
          reply: (replyStmt.all(r.id) as CommentRow[]).map((x) => ({ id: x.id, content: x.content, inputtime: fmtTime(x.inputtime), ...person(x) })),
        };
      }),
      total,
    }, MSG_LIST_OK);
  },

  postComment(ctx, p, req) {
    const id = intParam(p, 'id');
    const msg = strParam(p, 'msg');
    if (!msg.trim()) return fail(201, '请输入留言内容');
    if (!ctx.db.prepare('SELECT 1 FROM courseware WHERE id = ?').get(id)) return fail(404, '课件不存在');
    const res = ctx.db.prepare('INSERT INTO comments (courseware_id, parent_id, user_id, content, inputtime) VALUES (?, NULL, ?, ?, ?)').run(id, req.user!.id, msg, ctx.now());
    return ok({ id: Number(res.lastInsertRowid) }, '留言成功');
  },

  postReply(ctx, p, req) {
    const id = intParam(p, 'id');
    const parent = intParam(p, 'message_id');
    const msg = strParam(p, 'msg');
    if (!msg.trim()) return fail(201, '请输入回复内容');
    const row = ctx.db.prepare('SELECT courseware_id, parent_id FROM comments WHERE id = ?').get(parent) as { courseware_id: number; parent_id: number | null } | undefined;
    if (!row || row.courseware_id !== id) return fail(404, '留言不存在');
    // replies attach to the top-level comment so the list stays two levels deep
    const top = row.parent_id ?? parent;
    const res = ctx.db.prepare('INSERT INTO comments (courseware_id, parent_id, user_id, content, inputtime) VALUES (?, ?, ?, ?, ?)').run(id, top, req.user!.id, msg, ctx.now());
    return ok({ id: Number(res.lastInsertRowid) }, '回复成功');
  },

  kewuList(ctx, p) {
    const id = intParam(p, 'teacher_id', 1);
    const sort = intParam(p, 'sort', 1);
    const { offset } = pageOf(p);
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM kewu WHERE teacher_id = ?').get(id) as { n: number }).n;
    const order = sort === 2 ? 'clickcount DESC, id DESC' : 'inputtime DESC, id DESC';
    const rows = ctx.db.prepare(`SELECT * FROM kewu WHERE teacher_id = ? ORDER BY ${order} LIMIT ? OFFSET ?`).all(id, PAGE_SIZE, offset) as KewuRow[];
    return ok({
      lists: rows.map((r) => ({ id: r.id, title: r.title, clickcount: r.clickcount, liuyancount: r.liuyancount, inputtime: fmtTime(r.inputtime), fengmian: abs(ctx, r.fengmian), teacher_id: r.teacher_id })),
      total,
    }, MSG_LIST_OK);
  },

  kewuDetail(ctx, p, req) {
    const id = intParam(p, 'id');
    const r = ctx.db.prepare('SELECT * FROM kewu WHERE id = ?').get(id) as KewuRow | undefined;
    if (!r) return fail(404, '课务不存在');
    const guard = detailGuard(req);
    if (guard) return guard;
    const views = r.clickcount + ctx.views.bump('kewu', id);
    return ok({ id: r.id, title: r.title, content: r.content, fengmian: abs(ctx, r.fengmian), clickcount: views, liuyancount: r.liuyancount, inputtime: fmtTime(r.inputtime), teacher_id: r.teacher_id });
  },

  remarkList(ctx, p, req) {
    const id = intParam(p, 'teacher_id', 1);
    const page = intParam(p, 'page', 1);
    if (page < 1) throw new ParamError('page 必须 >= 1');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM remarks WHERE teacher_id = ?').get(id) as { n: number }).n;
    const rows = ctx.db.prepare('SELECT id, user_id, content, pingji, inputtime FROM remarks WHERE teacher_id = ? ORDER BY inputtime DESC, id DESC LIMIT ? OFFSET ?').all(id, REMARK_LIMIT, Math.min((page - 1) * REMARK_LIMIT, 1e12)) as RemarkRow[];
    return ok({
      lists: rows.map((r) => ({ id: r.id, content: r.content, pingji: r.pingji, inputtime: fmtTime(r.inputtime), mine: req.user ? r.user_id === req.user.id : false })),
      total,
      limit: REMARK_LIMIT,
    }, MSG_LIST_OK);
  },

  addRemark(ctx, p, req) {
    const id = intParam(p, 'teacher_id');
    const content = strParam(p, 'content', '');
    const pingji = strParam(p, 'pingji', '');
    if (!content.trim()) return fail(201, '请输入备注内容');
    if (!pingji) return fail(201, '请选择评级');
    if (!PINGJI.includes(pingji)) throw new ParamError('pingji 必须是 优秀、良好、中等、一般 或 差');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    const res = ctx.db.prepare('INSERT INTO remarks (teacher_id, user_id, content, pingji, inputtime) VALUES (?, ?, ?, ?, ?)').run(id, req.user!.id, content, pingji, ctx.now());
    return ok({ id: Number(res.lastInsertRowid) }, '添加成功');
  },

  deleteRemark(ctx, p, req) {
    const id = intParam(p, 'beizhu_id');
    const row = ctx.db.prepare('SELECT user_id FROM remarks WHERE id = ?').get(id) as { user_id: number } | undefined;
    if (!row) return fail(404, '备注不存在');
    if (row.user_id !== req.user!.id) return fail(201, '只能删除自己添加的备注');
    ctx.db.prepare('DELETE FROM remarks WHERE id = ?').run(id);
    return ok(null, '删除成功');
  },

  flowerCount(ctx, p) {
    const id = intParam(p, 'id');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    closeExpiredOrders(ctx);
    return ok({ count: teacherStats(ctx, id).flowercount });
  },

  averageScore(ctx, p) {
    const id = intParam(p, 'id');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    return ok({ average: teacherStats(ctx, id).average });
  },

  collectStats(ctx, p, req) {
    const id = intParam(p, 'id');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    const s = teacherStats(ctx, id, req.user?.id);
    return ok({ count: s.collectcount, status: s.isCollected ? 1 : 0 });
  },

  likeStats(ctx, p, req) {
    const id = intParam(p, 'id');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    const s = teacherStats(ctx, id, req.user?.id);
    return ok({ count: s.likecount, status: s.isLiked ? 1 : 0 });
  },

  toggleLike(ctx, p, req) {
    const id = intParam(p, 'id');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    const res = toggle(ctx, 'likes', id, req.user!.id);
    return ok(res, res.status === 1 ? '点赞成功' : '取消点赞成功');
  },

  toggleCollect(ctx, p, req) {
    const id = intParam(p, 'id');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    const res = toggle(ctx, 'collects', id, req.user!.id);
    return ok(res, res.status === 1 ? '收藏成功' : '取消收藏成功');
  },

  rateTeacher(ctx, p, req) {
    const id = intParam(p, 'id');
    const score = intParam(p, 'score');
    if (score < 1 || score > 5) return fail(201, '请选择评分');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    ctx.db
      .prepare('INSERT INTO ratings (teacher_id, user_id, score, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (teacher_id, user_id) DO UPDATE SET score = excluded.score, created_at = excluded.created_at')
      .run(id, req.user!.id, score, ctx.now());
    return ok({ average: teacherStats(ctx, id).average }, '评分成功');
  },

  shareRecord(ctx, p) {
    const id = intParam(p, 'id');
    const type = intParam(p, 'type', 3);
    if (type === 2) {
      const cw = ctx.db.prepare('SELECT teacher_id FROM courseware WHERE id = ?').get(id) as { teacher_id: number } | undefined;
      if (!cw) return fail(404, '课件不存在');
      const count = ctx.db.transaction(() => {
        ctx.db.prepare('INSERT INTO shares (teacher_id, type, created_at) VALUES (?, 2, ?)').run(cw.teacher_id, ctx.now());
        return (ctx.db.prepare('SELECT COUNT(*) AS n FROM shares WHERE type = 2 AND teacher_id = ?').get(cw.teacher_id) as { n: number }).n;
      })();
      return ok({ sharecount: count }, '分享成功');
    }
    if (type !== 3) throw new ParamError('type 必须是 2 或 3');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    const sharecount = ctx.db.transaction(() => {
      ctx.db.prepare('INSERT INTO shares (teacher_id, type, created_at) VALUES (?, 3, ?)').run(id, ctx.now());
      ctx.db.prepare('UPDATE teachers SET sharecount = sharecount + 1 WHERE id = ?').run(id);
      return (ctx.db.prepare('SELECT sharecount FROM teachers WHERE id = ?').get(id) as { sharecount: number }).sharecount;
    })();
    return ok({ sharecount }, '分享成功');
  },

};
