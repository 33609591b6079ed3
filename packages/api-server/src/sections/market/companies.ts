// The company list (companyList): category, city, company type and keyword, newest / most browsed / most liked,
// ten a page. Planned for 100 000 companies (bench/market.bench.mjs): the count is memoised per filter set until
// the next write, the page's ids come from a covering index (walked in sort order while that reads fewer entries
// than sorting the matches), and only the page's ten rows are read, with the card's columns.
import type { AppContext, Params } from '../../http/context.js';
import { intParam, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { memoCount, walkIsCheaper } from '../../http/listing.js';
import { searchMatch } from '../../http/search.js';
import { SHUXING, type CompanyCardRow } from './rows.js';
import { MARKET_SEARCH } from './search.js';

const SORTS = { new: 'inputtime DESC, id DESC', hot: 'browse_count DESC, id DESC', like: 'like_count DESC, id DESC' } as const;
type Sort = keyof typeof SORTS;
const CARD = 'c.id, c.name, c.logo, c.shuxing, c.city, c.jianjie, c.goods_count, c.browse_count, c.like_count, c.follow_count, c.inputtime, l.name AS leibie';
export type CompanyCard = Pick<CompanyCardRow, 'id' | 'name' | 'logo' | 'shuxing' | 'city' | 'jianjie' | 'goods_count' | 'browse_count' | 'like_count' | 'follow_count' | 'inputtime' | 'leibie'>;

const optInt = (p: Params, key: string) => (p[key] === undefined || p[key] === '' ? undefined : intParam(p, key));
const count = (ctx: AppContext, where: string, args: readonly unknown[]) => memoCount(ctx, `SELECT COUNT(*) AS n FROM market_companies WHERE ${where}`, args);

/**
 * The companies a keyword finds (the site search's index, source market) among those the filters keep, kept until
 * the next write: mapping a common word's thousands of index hits to company ids is the expensive part, and
 * paging, re-sorting and narrowing ask for the same word again.
 */
type Matches = { ids: number[]; has: ReadonlySet<number> };
const matches = (ids: number[]): Matches => ({ ids, has: new Set(ids) });
/** A hit's filter columns, read once per word: narrowing by category, city and type is then done in memory. */
type Hit = [id: number, leibie: number, city: string, shuxing: number];
type Narrow = { leibie?: number; city?: string; shuxing?: number };

function keywordMatches(ctx: AppContext, match: string, narrow: Narrow): Matches {
  const hits = ctx.cache.memo(`market-keyword\u0000${match}`, () =>
    ctx.db
      .prepare(`SELECT id, leibie_id, city, shuxing FROM market_companies WHERE id IN (SELECT ref_id FROM search_docs WHERE +source = ? AND id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?))`)
      .raw(true)
      .all(MARKET_SEARCH, match) as Hit[],
  );
  const { leibie, city, shuxing } = narrow;
  return ctx.cache.memo(`market-keyword\u0000${match}\u0000${leibie ?? ''}\u0000${city ?? ''}\u0000${shuxing ?? ''}`, () =>
    matches(hits.filter((h) => (leibie === undefined || h[1] === leibie) && (!city || h[2] === city) && (shuxing === undefined || h[3] === shuxing)).map((h) => h[0])),
  );
}

/** A page of the matches in sort order, walking the sort's index until it has them (many matches). */
function walkMatches(ctx: AppContext, walk: string, args: readonly unknown[], matched: ReadonlySet<number>, offset: number): number[] {
  const out: number[] = [];
  let skip = offset;
  for (const id of ctx.db.prepare(walk).pluck().iterate(...args) as IterableIterator<number>) {
    if (!matched.has(id)) continue;
    if (skip > 0) skip--;
    else if (out.push(id) === PAGE_SIZE) break;
  }
  return out;
}

/** A page of the matches sorted (few matches: their rows by id, then sorted). */
const seekMatches = (ctx: AppContext, matched: readonly number[], sort: Sort, offset: number) =>
  ctx.db.prepare(`SELECT id FROM market_companies WHERE id IN (SELECT value FROM json_each(?)) ORDER BY +${SORTS[sort]} LIMIT ? OFFSET ?`).pluck().all(JSON.stringify(matched), PAGE_SIZE, offset) as number[];

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
  const where = parts.length ? parts.join(' AND ') : '1 = 1';
  const { offset } = pageOf(p);
  // the walk's index starts with the narrowest equality it can (a city, else a category), the others checked in it
  const [prefix, walked] =
    city ? ['city_', count(ctx, 'city = ?', [city])] : leibie !== undefined ? ['leibie_', count(ctx, 'leibie_id = ?', [leibie])] : ['', count(ctx, '1 = 1', [])];
  const walk = `SELECT id FROM market_companies INDEXED BY market_companies_${prefix}by_${sort} WHERE ${where} ORDER BY ${SORTS[sort]}`;
  let ids: number[];
  let total: number;
  if (keyword) {
    const match = searchMatch(keyword);
    // nothing searchable in it (punctuation only): nothing matches
    if (!match) return { rows: [], total: 0 };
    const matched = keywordMatches(ctx, match, { leibie, city, shuxing });
    total = matched.ids.length;
    if (offset >= total) return { rows: [], total };
    ids = walkIsCheaper(offset, walked, total) ? walkMatches(ctx, walk, args, matched.has, offset) : seekMatches(ctx, matched.ids, sort, offset);
  } else {
    total = count(ctx, where, args);
    if (offset >= total) return { rows: [], total };
    ids = (
      walkIsCheaper(offset, walked, total)
        ? ctx.db.prepare(`${walk} LIMIT ? OFFSET ?`)
        : // few matches: seek them (the filter indexes) and sort; `+` keeps the planner off the sort's index
          ctx.db.prepare(`SELECT id FROM market_companies WHERE ${where} ORDER BY +${SORTS[sort]} LIMIT ? OFFSET ?`)
    )
      .pluck()
      .all(...args, PAGE_SIZE, offset) as number[];
  }
  if (!ids.length) return { rows: [], total };
  const rows = ctx.db.prepare(`SELECT ${CARD} FROM market_companies c JOIN market_leibie l ON l.id = c.leibie_id WHERE c.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as CompanyCard[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total };
}
