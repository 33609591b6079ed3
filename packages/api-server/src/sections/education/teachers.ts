// 教师管理 (x-spec inferred): a school (type 1) lists its teachers, adds a settled teacher member by username
// (the teacher's school becomes this one) and removes one (the teacher keeps the page, without the school).
import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, intParam, ok, strParam } from '../../http/context.js';
import { asOwner } from './release.js';

type TeacherOps = 'educationReleaseTeachers' | 'educationReleaseAddTeacher' | 'educationReleaseRemoveTeacher';

export const teacherRosterHandlers: Pick<SectionHandlers<'education'>, TeacherOps> = {
  educationReleaseTeachers(ctx, _p, req) {
    return asOwner(ctx, req.user!.id, [1], (s) => {
      const rows = ctx.db.prepare('SELECT id, realname, zhiwu, zhaopian FROM teachers WHERE school_id = ? AND user_id IS NOT NULL ORDER BY id').all(s.id) as { id: number; realname: string; zhiwu: string; zhaopian: string }[];
      return ok({ lists: rows.map((r) => ({ ...r, zhaopian: abs(ctx, r.zhaopian) })) }, '请求成功');
    });
  },

  educationReleaseAddTeacher(ctx, p, req) {
    const username = strParam(p, 'username', '').trim();
    if (!username) return fail(201, '请输入教师的用户名');
    return asOwner(ctx, req.user!.id, [1], (s) => {
      const t = ctx.db.prepare('SELECT t.id, t.school_id FROM teachers t JOIN users u ON u.id = t.user_id WHERE u.username = ?').get(username) as { id: number; school_id: number } | undefined;
      if (!t) return fail(201, '该用户不是已入驻的教师');
      if (t.school_id === s.id) return fail(201, '该教师已在本校');
      const name = (ctx.db.prepare('SELECT schoolname FROM institutions WHERE stype = 1 AND id = ?').get(s.id) as { schoolname: string }).schoolname;
      ctx.db.prepare('UPDATE teachers SET school_id = ?, schoolname = ? WHERE id = ?').run(s.id, name, t.id);
      return ok(null, '添加成功');
    });
  },

  educationReleaseRemoveTeacher(ctx, p, req) {
    const id = intParam(p, 'id');
    return asOwner(ctx, req.user!.id, [1], (s) => {
      const done = ctx.db.prepare('UPDATE teachers SET school_id = 0 WHERE id = ? AND school_id = ? AND user_id IS NOT NULL').run(id, s.id);
      return done.changes === 1 ? ok(null, '已移除') : fail(404, '教师不存在');
    });
  },
};
