// Public housing calls (spec §7 Housing) beyond the listing engine's: attributes, the four lists (one per
// family and tab), floor plans and a new home's news.
import type { Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, ok, PAGE_SIZE, ParamError } from '../../http/context.js';
import { filterRows } from '../../http/filters.js';
import { ATTRIBUTES, filtersOf } from './attributes.js';
import { houses, MSG_NO_HOUSE, NAVS, plan, type PlanRow } from './listing.js';

/** new_* lists are section 218; second_hand_* lists 219 (default) or 220. */
const list = (family: 'new' | 'second', tab: 'info' | 'demand') =>
  houses.list((p: Params) => {
    const nav = intParam(p, 'house_nav_id', family === 'new' ? 218 : 219);
    if (family === 'new' ? nav !== 218 : nav === 218) throw new ParamError(`house_nav_id ${nav} 不属于此列表`);
    return { where: [['house_nav_id = ?', nav], ['tab = ?', tab], ['status = 1']], filters: filtersOf(nav) };
  }, 'success');

type PublicOps = 'houseAttribute' | 'newInfoList' | 'newDemandList' | 'secondHandInfoList' | 'secondHandDemandList' | 'listNewHouseMessage' | 'houseFloorPlan';

export const houseHandlers: Pick<SectionHandlers<'house'>, PublicOps> = {
  houseAttribute(_ctx, p) {
    const nav = intParam(p, 'houseNavId');
    if (!(NAVS as readonly number[]).includes(nav)) throw new ParamError('houseNavId 取值 218、219、220');
    return ok(filterRows(ATTRIBUTES[nav]!), '请求成功');
  },
  newInfoList: list('new', 'info'),
  newDemandList: list('new', 'demand'),
  secondHandInfoList: list('second', 'info'),
  secondHandDemandList: list('second', 'demand'),

  listNewHouseMessage(ctx, p) {
    const id = intParam(p, 'id');
    const pageNo = intParam(p, 'page');
    if (pageNo < 1) throw new ParamError('page 必须 >= 1');
    if (!houses.visible(ctx, id, undefined)) return fail(404, MSG_NO_HOUSE);
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM house_news WHERE house_id = ?').get(id) as { n: number }).n;
    const rows = ctx.db.prepare('SELECT id, title, content, created_at FROM house_news WHERE house_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(id, PAGE_SIZE, Math.min((pageNo - 1) * PAGE_SIZE, 1e12)) as { id: number; title: string; content: string; created_at: number }[];
    return ok({ lists: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, inputtime: fmtTime(r.created_at) })), total }, '请求成功');
  },

  houseFloorPlan(ctx, p) {
    const r = ctx.db.prepare('SELECT f.*, h.title AS building_title, h.status FROM house_floor_plans f JOIN houses h ON h.id = f.house_id WHERE f.id = ?').get(intParam(p, 'id')) as (PlanRow & { building_title: string; status: number }) | undefined;
    if (!r || r.status !== 1) return fail(404, '户型不存在');
    return ok({ ...plan(ctx, r), building_title: r.building_title, description: r.description }, '请求成功');
  },
};
