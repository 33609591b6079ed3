// The public reads and what members do in a group (x-spec: inferred): read, join, open topics, vote once,
// reply, post, ask the managers, propose. Every check runs before the one write.
import type { SectionHandlers } from '../../http/section.js';
import { intParam, likeArg, ok, ParamError, strParam } from '../../http/context.js';
import {
  DISTRICTS, KINDS, MSG_NO_GROUP, PER_PAGE, groupCard, groupOf, guestItem, isManager, isMember, noticeItem, pageArgs, person, postable, postItem,
  questionItem, readable, refuse, repliesOf, roleOf, text, topicItem,
  type GroupRow, type GuestRow, type NoticeRow, type PostRow, type QuestionRow, type TopicRow,
} from './rows.js';

type Public = 'sameFilters' | 'sameGroups' | 'sameGroup' | 'sameTopics' | 'sameTopic' | 'samePosts' | 'samePost' | 'sameQuestions' | 'sameQuestion' | 'sameNotices';
type Member = 'sameJoin' | 'sameTopicCreate' | 'sameVote' | 'sameReply' | 'samePostCreate' | 'sameAsk' | 'sameProposalCreate';

const topicOf = (ctx: Parameters<SectionHandlers<'same'>['sameTopic']>[0], id: number) => ctx.db.prepare('SELECT * FROM same_topics WHERE id = ?').get(id) as TopicRow | undefined;
const postOf = (ctx: Parameters<SectionHandlers<'same'>['samePost']>[0], id: number) => ctx.db.prepare('SELECT * FROM same_posts WHERE id = ?').get(id) as PostRow | undefined;

