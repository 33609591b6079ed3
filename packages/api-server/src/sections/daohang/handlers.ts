import type { SectionHandlers } from '../../http/section.js';
import { ok } from '../../http/context.js';

export const daohangHandlers: SectionHandlers<'daohang'> = {
  daohangGetCategoryList(ctx) {
    const rows = ctx.db.prepare('SELECT id, pid, name FROM daohang_categories ORDER BY sort, id').all() as { id: number; pid: number; name: string }[];
    return ok(rows.filter((r) => r.pid === 0).map((r) => ({ id: r.id, name: r.name, children: rows.filter((c) => c.pid === r.id).map((c) => ({ id: c.id, name: c.name, children: [] })) })));
  },
};
