// What a group's managers do (x-spec: inferred): approve and remove members, name managers (the owner), edit the
// introduction, close topics, adopt proposals, moderate the forum, answer questions, publish notices; and the
// member's own lists of the user centre. Anyone but a manager gets 404 and nothing is written.
import type { SectionHandlers } from '../../http/section.js';
import { fmtTime, intParam, ok, ParamError, strParam } from '../../http/context.js';
import type { Reviewable } from '../../http/review.js';
import {
  DISTRICTS, KINDS, MSG_NO_GROUP, groupCard, groupOf, managed, person, refuse, roleOf, text, isManager,
  type GroupRow, type PostRow, type QuestionRow, type Role, type TopicRow,
} from './rows.js';

type Manage =
  | 'sameApply' | 'sameMine' | 'sameMembers' | 'sameMemberSet' | 'sameIntro' | 'sameTopicSet' | 'samePostSet' | 'sameReplyHide'
  | 'sameAnswer' | 'sameProposals' | 'sameProposalSet' | 'sameNoticeSave' | 'sameNoticeRemove';

export const manageHandlers: Pick<SectionHandlers<'same'>, Manage> = {
  sameApply(ctx, p, req) {
    const me = req.user!.id;
    const kind = strParam(p, 'kind');
    if (!KINDS.some((k) => k.key === kind)) throw new ParamError('kind 请选择小组类型');
    const name = text(p, 'name', 2, 20, '小组名称');
    const district = strParam(p, 'district', '').trim();
    if (!DISTRICTS.includes(district)) throw new ParamError('district 请选择所在区县');
    const address = text(p, 'address', 0, 40, '地址');
    const jianjie = text(p, 'jianjie', 10, 500, '小组简介');
    const priv = Number(p.private ?? 0) === 1 ? 1 : 0;
    if (ctx.db.prepare("SELECT 1 FROM same_groups WHERE owner_id = ? AND status = 'waiting'").get(me)) return refuse(201, '您有一个小组正在审核中，请审核后再申请');
    if (ctx.db.prepare("SELECT 1 FROM same_groups WHERE name = ? AND status <> 'refused'").get(name)) return refuse(201, '已有同名小组，请换一个名称');
    const id = ctx.db
      .prepare("INSERT INTO same_groups (kind, name, district, address, jianjie, private, owner_id, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'waiting', ?)")
      .run(kind, name, district, address, jianjie, priv, me, ctx.now()).lastInsertRowid;
    return ok({ id: Number(id) }, '提交成功，请等待审核');
  },

  sameMine(ctx, _p, req) {
    const me = req.user!.id;
    const rows = ctx.db
      .prepare(`SELECT g.*, COALESCE(m.role, 'owner') AS my_role FROM same_groups g LEFT JOIN same_members m ON m.group_id = g.id AND m.user_id = ?
        WHERE m.user_id IS NOT NULL OR g.owner_id = ? ORDER BY g.status = 'approved', g.created_at DESC, g.id DESC LIMIT 200`)
      .all(me, me) as (GroupRow & { my_role: Role })[];
    const waiting = ctx.db.prepare("SELECT COUNT(*) AS n FROM same_members WHERE group_id = ? AND role = 'waiting'");
    return ok({
      lists: rows.map((g) => ({
        group: groupCard(ctx, g), role: g.my_role, status: g.status, reason: g.reason,
        waiting: isManager(g.my_role) && g.status === 'approved' ? (waiting.get(g.id) as { n: number }).n : 0,
      })),
    }, '请求成功');
  },

  sameMembers(ctx, p, req) {
    const { group } = managed(ctx, intParam(p, 'gid'), req.user!.id);
    const rows = ctx.db
      .prepare("SELECT * FROM same_members WHERE group_id = ? ORDER BY role = 'waiting' DESC, role = 'owner' DESC, role = 'manager' DESC, created_at LIMIT 1000")
      .all(group.id) as { user_id: number; role: Role; message: string; created_at: number }[];
    return ok({
      lists: rows.map((m) => {
        const who = person(ctx, m.user_id);
        return { uid: m.user_id, nickname: who.nickname, avatar: who.avatar, role: m.role, message: m.message, inputtime: fmtTime(m.created_at) };
      }),
      total: rows.length,
    }, '请求成功');
  },

  sameMemberSet(ctx, p, req) {
    const me = req.user!.id;
    const { group, role: mine } = managed(ctx, intParam(p, 'gid'), me);
    const uid = intParam(p, 'uid');
    const action = strParam(p, 'action');
    const role = roleOf(ctx, group.id, uid);
    if (role === 'none') return refuse(404, '成员不存在');
    if (uid === me || role === 'owner') return refuse(201, '不能对自己或组长进行此操作');
    const set = (r: string) => ctx.db.prepare('UPDATE same_members SET role = ? WHERE group_id = ? AND user_id = ?').run(r, group.id, uid);
    const drop = () => ctx.db.prepare('DELETE FROM same_members WHERE group_id = ? AND user_id = ?').run(group.id, uid);
    if (action === 'approve' || action === 'refuse') {
      if (role !== 'waiting') return refuse(201, '该申请已处理');
      if (action === 'approve') set('member');
      else drop();
      return ok(null, action === 'approve' ? '已通过' : '已拒绝');
    }
    if (role === 'waiting') return refuse(201, '请先审核该申请');
    // managers are named and unnamed by the owner only; a manager removes members, not other managers
    if (action === 'manager' || action === 'member') {
      if (mine !== 'owner') return refuse(201, '只有组长可以设置管理员');
      set(action);
      return ok(null, action === 'manager' ? '已设为管理员' : '已取消管理员');
    }
    if (role === 'manager' && mine !== 'owner') return refuse(201, '只有组长可以移除管理员');
    drop();
    return ok(null, '已移出小组');
  },

  sameIntro(ctx, p, req) {
    const { group } = managed(ctx, intParam(p, 'gid'), req.user!.id);
    const jianjie = text(p, 'jianjie', 10, 500, '小组简介');
    const address = p.address === undefined ? group.address : text(p, 'address', 0, 40, '地址');
    ctx.db.prepare('UPDATE same_groups SET jianjie = ?, address = ? WHERE id = ?').run(jianjie, address, group.id);
    return ok(null, '保存成功');
  },

  sameTopicSet(ctx, p, req) {
    const t = ctx.db.prepare('SELECT * FROM same_topics WHERE id = ?').get(intParam(p, 'id')) as TopicRow | undefined;
    if (!t) return refuse(404, '议题不存在');
    managed(ctx, t.group_id, req.user!.id);
    const close = strParam(p, 'action') === 'close';
    ctx.db.prepare('UPDATE same_topics SET status = ? WHERE id = ?').run(close ? 'closed' : 'open', t.id);
    return ok(null, close ? '议题已关闭' : '议题已重新开放');
  },

  samePostSet(ctx, p, req) {
    const post = ctx.db.prepare('SELECT * FROM same_posts WHERE id = ?').get(intParam(p, 'id')) as PostRow | undefined;
    if (!post) return refuse(404, '帖子不存在');
    managed(ctx, post.group_id, req.user!.id);
    const action = strParam(p, 'action');
    const [column, value] = action === 'top' || action === 'untop' ? ['top', action === 'top' ? 1 : 0] : ['hidden', action === 'hide' ? 1 : 0];
    ctx.db.prepare(`UPDATE same_posts SET ${column} = ? WHERE id = ?`).run(value, post.id);
    return ok(null, { top: '已置顶', untop: '已取消置顶', hide: '已隐藏', show: '已恢复显示' }[action] ?? '操作成功');
  },

  sameReplyHide(ctx, p, req) {
    const r = ctx.db.prepare('SELECT id, group_id FROM same_replies WHERE id = ?').get(intParam(p, 'id')) as { id: number; group_id: number } | undefined;
    if (!r) return refuse(404, '回复不存在');
    managed(ctx, r.group_id, req.user!.id);
    const hidden = Number(p.hidden ?? 1) === 1 ? 1 : 0;
    ctx.db.prepare('UPDATE same_replies SET hidden = ? WHERE id = ?').run(hidden, r.id);
    return ok(null, hidden ? '已隐藏' : '已恢复显示');
  },

  sameAnswer(ctx, p, req) {
    const me = req.user!.id;
    const q = ctx.db.prepare('SELECT * FROM same_questions WHERE id = ?').get(intParam(p, 'id')) as QuestionRow | undefined;
    if (!q) return refuse(404, '质问不存在');
    managed(ctx, q.group_id, me);
    const answer = text(p, 'answer', 5, 2000, '回答内容');
    ctx.db.prepare('UPDATE same_questions SET answer = ?, answer_by = ?, answered_at = ? WHERE id = ?').run(answer, me, ctx.now(), q.id);
    return ok(null, '回答成功');
  },

  sameProposals(ctx, p, req) {
    const me = req.user!.id;
    const gid = intParam(p, 'gid');
    const role = roleOf(ctx, gid, me);
    const group = groupOf(ctx, gid);
    if (!group || group.status !== 'approved' || role === 'none' || role === 'waiting') return refuse(404, MSG_NO_GROUP);
    const mineOnly = isManager(role) ? '' : ' AND user_id = ?';
    const rows = ctx.db.prepare(`SELECT * FROM same_proposals WHERE group_id = ?${mineOnly} ORDER BY status = 'waiting' DESC, created_at DESC, id DESC LIMIT 200`)
      .all(...(mineOnly ? [gid, me] : [gid])) as { id: number; group_id: number; user_id: number; title: string; content: string; status: 'waiting' | 'adopted' | 'declined'; reply: string; topic_id: number; created_at: number }[];
    return ok({
      lists: rows.map((r) => ({ id: r.id, gid: r.group_id, title: r.title, content: r.content, status: r.status, reply: r.reply, topic: r.topic_id, author: person(ctx, r.user_id), inputtime: fmtTime(r.created_at) })),
      total: rows.length,
    }, '请求成功');
  },

  sameProposalSet(ctx, p, req) {
    const me = req.user!.id;
    const r = ctx.db.prepare('SELECT * FROM same_proposals WHERE id = ?').get(intParam(p, 'id')) as { id: number; group_id: number; user_id: number; title: string; content: string; status: string } | undefined;
    if (!r) return refuse(404, '提议不存在');
    managed(ctx, r.group_id, me);
    const adopt = strParam(p, 'action') === 'adopt';
    const reply = text(p, 'reply', adopt ? 0 : 2, 200, adopt ? '回复' : '不采纳的理由');
    if (r.status !== 'waiting') return refuse(201, '该提议已处理');
    ctx.db.transaction(() => {
      // an adopted proposal becomes an open topic in its author's name, so members vote on it
      const topic = adopt
        ? Number(ctx.db.prepare("INSERT INTO same_topics (group_id, user_id, title, content, status, created_at) VALUES (?, ?, ?, ?, 'open', ?)").run(r.group_id, r.user_id, r.title, r.content, ctx.now()).lastInsertRowid)
        : 0;
      ctx.db.prepare('UPDATE same_proposals SET status = ?, reply = ?, topic_id = ? WHERE id = ?').run(adopt ? 'adopted' : 'declined', reply, topic, r.id);
    })();
    return ok(null, adopt ? '已采纳为议题' : '已回复不采纳');
  },

  sameNoticeSave(ctx, p, req) {
    const me = req.user!.id;
    const { group } = managed(ctx, intParam(p, 'gid'), me);
    const id = Number(p.id ?? 0) || 0;
    if (id && !ctx.db.prepare('SELECT 1 FROM same_notices WHERE id = ? AND group_id = ?').get(id, group.id)) return refuse(404, '公告不存在');
    const title = text(p, 'title', 4, 30, '公告标题');
    const content = text(p, 'content', 5, 2000, '公告内容');
    if (id) {
      ctx.db.prepare('UPDATE same_notices SET title = ?, content = ? WHERE id = ?').run(title, content, id);
      return ok({ id }, '保存成功');
    }
    const nid = ctx.db.prepare('INSERT INTO same_notices (group_id, user_id, title, content, created_at) VALUES (?, ?, ?, ?, ?)').run(group.id, me, title, content, ctx.now()).lastInsertRowid;
    return ok({ id: Number(nid) }, '发布成功');
  },

  sameNoticeRemove(ctx, p, req) {
    const n = ctx.db.prepare('SELECT id, group_id FROM same_notices WHERE id = ?').get(intParam(p, 'id')) as { id: number; group_id: number } | undefined;
    if (!n) return refuse(404, '公告不存在');
    managed(ctx, n.group_id, req.user!.id);
    ctx.db.prepare('DELETE FROM same_notices WHERE id = ?').run(n.id);
    return ok(null, '删除成功');
  },
};

/** Groups members applied to create, as the review simulator decides them: approval makes the applicant its owner. */
export const sameReview: Reviewable = {
  kind: 'same',
  label: '同城小组',
  waiting: (ctx) =>
    (ctx.db.prepare("SELECT * FROM same_groups WHERE status = 'waiting' ORDER BY created_at, id").all() as GroupRow[]).map((g) => ({
      id: g.id, name: g.name, detail: `${KINDS.find((k) => k.key === g.kind)?.name ?? ''} · ${g.district} · ${g.address}`, created_at: g.created_at,
    })),
  decide(ctx, id, approve, reason) {
    return ctx.db.transaction(() => {
      const g = ctx.db.prepare("SELECT * FROM same_groups WHERE id = ? AND status = 'waiting'").get(id) as GroupRow | undefined;
      if (!g) return false;
      ctx.db.prepare('UPDATE same_groups SET status = ?, reason = ? WHERE id = ?').run(approve ? 'approved' : 'refused', approve ? '' : reason, id);
      if (approve) ctx.db.prepare("INSERT OR REPLACE INTO same_members (group_id, user_id, role, message, created_at) VALUES (?, ?, 'owner', '', ?)").run(id, g.owner_id, ctx.now());
      return true;
    })();
  },
};