export const publicHandlers: Pick<SectionHandlers<'same'>, Public> = {
  sameFilters(ctx) {
    const used = new Set((ctx.db.prepare("SELECT DISTINCT district FROM same_groups WHERE status = 'approved'").all() as { district: string }[]).map((r) => r.district));
    return ok({ kinds: KINDS, districts: DISTRICTS.filter((d) => used.has(d)) }, '请求成功');
  },

  sameGroups(ctx, p) {
    const where = ["status = 'approved'"];
    const args: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      where.push(sql);
      args.push(...values);
    };
    if (p.kind) add('kind = ?', p.kind);
    const district = strParam(p, 'district', '').trim();
    if (district) add('district = ?', district);
    const keyword = strParam(p, 'keyword', '').trim();
    if (keyword) add("(name LIKE ? ESCAPE '\\' OR address LIKE ? ESCAPE '\\' OR jianjie LIKE ? ESCAPE '\\')", likeArg(keyword), likeArg(keyword), likeArg(keyword));
    const w = where.join(' AND ');
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM same_groups WHERE ${w}`).get(...args) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT g.* FROM same_groups g WHERE ${w} ORDER BY (SELECT COUNT(*) FROM same_members m WHERE m.group_id = g.id AND m.role <> 'waiting') DESC, g.id LIMIT ? OFFSET ?`)
      .all(...args, PER_PAGE, pageArgs(p).offset) as GroupRow[];
    return ok({ lists: rows.map((g) => groupCard(ctx, g)), total }, '请求成功');
  },

  sameGroup(ctx, p, req) {
    const uid = req.user?.id;
    const group = groupOf(ctx, intParam(p, 'id'));
    if (!group || group.status !== 'approved') return refuse(404, MSG_NO_GROUP);
    const role = roleOf(ctx, group.id, uid);
    const open = !group.private || isMember(role);
    const managers = (ctx.db.prepare("SELECT user_id FROM same_members WHERE group_id = ? AND role IN ('owner', 'manager') ORDER BY role = 'owner' DESC, created_at").all(group.id) as { user_id: number }[])
      .map((m) => person(ctx, m.user_id));
    const latest = <T>(sql: string) => (open ? (ctx.db.prepare(sql).all(group.id) as T[]) : []);
    return ok({
      group: groupCard(ctx, group),
      role,
      managers,
      notices: (ctx.db.prepare('SELECT * FROM same_notices WHERE group_id = ? ORDER BY created_at DESC, id DESC LIMIT 3').all(group.id) as NoticeRow[]).map(noticeItem),
      topics: latest<TopicRow>("SELECT * FROM same_topics WHERE group_id = ? ORDER BY status = 'open' DESC, created_at DESC, id DESC LIMIT 5").map((t) => topicItem(ctx, t, uid)),
      posts: latest<PostRow>('SELECT * FROM same_posts WHERE group_id = ? AND hidden = 0 ORDER BY top DESC, last_at DESC, id DESC LIMIT 5').map((x) => postItem(ctx, x)),
      questions: latest<QuestionRow>('SELECT * FROM same_questions WHERE group_id = ? ORDER BY created_at DESC, id DESC LIMIT 5').map((q) => questionItem(ctx, q)),
      guests: latest<GuestRow>('SELECT * FROM same_guests WHERE group_id = ? ORDER BY starts_at DESC, id DESC LIMIT 3').map((s) => guestItem(ctx, s, uid, group.name, isManager(role))),
    }, '请求成功');
  },

  sameTopics(ctx, p, req) {
    const { group } = readable(ctx, intParam(p, 'gid'), req.user?.id);
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM same_topics WHERE group_id = ?').get(group.id) as { n: number }).n;
    const rows = ctx.db.prepare("SELECT * FROM same_topics WHERE group_id = ? ORDER BY status = 'open' DESC, created_at DESC, id DESC LIMIT ? OFFSET ?").all(group.id, PER_PAGE, pageArgs(p).offset) as TopicRow[];
    return ok({ lists: rows.map((t) => topicItem(ctx, t, req.user?.id)), total }, '请求成功');
  },

  sameTopic(ctx, p, req) {
    const t = topicOf(ctx, intParam(p, 'id'));
    if (!t) return refuse(404, '议题不存在');
    readable(ctx, t.group_id, req.user?.id);
    return ok({ topic: topicItem(ctx, t, req.user?.id), replies: repliesOf(ctx, 'topic', t.id) }, '请求成功');
  },

  samePosts(ctx, p, req) {
    const { group, role } = readable(ctx, intParam(p, 'gid'), req.user?.id);
    // managers moderate from the same list: they see hidden posts, flagged
    const shown = isManager(role) ? '' : ' AND hidden = 0';
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM same_posts WHERE group_id = ?${shown}`).get(group.id) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT * FROM same_posts WHERE group_id = ?${shown} ORDER BY top DESC, last_at DESC, id DESC LIMIT ? OFFSET ?`).all(group.id, PER_PAGE, pageArgs(p).offset) as PostRow[];
    return ok({ lists: rows.map((x) => postItem(ctx, x)), total }, '请求成功');
  },

  samePost(ctx, p, req) {
    const post = postOf(ctx, intParam(p, 'id'));
    if (!post) return refuse(404, '帖子不存在');
    const { role } = readable(ctx, post.group_id, req.user?.id);
    if (post.hidden && !isManager(role)) return refuse(404, '帖子不存在');
    return ok({ post: postItem(ctx, post), replies: repliesOf(ctx, 'post', post.id) }, '请求成功');
  },

  sameQuestions(ctx, p, req) {
    const { group } = readable(ctx, intParam(p, 'gid'), req.user?.id);
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM same_questions WHERE group_id = ?').get(group.id) as { n: number }).n;
    const rows = ctx.db.prepare('SELECT * FROM same_questions WHERE group_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(group.id, PER_PAGE, pageArgs(p).offset) as QuestionRow[];
    return ok({ lists: rows.map((q) => questionItem(ctx, q)), total }, '请求成功');
  },

  sameQuestion(ctx, p, req) {
    const q = ctx.db.prepare('SELECT * FROM same_questions WHERE id = ?').get(intParam(p, 'id')) as QuestionRow | undefined;
    if (!q) return refuse(404, '质问不存在');
    const { group, role } = readable(ctx, q.group_id, req.user?.id);
    return ok({ question: questionItem(ctx, q), group: group.name, canAnswer: isManager(role) }, '请求成功');
  },

  sameNotices(ctx, p, req) {
    const { group } = readable(ctx, intParam(p, 'gid'), req.user?.id);
    const rows = ctx.db.prepare('SELECT * FROM same_notices WHERE group_id = ? ORDER BY created_at DESC, id DESC LIMIT 100').all(group.id) as NoticeRow[];
    return ok({ lists: rows.map(noticeItem), total: rows.length }, '请求成功');
  },
};


