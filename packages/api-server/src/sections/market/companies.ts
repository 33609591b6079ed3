// The company list (companyList): category, city, company type and keyword, newest / most browsed / most liked,
// ten a page. Planned for 100 000 companies (bench/market.bench.mjs): the count is memoised per filter set until
// the next write, the page's ids come from a covering index (walked in sort order while that reads fewer entries
// than sorting the matches), and only the page's ten rows are read, with the card's columns.
import type { AppContext, Params } from '../../http/context.js';
import { intParam, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { memoCount, walkIsCheaper } from '../../http/listing.js';
import { keywordIdsSql, searchMatch } from '../../http/search.js';
import { SHUXING, type CompanyCardRow } from './rows.js';
import { MARKET_SEARCH } from './search.js';

const SORTS = { new: 'inputtime DESC, id DESC', hot: 'browse_count DESC, id DESC', like: 'like_count DESC, id DESC' } as const;
type Sort = keyof typeof SORTS;
const CARD = 'c.id, c.name, c.logo, c.shuxing, c.city, c.jianjie, c.goods_count, c.browse_count, c.like_count, c.follow_count, c.inputtime, l.name AS leibie';
export type CompanyCard = Pick<CompanyCardRow, 'id' | 'name' | 'logo' | 'shuxing' | 'city' | 'jianjie' | 'goods_count' | 'browse_count' | 'like_count' | 'follow_count' | 'inputtime' | 'leibie'>;

const optInt = (p: Params, key: string) => (p[key] === undefined || p[key] === '' ? undefined : intParam(p, key));
const count = (ctx: AppContext, where: string, args: readonly unknown[]) => memoCount(ctx, `SELECT COUNT(*) AS n FROM market_companies WHERE ${where}`, args);

export function companyPage(ctx: AppContext, p: Params): { rows: CompanyCard[]; total: number } {
  const sort = strParam(p, 'sort', 'new') as Sort;
  if (!(sort in SORTS)) throw new ParamError('sort 取值 new、hot、like');
  const parts: string[] = [];
  const args: unknown[] = [];
  const add = (sql: string, arg: unknown) => {
    parts.push(sql);
    args.push(arg);
  };
  const leibie = optInt(p, 'leibie');
  if (leibie !== undefined) add('leibie_id = ?', leibie);
  const city = strParam(p, 'city', '').trim();
  if (city) add('city = ?', city);
  const shuxing = optInt(p, 'shuxing');
  if (shuxing !== undefined) {
    if (shuxing < 1 || shuxing > SHUXING.length) throw new ParamError('shuxing 企业类型不存在');
    add('shuxing = ?', shuxing);
  }
  const keyword = strParam(p, 'keyword', '').trim();
  if (keyword) {
    const match = searchMatch(keyword);
    // nothing searchable in it (punctuation only): nothing matches
    if (!match) return { rows: [], total: 0 };
    add(keywordIdsSql(MARKET_SEARCH), match);
  }
  const where = parts.length ? parts.join(' AND ') : '1 = 1';
  const total = count(ctx, where, args);
  const { offset } = pageOf(p);
  if (offset >= total) return { rows: [], total };

  // the walk's index starts with the narrowest equality it can (a city, else a category), the others checked in it
  const [prefix, walked] =
    city ? ['city_', count(ctx, 'city = ?', [city])] : leibie !== undefined ? ['leibie_', count(ctx, 'leibie_id = ?', [leibie])] : ['', count(ctx, '1 = 1', [])];
  const ids = (
    walkIsCheaper(offset, walked, total)
      ? ctx.db.prepare(`SELECT id FROM market_companies INDEXED BY market_companies_${prefix}by_${sort} WHERE ${where} ORDER BY ${SORTS[sort]} LIMIT ? OFFSET ?`)
      : // few matches: seek them (the filter indexes) and sort; `+` keeps the planner off the sort's index
        ctx.db.prepare(`SELECT id FROM market_companies WHERE ${where} ORDER BY +${SORTS[sort]} LIMIT ? OFFSET ?`)
  )
    .pluck()
    .all(...args, PAGE_SIZE, offset) as number[];
  if (!ids.length) return { rows: [], total };
  const rows = ctx.db.prepare(`SELECT ${CARD} FROM market_companies c JOIN market_leibie l ON l.id = c.leibie_id WHERE c.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as CompanyCard[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total };
}
