// Services and needs as one listing (defineListing): kind service (a settled provider's) or need (any member's),
// by category, district and keyword; newest, cheapest or most viewed first. Prices are integer 分 (0 面议).
import type { AppContext, Params } from '../../http/context.js';
import { fmtTime, intParam, ParamError, strParam } from '../../http/context.js';
import { defineListing, type Writer } from '../../http/defineListing.js';
import type { ListingRow } from '../../http/listing.js';

export const CATEGORIES = ['家政保洁', '维修安装', '搬家货运', '家教辅导', '月嫂保姆', '开锁换锁', '管道疏通', '宠物服务', '摄影婚庆', '其他服务'].map((name, i) => ({ id: i + 1, name }));
export const DISTRICTS = ['亭湖区', '盐都区', '大丰区', '东台市', '建湖县', '射阳县', '阜宁县', '滨海县', '响水县'] as const;
export const UNITS = ['次', '小时', '天', '平方米', '月', '项'] as const;
export const MSG_NO_ITEM = '信息不存在或已下架';
export const categoryName = (id: number) => CATEGORIES.find((c) => c.id === id)?.name ?? '';
export const providerOf = (ctx: AppContext, userId: number) =>
  ctx.db.prepare('SELECT * FROM live_providers WHERE user_id = ?').get(userId) as
    | { user_id: number; type: 'individual' | 'company'; name: string; category: number; district: string; phone: string; jianjie: string; status: 'waiting' | 'approved' | 'refused'; reason: string; created_at: number }
    | undefined;

export interface LiveRow extends ListingRow {
  kind: 'service' | 'need';
  category: number;
  price: number;
  price_unit: string;
  area: string;
  provider: string;
  updated_at: number;
}

const sized = (p: Params, key: string, min: number, max: number, label: string) => {
  const v = strParam(p, key, '').trim();
  if ([...v].length < min || [...v].length > max) throw new ParamError(`${key} ${label} ${min}–${max} 个字`);
  return v;
};

function validate(ctx: AppContext, p: Params, w: Writer) {
  const kind = strParam(p, 'kind', '');
  if (kind !== 'service' && kind !== 'need') throw new ParamError('kind 请选择服务或需求');
  const title = sized(p, 'title', 4, 30, '标题');
  const category = intParam(p, 'category', 0);
  if (!CATEGORIES.some((c) => c.id === category)) throw new ParamError('category 请选择服务类别');
  const district = strParam(p, 'district', '').trim();
  if (!(DISTRICTS as readonly string[]).includes(district)) throw new ParamError('district 请选择所在区县');
  const price = intParam(p, 'price', -1);
  if (price < 0 || price > 100_000_000) throw new ParamError(`price ${kind === 'service' ? '价格' : '预算'}为 0–1000000 元（0 为面议）`);
  const price_unit = strParam(p, 'price_unit', '');
  if (!(UNITS as readonly string[]).includes(price_unit)) throw new ParamError('price_unit 请选择计价单位');
  const area = sized(p, 'area', 2, 40, kind === 'service' ? '服务区域' : '所在位置');
  const description = sized(p, 'description', 10, 2000, '详细说明');
  const contact_name = sized(p, 'contact_name', 2, 20, '联系人');
  const contact_phone = strParam(p, 'contact_phone', '').trim();
  if (!/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(contact_phone)) throw new ParamError('contact_phone 请输入正确的手机号或座机号');
  if (w.images().length > 9) throw new ParamError('images 最多 9 张图片');
  const provider = kind === 'service' ? (providerOf(ctx, w.userId)?.name ?? '') : `${contact_name.slice(0, 1)}（个人）`;
  return { kind, title, category, district, price, price_unit, area, description, contact_name, contact_phone, provider, province: '江苏省', city: '盐城市' };
}

export const lives = defineListing<LiveRow>()({
  table: 'live_items',
  pictures: { table: 'live_item_images', fk: 'item_id' },
  missing: MSG_NO_ITEM,
  columns: ['id', 'kind', 'title', 'category', 'district', 'price', 'price_unit', 'area', 'provider', 'created_at'],
  operations: { list: 'liveLists', mine: 'liveMyList', one: 'liveMyOne', update: 'liveModify', status: 'liveSetStatus' },
  scope: (p) => {
    const kind = strParam(p, 'kind', '');
    return {
      where: [['status = 1'], ...(kind === 'service' || kind === 'need' ? [['kind = ?', kind] as const] : [])],
      filters: [
        { key: 'category', rule: { equals: 'category', number: true } },
        { key: 'district', rule: { equals: 'district' } },
        { key: 'keyword', rule: { keyword: ['title', 'area', 'provider'] } },
      ],
    };
  },
  sorts: [
    { order: 'created_at DESC, id DESC', index: (q) => (q.narrows('kind') ? 'live_items_by_newest' : '') },
    { order: 'price ASC, id DESC', index: (q) => (q.narrows('kind') ? 'live_items_by_price' : '') },
    { order: 'clickcount DESC, id DESC', index: (q) => (q.narrows('kind') ? 'live_items_by_views' : '') },
  ],
  mine: (p) => ({ sql: 'kind = ?', args: [strParam(p, 'kind', 'need') === 'service' ? 'service' : 'need'] }),
  item: (r, pictures) => ({ id: r.id, kind: r.kind, title: r.title, category_id: r.category, category: categoryName(r.category), district: r.district, price: r.price, price_unit: r.price_unit, area: r.area, pictures, provider: r.provider, inputtime: fmtTime(r.created_at) }),
  one: (r, { images }) => ({ id: r.id, kind: r.kind, title: r.title, category: r.category, district: r.district, price: r.price, price_unit: r.price_unit, area: r.area, description: r.description, contact_name: r.contact_name, contact_phone: r.contact_phone, images, status: r.status as 0 | 1 }),
  validate,
});