export const memberHandlers: Pick<SectionHandlers<'same'>, Member> = {
  sameJoin(ctx, p, req) {
    const me = req.user!.id;
    const group = groupOf(ctx, intParam(p, 'gid'));
    if (!group || group.status !== 'approved') return refuse(404, MSG_NO_GROUP);
    const message = text(p, 'message', 0, 100, '申请说明');
    const role = roleOf(ctx, group.id, me);
    if (role === 'waiting') return refuse(201, '您已申请加入，请等待管理员审核');
    if (isMember(role)) return refuse(201, '您已是小组成员');
    ctx.db.prepare("INSERT INTO same_members (group_id, user_id, role, message, created_at) VALUES (?, ?, 'waiting', ?, ?)").run(group.id, me, message, ctx.now());
    return ok(null, '申请已提交，请等待管理员审核');
  },

  sameTopicCreate(ctx, p, req) {
    const me = req.user!.id;
    const group = postable(ctx, intParam(p, 'gid'), me);
    const title = text(p, 'title', 4, 30, '议题标题');
    const content = text(p, 'content', 5, 2000, '议题内容');
    const id = ctx.db.prepare("INSERT INTO same_topics (group_id, user_id, title, content, status, created_at) VALUES (?, ?, ?, ?, 'open', ?)").run(group.id, me, title, content, ctx.now()).lastInsertRowid;
    return ok({ id: Number(id) }, '发布成功');
  },

  sameVote(ctx, p, req) {
    const me = req.user!.id;
    const t = topicOf(ctx, intParam(p, 'id'));
    if (!t) return refuse(404, '议题不存在');
    postable(ctx, t.group_id, me);
    const vote = strParam(p, 'vote');
    if (vote !== 'for' && vote !== 'against') throw new ParamError('vote 请选择赞成或反对');
    if (t.status !== 'open') return refuse(201, '议题已关闭，不能再投票');
    // the primary key (topic, member) makes the rule; the check gives it words
    if (ctx.db.prepare('SELECT 1 FROM same_votes WHERE topic_id = ? AND user_id = ?').get(t.id, me)) return refuse(201, '您已投过票，每人只能投一次');
    ctx.db.prepare('INSERT INTO same_votes (topic_id, user_id, vote, created_at) VALUES (?, ?, ?, ?)').run(t.id, me, vote, ctx.now());
    const item = topicItem(ctx, t, me);
    return ok({ yes: item.yes, no: item.no }, '投票成功');
  },

  sameReply(ctx, p, req) {
    const me = req.user!.id;
    const kind = strParam(p, 'kind');
    const id = intParam(p, 'id');
    const parent = kind === 'topic' ? topicOf(ctx, id) : postOf(ctx, id);
    if (!parent || (kind === 'post' && (parent as PostRow).hidden)) return refuse(404, kind === 'topic' ? '议题不存在' : '帖子不存在');
    postable(ctx, parent.group_id, me);
    if (kind === 'topic' && (parent as TopicRow).status !== 'open') return refuse(201, '议题已关闭，不能再回复');
    const content = text(p, 'content', 2, 1000, '回复内容');
    const now = ctx.now();
    const rid = ctx.db.transaction(() => {
      const r = ctx.db.prepare('INSERT INTO same_replies (kind, parent_id, group_id, user_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(kind, id, parent.group_id, me, content, now).lastInsertRowid;
      if (kind === 'post') ctx.db.prepare('UPDATE same_posts SET last_at = ? WHERE id = ?').run(now, id);
      return Number(r);
    })();
    return ok({ id: rid }, '回复成功');
  },

  samePostCreate(ctx, p, req) {
    const me = req.user!.id;
    const group = postable(ctx, intParam(p, 'gid'), me);
    const title = text(p, 'title', 4, 30, '帖子标题');
    const content = text(p, 'content', 5, 2000, '帖子内容');
    const now = ctx.now();
    const id = ctx.db.prepare('INSERT INTO same_posts (group_id, user_id, title, content, created_at, last_at) VALUES (?, ?, ?, ?, ?, ?)').run(group.id, me, title, content, now, now).lastInsertRowid;
    return ok({ id: Number(id) }, '发布成功');
  },

  sameAsk(ctx, p, req) {
    const me = req.user!.id;
    const group = postable(ctx, intParam(p, 'gid'), me);
    const title = text(p, 'title', 4, 30, '质问标题');
    const content = text(p, 'content', 5, 2000, '质问内容');
    const id = ctx.db.prepare('INSERT INTO same_questions (group_id, user_id, title, content, created_at) VALUES (?, ?, ?, ?, ?)').run(group.id, me, title, content, ctx.now()).lastInsertRowid;
    return ok({ id: Number(id) }, '提交成功，等待管理员回答');
  },

  sameProposalCreate(ctx, p, req) {
    const me = req.user!.id;
    const group = postable(ctx, intParam(p, 'gid'), me);
    const title = text(p, 'title', 4, 30, '提议标题');
    const content = text(p, 'content', 5, 2000, '提议内容');
    const id = ctx.db.prepare("INSERT INTO same_proposals (group_id, user_id, title, content, status, created_at) VALUES (?, ?, ?, ?, 'waiting', ?)").run(group.id, me, title, content, ctx.now()).lastInsertRowid;
    return ok({ id: Number(id) }, '提议已提交');
  },
};
