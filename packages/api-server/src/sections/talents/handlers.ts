import type { SectionHandlers } from '../../http/section.js';
import { fail, intParam, ok } from '../../http/context.js';
import { filterRows } from '../../http/filters.js';
import { CITIES, DISTRICTS, JOBTYPES, ROWS, SCALES } from './attributes.js';
import { applicationHandlers } from './applications.js';
import { companyHandlers } from './company.js';
import { positions } from './listing.js';
import { companyById, companyCard, MSG_NO_COMPANY, MSG_NO_POSITION } from './rows.js';
import { resumeHandlers } from './resume.js';

export const talentHandlers: SectionHandlers<'talents'> = {
  ...positions.handlers,
  talentFilters: () => ok({ cities: [...CITIES], districts: Object.fromEntries(Object.entries(DISTRICTS).map(([c, d]) => [c, [...d]])), rows: filterRows(ROWS), jobtypes: JOBTYPES.map((j) => j.name), scales: [...SCALES] }, '请求成功'),

  talentPosition(ctx, p, req) {
    const id = intParam(p, 'id');
    const me = req.user?.id;
    const r = positions.visible(ctx, id, me);
    if (!r) return fail(404, MSG_NO_POSITION);
    ctx.views.bump('talent_positions', id);
    const [item] = positions.items(ctx, [r]);
    const c = companyById(ctx, r.company_id)!;
    const applied = me === undefined ? undefined : (ctx.db.prepare('SELECT id, state FROM talent_applications WHERE position_id = ? AND seeker_id = ?').get(id, me) as { id: number; state: 'unseen' } | undefined);
    const { description, requirements, address, lat, lng, headcount, contact_name, clickcount } = r;
    return ok({ ...item!, status: r.status as 0 | 1, description, requirements, address, lat, lng, headcount, contact_name, company_card: companyCard(ctx, c), mine: r.user_id === me, applied: applied ?? null, clickcount }, '请求成功');
  },

  talentCompany(ctx, p) {
    const c = companyById(ctx, intParam(p, 'id'));
    if (!c) return fail(404, MSG_NO_COMPANY);
    const rows = ctx.db.prepare('SELECT * FROM talent_positions WHERE company_id = ? AND status = 1 ORDER BY created_at DESC, id DESC LIMIT 100').all(c.id) as Parameters<typeof positions.items>[1];
    return ok({ ...companyCard(ctx, c), content: c.content, lists: positions.items(ctx, rows) }, '请求成功');
  },

  ...companyHandlers,
  ...resumeHandlers,
  ...applicationHandlers,
};
