import { randomBytes } from 'node:crypto';
import type { AppContext, Handler, Params } from '../context.js';
import { EnvelopeTemplate, withEncoded } from '../json.js';
import { abs, fail, fmtTime, intParam, MSG_LOGIN_NEEDED, money, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../context.js';

const REMARK_LIMIT = 5;
const PINGJI = ['优秀', '良好', '中等', '一般', '差'];
const MSG_LIST_OK = '请求成功';

type Row = Record<string, unknown>;

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

function institution(ctx: AppContext, row: Row) {
  return {
    id: row.id, type: row.stype, schoolname: row.schoolname, belong_cn: row.belong_cn, address: row.address, pic1: abs(ctx, row.pic1 as string),
    banqi: row.banqi, xingshi: row.xingshi, leibie: row.leibie, lianxiren: row.lianxiren, studentcount: row.studentcount, cldate: row.cldate,
    tel: row.tel, website: abs(ctx, row.website as string), clickcount: row.clickcount, sharecount: row.sharecount, zhengshu: abs(ctx, row.zhengshu as string),
    piwen: abs(ctx, row.piwen as string), jianjie: row.jianjie, kecheng: row.kecheng, xingzhi: row.xingzhi, cengji: row.cengji, pingji: row.pingji,
  };
}

function coursewareItem(ctx: AppContext, r: Row) {
  const liuyan = r.liuyancount as number;
  return {
    id: r.id, title: r.title, type: r.type, teacher_id: r.teacher_id, clickcount: r.clickcount, liuyancount: liuyan, views: r.clickcount, comments: liuyan,
    inputtime: fmtTime(r.inputtime as number), fengmian: abs(ctx, r.fengmian as string), fileurl: abs(ctx, r.fileurl as string),
    price: money(r.price_cents as number), chargetype: (r.price_cents as number) > 0 ? 1 : 0, tuijian: r.tuijian,
  };
}

const CW_COLUMNS = `c.id, c.teacher_id, c.type, c.title, c.jianjie, c.fengmian, c.fileurl, c.price_cents, c.tuijian, c.clickcount, c.inputtime,
  (SELECT COUNT(*) FROM comments m WHERE m.courseware_id = c.id) AS liuyancount`;

function teacherCourseware(ctx: AppContext, teacherId: number, type: number) {
  const rows = ctx.db.prepare(`SELECT ${CW_COLUMNS} FROM courseware c WHERE c.teacher_id = ? AND c.type = ? ORDER BY c.inputtime DESC, c.id DESC`).all(teacherId, type) as Row[];
  const lists = rows.map((r) => coursewareItem(ctx, r));
  return ok({
    lists,
    totalclick: lists.reduce((s, r) => s + (r.clickcount as number), 0),
    totalliuyan: lists.reduce((s, r) => s + r.liuyancount, 0),
  }, MSG_LIST_OK);
}

function news(ctx: AppContext, r: Row) {
  return { id: r.id, title: r.title, content: r.content, inputtime: fmtTime(r.inputtime as number), pic: abs(ctx, r.pic as string), school_id: r.school_id };
}

function stypeOf(p: Params, key = 'stype'): number {
  const stype = intParam(p, key, 1);
  if (stype !== 1 && stype !== 2) throw new ParamError(`${key} 必须是 1 或 2`);
  return stype;
}

function schoolExists(ctx: AppContext, stype: number, id: number) {
  return Boolean(ctx.db.prepare('SELECT 1 FROM institutions WHERE stype = ? AND id = ?').get(stype, id));
}

const NO_SCHOOL = () => fail(404, '学校或机构不存在');

function toggle(ctx: AppContext, table: 'likes' | 'collects', teacherId: number, userId: number) {
  return ctx.db.transaction(() => {
    const del = ctx.db.prepare(`DELETE FROM ${table} WHERE teacher_id = ? AND user_id = ?`).run(teacherId, userId);
    if (del.changes === 0) ctx.db.prepare(`INSERT INTO ${table} (teacher_id, user_id, created_at) VALUES (?, ?, ?)`).run(teacherId, userId, ctx.now());
    const count = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE teacher_id = ?`).get(teacherId) as { n: number }).n;
    return { status: del.changes === 0 ? 1 : 0, count };
  })();
}

/** Unpaid orders older than ORDER_TTL_SECONDS become CLOSED (run before any order read and on a timer). */
export function closeExpiredOrders(ctx: AppContext): number {
  const changes = ctx.db.prepare("UPDATE orders SET trade_state = 'CLOSED' WHERE trade_state = 'NOTPAY' AND created_at <= ?").run(ctx.now() - ctx.config.orderTtlSeconds).changes;
  if (changes > 0) ctx.cache.bump();
  return changes;
}

function newOrderNumber(ctx: AppContext): string {
  const t = fmtTime(ctx.now()).replace(/\D/g, '');
  return `WZ${t}${randomBytes(5).readUIntBE(0, 5).toString().padStart(13, '0').slice(-8)}`;
}

function detailGuard(req: { user?: unknown }) {
  return req.user ? undefined : fail(202, MSG_LOGIN_NEEDED);
}

export const educationHandlers: Record<string, Handler> = {
  educationInfo(ctx, p) {
    const id = intParam(p, 'id', 1);
    const type = intParam(p, 'type', 3);
    if (type === 3) {
      // the row and its stats change only on writes, which invalidate the memo; views and age are added per call
      const base = ctx.cache.memo(`teacher:${id}`, () => {
        const t = ctx.db.prepare('SELECT * FROM teachers WHERE id = ?').get(id) as Row | undefined;
        if (!t) return undefined;
        const s = teacherStats(ctx, id);
        const data = {
          id, type: 3, realname: t.realname, name: t.realname, zhiwu: t.zhiwu, politics_status: t.politics_status, school_id: t.school_id, schoolname: t.schoolname,
          pingji: t.pingji, jiuzhi_status: t.jiuzhi_status, jiaoling: t.jiaoling, city: t.city, position: t.position, csdate: t.csdate as string,
          age: 0, clickcount: t.clickcount as number, sharecount: t.sharecount, shares: t.sharecount,
          collectcount: s.collectcount, likecount: s.likecount, flowercount: s.flowercount, giftcount: s.giftcount, average: s.average,
          zhici: t.zhici, jianli: t.jianli, zhaopian: abs(ctx, t.zhaopian as string), wenping: abs(ctx, t.wenping as string),
          zhengjian: abs(ctx, t.zhengjian as string), location: t.location, website: abs(ctx, t.website as string), tel: t.tel,
        };
        // the answer's bytes too: only age and the view count differ between calls
        return { data, age: agePerDay(data.csdate), json: new EnvelopeTemplate(ok(data), ['age', 'clickcount']) };
      });
      if (!base) return NO_TEACHER();
      const age = base.age(ctx.now());
      const clickcount = base.data.clickcount + ctx.views.bump('teachers', id);
      return withEncoded(ok({ ...base.data, age, clickcount }), base.json.fill({ age, clickcount }));
    }
    if (type !== 1 && type !== 2) throw new ParamError('type 必须是 1、2 或 3');
    const row = ctx.db.prepare('SELECT * FROM institutions WHERE stype = ? AND id = ?').get(type, id) as Row | undefined;
    if (!row) return NO_SCHOOL();
    const views = (row.clickcount as number) + ctx.views.bump(type === 1 ? 'schools' : 'guides', id);
    return ok(institution(ctx, { ...row, clickcount: views }));
  },

  teacherSubjects(ctx, p) {
    const id = intParam(p, 'teacher_id', 1);
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    return ok({ lists: ctx.db.prepare('SELECT id, title FROM teacher_subjects WHERE teacher_id = ? ORDER BY id').all(id) }, MSG_LIST_OK);
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
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM courseware WHERE teacher_id = ? AND type = ?').get(id, type) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT ${CW_COLUMNS} FROM courseware c WHERE c.teacher_id = ? AND c.type = ? ORDER BY ${order} LIMIT ? OFFSET ?`).all(id, type, PAGE_SIZE, offset) as Row[];
    return ok({ lists: rows.map((r) => coursewareItem(ctx, r)), total }, MSG_LIST_OK);
  },

  coursewareDetail(ctx, p, req) {
    const id = intParam(p, 'id');
    const row = ctx.db.prepare(`SELECT ${CW_COLUMNS} FROM courseware c WHERE c.id = ?`).get(id) as Row | undefined;
    if (!row) return fail(404, '课件不存在');
    const guard = detailGuard(req);
    if (guard) return guard;
    const item = coursewareItem(ctx, { ...row, clickcount: (row.clickcount as number) + ctx.views.bump('courseware', id) });
    return ok({ ...item, jianjie: row.jianjie });
  },

  commentList(ctx, p) {
    const id = intParam(p, 'id');
    const { offset } = pageOf(p);
    if (!ctx.db.prepare('SELECT 1 FROM courseware WHERE id = ?').get(id)) return fail(404, '课件不存在');
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM comments WHERE courseware_id = ? AND parent_id IS NULL').get(id) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT m.id, m.content, m.inputtime, u.nickname, u.username, u.avatar FROM comments m JOIN users u ON u.id = m.user_id
        WHERE m.courseware_id = ? AND m.parent_id IS NULL ORDER BY m.inputtime DESC, m.id DESC LIMIT ? OFFSET ?`)
      .all(id, PAGE_SIZE, offset) as Row[];
    const replyStmt = ctx.db.prepare(`SELECT m.id, m.content, m.inputtime, u.nickname, u.username, u.avatar FROM comments m JOIN users u ON u.id = m.user_id
      WHERE m.parent_id = ? ORDER BY m.inputtime, m.id`);
    const person = (r: Row) => ({ nickname: (r.nickname as string) || (r.username as string), avatar: abs(ctx, r.avatar as string) });
    return ok({
      lists: rows.map((r) => {
        const who = person(r);
        return {
          id: r.id, content: r.content, inputtime: fmtTime(r.inputtime as number), ...who, touxiang: who.avatar,
          reply: (replyStmt.all(r.id) as Row[]).map((x) => ({ id: x.id, content: x.content, inputtime: fmtTime(x.inputtime as number), ...person(x) })),
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
    const rows = ctx.db.prepare(`SELECT * FROM kewu WHERE teacher_id = ? ORDER BY ${order} LIMIT ? OFFSET ?`).all(id, PAGE_SIZE, offset) as Row[];
    return ok({
      lists: rows.map((r) => ({ id: r.id, title: r.title, clickcount: r.clickcount, liuyancount: r.liuyancount, inputtime: fmtTime(r.inputtime as number), fengmian: abs(ctx, r.fengmian as string), teacher_id: r.teacher_id })),
      total,
    }, MSG_LIST_OK);
  },

  kewuDetail(ctx, p, req) {
    const id = intParam(p, 'id');
    const r = ctx.db.prepare('SELECT * FROM kewu WHERE id = ?').get(id) as Row | undefined;
    if (!r) return fail(404, '课务不存在');
    const guard = detailGuard(req);
    if (guard) return guard;
    const views = (r.clickcount as number) + ctx.views.bump('kewu', id);
    return ok({ id: r.id, title: r.title, content: r.content, fengmian: abs(ctx, r.fengmian as string), clickcount: views, liuyancount: r.liuyancount, inputtime: fmtTime(r.inputtime as number), teacher_id: r.teacher_id });
  },

  remarkList(ctx, p, req) {
    const id = intParam(p, 'teacher_id', 1);
    const page = intParam(p, 'page', 1);
    if (page < 1) throw new ParamError('page 必须 >= 1');
    if (!teacherExists(ctx, id)) return NO_TEACHER();
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM remarks WHERE teacher_id = ?').get(id) as { n: number }).n;
    const rows = ctx.db.prepare('SELECT id, user_id, content, pingji, inputtime FROM remarks WHERE teacher_id = ? ORDER BY inputtime DESC, id DESC LIMIT ? OFFSET ?').all(id, REMARK_LIMIT, Math.min((page - 1) * REMARK_LIMIT, 1e12)) as Row[];
    return ok({
      lists: rows.map((r) => ({ id: r.id, content: r.content, pingji: r.pingji, inputtime: fmtTime(r.inputtime as number), mine: req.user ? r.user_id === req.user.id : false })),
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

  giftList(ctx, p) {
    const { offset } = pageOf(p);
    const rows = ctx.db.prepare('SELECT id, flowername, flowerpic, price_cents FROM gifts ORDER BY sort, id LIMIT ? OFFSET ?').all(PAGE_SIZE, offset) as Row[];
    return ok({ row: rows.map((g) => ({ id: g.id, flowername: g.flowername, flowerpic: abs(ctx, g.flowerpic as string), price: money(g.price_cents as number) })) }, 'success');
  },

  sendGift(ctx, p, req) {
    const teacherId = intParam(p, 'teacherid');
    const giftId = intParam(p, 'id');
    const number = intParam(p, 'number');
    if (number < 1) throw new ParamError('number 必须 >= 1');
    const key = typeof p.idempotency_key === 'string' && p.idempotency_key !== '' ? p.idempotency_key : null;
    if (!teacherExists(ctx, teacherId)) return NO_TEACHER();
    const gift = ctx.db.prepare('SELECT price_cents FROM gifts WHERE id = ?').get(giftId) as { price_cents: number } | undefined;
    if (!gift) return fail(404, '礼物不存在');
    const amount = gift.price_cents * number;
    if (!Number.isSafeInteger(amount)) throw new ParamError('number 过大');
    const userId = req.user!.id;
    const order = ctx.db.transaction(() => {
      if (key) {
        const existing = ctx.db.prepare('SELECT order_number, teacher_id, gift_id, number FROM orders WHERE user_id = ? AND idempotency_key = ?').get(userId, key) as
          | { order_number: string; teacher_id: number; gift_id: number; number: number }
          | undefined;
        if (existing) return existing.teacher_id === teacherId && existing.gift_id === giftId && existing.number === number ? existing.order_number : null;
      }
      const orderNumber = newOrderNumber(ctx);
      ctx.db
        .prepare('INSERT INTO orders (order_number, user_id, teacher_id, gift_id, number, amount_cents, trade_state, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(orderNumber, userId, teacherId, giftId, number, amount, 'NOTPAY', key, ctx.now());
      return orderNumber;
    })();
    if (order === null) throw new ParamError('idempotency_key 已用于另一笔订单');
    return ok({ order_number: order, code_url: `${ctx.publicUrl()}/pay/sim/${order}` }, '下单成功');
  },

  paymentStatus(ctx, p, req) {
    const orderNumber = strParam(p, 'order_number');
    closeExpiredOrders(ctx);
    const row = ctx.db.prepare('SELECT trade_state, user_id FROM orders WHERE order_number = ?').get(orderNumber) as { trade_state: string; user_id: number } | undefined;
    if (!row || row.user_id !== req.user!.id) return fail(404, '订单不存在');
    return ok({ trade_state: row.trade_state });
  },

  noticeList(ctx, p) {
    const schoolId = intParam(p, 'school_id', 1);
    const stype = stypeOf(p);
    const ntype = intParam(p, 'ntype', 2);
    if (![1, 2, 3].includes(ntype)) throw new ParamError('ntype 必须是 1、2 或 3');
    const { offset } = pageOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const where = "kind = 'school' AND stype = ? AND school_id = ? AND ntype = ?";
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM news WHERE ${where}`).get(stype, schoolId, ntype) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT * FROM news WHERE ${where} ORDER BY inputtime DESC, id DESC LIMIT ? OFFSET ?`).all(stype, schoolId, ntype, PAGE_SIZE, offset) as Row[];
    return ok({ lists: rows.map((r) => news(ctx, r)), total }, MSG_LIST_OK);
  },

  latestNotice(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    const ntype = intParam(p, 'ntype', 2);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const row = ctx.db.prepare("SELECT * FROM news WHERE kind = 'school' AND stype = ? AND school_id = ? AND ntype = ? ORDER BY inputtime DESC, id DESC LIMIT 1").get(stype, schoolId, ntype) as Row | undefined;
    return ok(row ? news(ctx, row) : null);
  },

  noticeDetail(ctx, p, req) {
    const id = intParam(p, 'id');
    const row = ctx.db.prepare("SELECT * FROM news WHERE id = ? AND kind = 'school'").get(id) as Row | undefined;
    if (!row) return fail(404, '内容不存在');
    return detailGuard(req) ?? ok(news(ctx, row));
  },

  centreNoticeList(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    const { offset } = pageOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM centre_notices WHERE stype = ? AND school_id = ?').get(stype, schoolId) as { n: number }).n;
    const rows = ctx.db.prepare('SELECT * FROM centre_notices WHERE stype = ? AND school_id = ? ORDER BY inputtime DESC, id DESC LIMIT ? OFFSET ?').all(stype, schoolId, PAGE_SIZE, offset) as Row[];
    return ok({ lists: rows.map((r) => news(ctx, r)), total }, MSG_LIST_OK);
  },

  centreNoticeDetail(ctx, p, req) {
    const id = intParam(p, 'id');
    const row = ctx.db.prepare('SELECT * FROM centre_notices WHERE id = ?').get(id) as Row | undefined;
    if (!row) return fail(404, '通知不存在');
    return detailGuard(req) ?? ok(news(ctx, row));
  },

  latestCentreNotice(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const row = ctx.db.prepare('SELECT * FROM centre_notices WHERE stype = ? AND school_id = ? ORDER BY inputtime DESC, id DESC LIMIT 1').get(stype, schoolId) as Row | undefined;
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
    return ok({ lists: years.map((y) => ({ jieshu: y.jieshu, classes: classes.all(stype, schoolId, y.jieshu) })), total }, MSG_LIST_OK);
  },

  alumniBasics(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    const row = ctx.db.prepare('SELECT fuzeren, lianyi FROM institutions WHERE stype = ? AND id = ?').get(stype, schoolId) as Row | undefined;
    if (!row) return NO_SCHOOL();
    return ok(row);
  },

  latestGraduates(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    const rows = ctx.db
      .prepare('SELECT jieshu, banji, nianji FROM alumni_classes WHERE stype = ? AND school_id = ? AND jieshu >= (SELECT MAX(jieshu) - 2 FROM alumni_classes WHERE stype = ? AND school_id = ?) ORDER BY jieshu DESC, id')
      .all(stype, schoolId, stype, schoolId);
    return ok({ lists: rows }, MSG_LIST_OK);
  },

  organisationList(ctx, p) {
    const schoolId = intParam(p, 'id', 1);
    const stype = stypeOf(p);
    if (!schoolExists(ctx, stype, schoolId)) return NO_SCHOOL();
    return ok({ lists: ctx.db.prepare('SELECT orgname, orgvalue FROM org_rows WHERE stype = ? AND school_id = ? ORDER BY id').all(stype, schoolId) }, MSG_LIST_OK);
  },

  educationSettleInfo(ctx, _p, req) {
    const row = ctx.db.prepare('SELECT status, schoolname FROM education_settlements WHERE user_id = ?').get(req.user!.id) as { status: number; schoolname: string } | undefined;
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
};
