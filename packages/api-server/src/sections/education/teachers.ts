// 教师管理 (x-spec inferred): a school (type 1) lists its teachers and invites a settled teacher member by
// username; the teacher sees the invitation and accepts (the teacher's school becomes this one) or declines.
// A school removes a teacher (the teacher keeps the page, without the school).
import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok, strParam } from '../../http/context.js';
import { asOwner } from './release.js';

type TeacherOps = 'educationReleaseTeachers' | 'educationReleaseAddTeacher' | 'educationReleaseRemoveTeacher' | 'educationReleaseInvitations' | 'educationReleaseAnswerInvitation';

const MSG_NO_INVITATION = '邀请不存在或已处理';

export const teacherRosterHandlers: Pick<SectionHandlers<'education'>, TeacherOps> = {
  educationReleaseTeachers(ctx, _p, req) {
    return asOwner(ctx, req.user!.id, [1], (s) => {
      const rows = ctx.db.prepare('SELECT id, realname, zhiwu, zhaopian FROM teachers WHERE school_id = ? AND user_id IS NOT NULL ORDER BY id').all(s.id) as { id: number; realname: string; zhiwu: string; zhaopian: string }[];
      const invited = ctx.db
        .prepare('SELECT i.teacher_id, t.realname, i.status, i.created_at FROM teacher_invitations i JOIN teachers t ON t.id = i.teacher_id WHERE i.school_id = ? ORDER BY i.created_at DESC, i.teacher_id')
        .all(s.id) as { teacher_id: number; realname: string; status: 0 | 2; created_at: number }[];
      return ok({
        lists: rows.map((r) => ({ ...r, zhaopian: abs(ctx, r.zhaopian) })),
        invitations: invited.map((i) => ({ teacher_id: i.teacher_id, realname: i.realname, status: i.status, inputtime: fmtTime(i.created_at) })),
      }, '请求成功');
    });
  },

  educationReleaseAddTeacher(ctx, p, req) {
    const username = strParam(p, 'username', '').trim();
    if (!username) return fail(201, '请输入教师的用户名');
    return asOwner(ctx, req.user!.id, [1], (s) => {
      const t = ctx.db.prepare('SELECT t.id, t.school_id FROM teachers t JOIN users u ON u.id = t.user_id WHERE u.username = ?').get(username) as { id: number; school_id: number } | undefined;
      if (!t) return fail(201, '该用户不是已入驻的教师');
      if (t.school_id === s.id) return fail(201, '该教师已在本校');
      const open = ctx.db.prepare('SELECT status FROM teacher_invitations WHERE school_id = ? AND teacher_id = ?').get(s.id, t.id) as { status: number } | undefined;
      if (open?.status === 0) return fail(201, '已邀请该教师，等待对方确认');
      // a declined invitation may be sent again
      ctx.db.prepare('INSERT INTO teacher_invitations (school_id, teacher_id, status, created_at) VALUES (?, ?, 0, ?) ON CONFLICT (school_id, teacher_id) DO UPDATE SET status = 0, created_at = excluded.created_at').run(s.id, t.id, ctx.now());
      return ok(null, '邀请已发送，等待教师确认');
    });
  },

  educationReleaseInvitations(ctx, _p, req) {
    return asOwner(ctx, req.user!.id, [3], (t) => {
      const rows = ctx.db
        .prepare('SELECT i.school_id, s.schoolname, i.created_at FROM teacher_invitations i JOIN institutions s ON s.stype = 1 AND s.id = i.school_id WHERE i.teacher_id = ? AND i.status = 0 ORDER BY i.created_at DESC')
        .all(t.id) as { school_id: number; schoolname: string; created_at: number }[];
      return ok({ lists: rows.map((r) => ({ school_id: r.school_id, schoolname: r.schoolname, inputtime: fmtTime(r.created_at) })) }, '请求成功');
    });
  },

  educationReleaseAnswerInvitation(ctx, p, req) {
    const school = intParam(p, 'school_id');
    const accept = intParam(p, 'accept') === 1;
    return asOwner(ctx, req.user!.id, [3], (t) =>
      ctx.db.transaction(() => {
        const found = ctx.db.prepare('SELECT s.schoolname FROM teacher_invitations i JOIN institutions s ON s.stype = 1 AND s.id = i.school_id WHERE i.school_id = ? AND i.teacher_id = ? AND i.status = 0').get(school, t.id) as { schoolname: string } | undefined;
        if (!found) return fail(404, MSG_NO_INVITATION);
        if (!accept) {
          ctx.db.prepare('UPDATE teacher_invitations SET status = 2 WHERE school_id = ? AND teacher_id = ?').run(school, t.id);
          return ok(null, '已拒绝邀请');
        }
        ctx.db.prepare('UPDATE teachers SET school_id = ?, schoolname = ? WHERE id = ?').run(school, found.schoolname, t.id);
        // joining one school settles every other open invitation
        ctx.db.prepare('DELETE FROM teacher_invitations WHERE teacher_id = ? AND status = 0').run(t.id);
        return ok(null, '已加入该学校');
      })(),
    );
  },

  educationReleaseRemoveTeacher(ctx, p, req) {
    const id = intParam(p, 'id');
    return asOwner(ctx, req.user!.id, [1], (s) => {
      const done = ctx.db.prepare('UPDATE teachers SET school_id = 0 WHERE id = ? AND school_id = ? AND user_id IS NOT NULL').run(id, s.id);
      return done.changes === 1 ? ok(null, '已移除') : fail(404, '教师不存在');
    });
  },
};
