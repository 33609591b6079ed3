// Public housing calls (spec §7 Housing): attributes, the four lists, detail, floor plans and news.
import type { AppContext, Params } from '../../http/context.js';
import type { OperationHandler, SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok, PAGE_SIZE, ParamError } from '../../http/context.js';
import { attributeRows } from './attributes.js';
import type { memberHandlers } from './member.js';
import { listPage, maskPhone, memoCount, walkIsCheaper } from '../../http/listing.js';
import { houseStore, LIST_COLUMNS, listItem, listItems, MSG_NO_HOUSE, NAVS, picturesOf, publicListSql, SORT_PLANS, type ListRow } from './rows.js';

/** new_* lists are section 218; second_hand_* lists 219 (default) or 220. */
type ListOp = 'newInfoList' | 'newDemandList' | 'secondHandInfoList' | 'secondHandDemandList';

function list(family: 'new' | 'second', tab: 'info' | 'demand'): OperationHandler<ListOp> {
  return (ctx, p) => {
    const nav = intParam(p, 'house_nav_id', family === 'new' ? 218 : 219);
    if (family === 'new' ? nav !== 218 : nav === 218) throw new ParamError(`house_nav_id ${nav} 不属于此列表`);
    return ok(page(ctx, p, nav, tab));
  };
}

const SORT_MATCHES_UP_TO = 2000;

/**
 * The page's ids: walk the sort's index or seek the matches on the filters' index and sort them
 * (walkIsCheaper). Unit price and area move with the total price, so under a price range their matches bunch
 * up at one end of the walk: those walk only for many matches, and never under a price range (measured on
 * 100 000 listings, bench/house.bench.mjs).
 */
function idsSql(ctx: AppContext, nav: number, tab: 'info' | 'demand', where: string, sort: number, priced: boolean, offset: number, total: number): string {
  const plan = SORT_PLANS[sort]!;
  const section = memoCount(ctx, 'SELECT COUNT(*) AS n FROM houses WHERE house_nav_id = ? AND tab = ? AND status = 1', [nav, tab]);
  const walk = plan.withPrice ? !priced && total > SORT_MATCHES_UP_TO : walkIsCheaper(offset, section, total);
  // `+col` keeps the planner from sorting by walking another index
  return walk
    ? `SELECT id FROM houses INDEXED BY ${plan.index} WHERE ${where} ORDER BY ${plan.order}`
    : `SELECT id FROM houses INDEXED BY houses_filter WHERE ${where} ORDER BY +${plan.order}`;
}

function page(ctx: AppContext, p: Params, nav: number, tab: 'info' | 'demand') {
  const { where, args, countSql, sort, priced } = publicListSql(ctx, p, nav, tab);
  const { rows, total } = listPage<ListRow>(ctx, p, {
    table: 'houses',
    columns: LIST_COLUMNS,
    where,
    args,
    countSql,
    idsSql: (offset, total) => idsSql(ctx, nav, tab, where, sort, priced, offset, total),
  });
  return { lists: listItems(ctx, rows), total };
}

type PlanRow = { id: number; house_id: number; name: string; pic: string; room: string; measure: number; direction: string; price: number; description: string };
const plan = (ctx: AppContext, r: PlanRow) => ({ id: r.id, building_id: r.house_id, name: r.name, pic: abs(ctx, r.pic), room: r.room, measure: r.measure, direction: r.direction, price: r.price });

/** A house the caller may see: online, or their own. */
export const visibleHouse = houseStore.visible;

type PublicOps = Exclude<keyof SectionHandlers<'house'>, keyof typeof memberHandlers>;

export const houseHandlers: Pick<SectionHandlers<'house'>, PublicOps> = {
  houseAttribute(_ctx, p) {
    const nav = intParam(p, 'houseNavId');
    if (!(NAVS as readonly number[]).includes(nav)) throw new ParamError('houseNavId 取值 218、219、220');
    return ok(attributeRows(nav), '请求成功');
  },
  newInfoList: list('new', 'info'),
  newDemandList: list('new', 'demand'),
  secondHandInfoList: list('second', 'info'),
  secondHandDemandList: list('second', 'demand'),

  newBuildingDetails(ctx, p, req) {
    const id = intParam(p, 'id');
    const h = visibleHouse(ctx, id, req.user?.id);
    if (!h) return fail(404, MSG_NO_HOUSE);
    const plans = ctx.db.prepare('SELECT * FROM house_floor_plans WHERE house_id = ? ORDER BY id').all(id) as PlanRow[];
    return ok(
      {
        ...listItem(h, picturesOf(ctx, [id]).get(id) ?? []),
        description: h.description,
        lat: h.lat,
        lng: h.lng,
        contact_name: h.contact_name,
        contact_phone: maskPhone(h.contact_phone),
        floor_plans: plans.map((r) => plan(ctx, r)),
        mine: req.user !== undefined && h.user_id === req.user.id,
      },
      '请求成功',
    );
  },

  houseContactPhone(ctx, p, req) {
    const h = visibleHouse(ctx, intParam(p, 'id'), req.user?.id);
    return h ? ok({ phone: h.contact_phone }, '请求成功') : fail(404, MSG_NO_HOUSE);
  },

  listNewHouseMessage(ctx, p) {
    const id = intParam(p, 'id');
    const pageNo = intParam(p, 'page');
    if (pageNo < 1) throw new ParamError('page 必须 >= 1');
    if (!visibleHouse(ctx, id, undefined)) return fail(404, MSG_NO_HOUSE);
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
