// The member search (x-spec: inferred): sex, age, height, education and income at least, marital status, city and
// photo; the members on top of the list (黄金 / 钻石 while it lasts) first, then newest or most active. Built for
// 100 000 profiles (bench/love.bench.mjs): totals, top members and pages come from the counter's arrays
// (counter.ts); while those reload after a change, SQLite answers from migration 3's covering indexes (the sort's
// walked, or the filters' sought and sorted, whichever reads fewer entries). What a filter set needs is kept until
// the next write (paging and re-sorting ask for it again).
import type { AppContext, Params } from '../../http/context.js';
import { intParam, ParamError, strParam } from '../../http/context.js';
import { memoCount } from '../../http/listing.js';
import { activeProfiles, countProfiles, newestProfiles, topProfiles, type Term } from './counter.js';
import { LOVE_PAGE, NOT_BLOCKED, SORTS, yearOf } from './rows.js';

/** An optional whole-number filter within [min, max]; out of range → 400. */
function range(p: Params, key: string, min: number, max: number): number | undefined {
  if (p[key] === undefined || p[key] === '') return undefined;
  const n = intParam(p, key);
  if (n < min || n > max) throw new ParamError(`${key} 取值 ${min}–${max}`);
  return n;
}

/** A WHERE clause of the conditions given ('' when none: COUNT(*) then counts the table's pages, not its rows). */
const whereOf = (...conditions: string[]) => {
  const all = conditions.filter(Boolean);
  return all.length ? ` WHERE ${all.join(' AND ')}` : '';
};

interface Filters {
  /** The conditions joined with AND ('' for none), the viewer's blocks included. */
  where: string;
  args: unknown[];
  /** Each condition without the viewer's blocks: its SQL and the counter's term. */
  terms: Cond[];
  /** What the indexes lead with: the sex and the city asked for. */
  sex: string;
  city: string;
}

type Cond = Term & { sql: string; args: unknown[] };

function filtersOf(ctx: AppContext, p: Params, viewer: number | undefined): Filters {
  const terms: Cond[] = [];
  const add = (sql: string, value: unknown, key: string, test: Term['test']) => terms.push({ sql, args: [value], key, test });
  const sex = strParam(p, 'sex', '');
  if (sex && sex !== 'm' && sex !== 'f') throw new ParamError('sex 取值 m、f');
  if (sex) add('p.sex = ?', sex, `sex=${sex}`, (c) => (i) => c.sex[i] === (sex === 'f' ? 1 : 2));
  const year = yearOf(ctx);
  const ageMin = range(p, 'age_min', 18, 99);
  const ageMax = range(p, 'age_max', 18, 99);
  if (ageMin !== undefined && ageMax !== undefined && ageMin > ageMax) throw new ParamError('age_min 不能大于 age_max');
  // an age is years since the birth year
  const youngest = ageMin === undefined ? undefined : year - ageMin;
  const oldest = ageMax === undefined ? undefined : year - ageMax;
  if (youngest !== undefined) add('p.birth_year <= ?', youngest, `born<=${youngest}`, (c) => (i) => c.born[i]! <= youngest);
  if (oldest !== undefined) add('p.birth_year >= ?', oldest, `born>=${oldest}`, (c) => (i) => c.born[i]! >= oldest);
  const hMin = range(p, 'height_min', 140, 220);
  const hMax = range(p, 'height_max', 140, 220);
  if (hMin !== undefined) add('p.height >= ?', hMin, `height>=${hMin}`, (c) => (i) => c.height[i]! >= hMin);
  if (hMax !== undefined) add('p.height <= ?', hMax, `height<=${hMax}`, (c) => (i) => c.height[i]! <= hMax);
  const education = range(p, 'education', 1, 6);
  if (education !== undefined) add('p.education >= ?', education, `education>=${education}`, (c) => (i) => c.education[i]! >= education);
  const income = range(p, 'income', 1, 6);
  if (income !== undefined) add('p.income >= ?', income, `income>=${income}`, (c) => (i) => c.income[i]! >= income);
  const marital = range(p, 'marital', 1, 3);
  if (marital !== undefined) add('p.marital = ?', marital, `marital=${marital}`, (c) => (i) => c.marital[i] === marital);
  const city = strParam(p, 'city', '').trim();
  if (city)
    add('p.city = ?', city, `city=${city}`, (c) => {
      const code = c.cities.get(city) ?? -1;
      return (i) => c.city[i] === code;
    });
  if (range(p, 'photo', 0, 1) === 1) terms.push({ sql: 'p.has_photo = 1', args: [], key: 'photo', test: (c) => (i) => c.photo[i] === 1 });
  const args = terms.flatMap((t) => t.args);
  // the blocks are read once per query (not per row): the viewer's few ids, either way
  const where = [...terms.map((t) => t.sql), ...(viewer ? [NOT_BLOCKED] : [])].join(' AND ');
  return { where, args: viewer ? [...args, viewer, viewer, viewer] : args, terms, sex, city };
}

/** The matches: the counter's, less the viewer and the members blocked either way that match too. */
function totalOf(ctx: AppContext, f: Filters, viewer: number | undefined): number {
  const counted = countProfiles(ctx.db, f.terms);
  if (counted === undefined) return memoCount(ctx, `SELECT COUNT(*) AS n FROM love_profiles p${whereOf(f.where)}`, f.args);
  if (!viewer) return counted;
  const hidden = 'p.user_id IN (SELECT ? UNION SELECT target_id FROM love_blocks WHERE user_id = ? UNION SELECT user_id FROM love_blocks WHERE target_id = ?)';
  const own = ctx.db.prepare(`SELECT COUNT(*) AS n FROM love_profiles p${whereOf(hidden, ...f.terms.map((t) => t.sql))}`);
  return counted - (own.get(viewer, viewer, viewer, ...f.terms.flatMap((t) => t.args)) as { n: number }).n;
}

/** Profiles matching some of a query's terms (those whose key starts with one of `kinds`): what a plan reads. */
function entries(ctx: AppContext, f: Filters, kinds: string[]): number {
  const terms = f.terms.filter((t) => kinds.some((k) => t.key.startsWith(k)));
  const counted = countProfiles(ctx.db, terms);
  if (counted !== undefined) return counted;
  // the arrays are reloading: the same in SQL
  return memoCount(ctx, `SELECT COUNT(*) AS n FROM love_profiles p${whereOf(...terms.map((t) => t.sql))}`, terms.flatMap((t) => t.args));
}

/** One page of member ids and the total: the top members' matches first, then the rest in the sort's order. */
export function searchMembers(ctx: AppContext, p: Params, viewer: number | undefined): { ids: number[]; total: number } {
  const page = Math.max(1, intParam(p, 'page', 1));
  const sort = SORTS.find((s) => s.key === strParam(p, 'sort', 'new'));
  if (!sort) throw new ParamError('sort 取值 new、active');
  const f = filtersOf(ctx, p, viewer);
  const offset = (page - 1) * LOVE_PAGE;
  // to the minute, so what a filter set needs is kept (a top place may outlast its membership by a minute)
  const now = Math.floor(ctx.now() / 60) * 60;
  const topArgs = [...f.args, now];
  // one memo per filter set until the next write (paging and re-sorting ask again): the total and the top members
  // in both orders (from the counter's arrays, else the partial index, sorted here)
  const hidden = viewer ? [viewer, ...(ctx.db.prepare('SELECT target_id FROM love_blocks WHERE user_id = ? UNION SELECT user_id FROM love_blocks WHERE target_id = ?').pluck().all(viewer, viewer) as number[])] : [];
  const set = ctx.cache.memo(`love-set\u0000${f.where}\u0000${JSON.stringify(topArgs)}`, () => {
    const total = totalOf(ctx, f, viewer);
    const held = total ? topProfiles(ctx.db, f.terms, hidden, now) : { new: [], active: [] };
    if (held) return { total, tops: held };
    const rows = total
      ? (ctx.db.prepare(`SELECT p.user_id, p.created_at, p.active_at FROM love_profiles p INDEXED BY love_top${whereOf(f.where, 'p.top_until > 0', 'p.top_until > ?')}`).raw(true).all(...topArgs) as number[][])
      : [];
    const by = (col: number) => rows.slice().sort((x, y) => y[col]! - x[col]! || y[0]! - x[0]!).map((r) => r[0]!);
    return { total, tops: { new: by(1), active: by(2) } };
  });
  const { total } = set;
  if (offset >= total) return { ids: [], total };
  const tops = set.tops[sort.key];
  const ids = tops.slice(offset, offset + LOVE_PAGE);
  const need = LOVE_PAGE - ids.length;
  const rest = total - tops.length;
  const restOffset = Math.max(0, offset - tops.length);
  if (need === 0 || restOffset >= rest) return { ids, total };
  // from the counter's arrays: newest first is their order (a count of bits), the active order is kept beside them;
  // the top members and the viewer's hidden are left out
  const held = (sort.key === 'new' ? newestProfiles : activeProfiles)(ctx.db, f.terms, [...tops, ...hidden], restOffset, need);
  if (held) return { ids: [...ids, ...held], total };
  // a walk of the sort's index reads about (offset + page) × walked / matches entries; a seek its range, then sorts
  const plan = (kinds: string[]) => {
    const key = f.terms.filter((t) => kinds.some((k) => t.key.startsWith(k))).map((t) => t.key);
    return ctx.cache.memo(`love-entries\u0000${key.join('\u0000')}`, () => entries(ctx, f, kinds));
  };
  const walked = plan(['sex=']);
  const sought = plan(f.city ? ['sex=', 'city='] : ['sex=', 'born']);
  const walk = ((restOffset + need) * walked) / rest <= sought + 2 * rest;
  const index = walk ? `love_walk_${f.sex ? 'sex_' : ''}${sort.key}` : f.city ? 'love_seek_city' : 'love_seek_age';
  // `+` keeps a seek from sorting by walking another index
  const order = walk ? sort.order : `+${sort.order}`;
  const more = ctx.db
    .prepare(`SELECT p.user_id FROM love_profiles p INDEXED BY ${index}${whereOf(f.where, 'p.top_until <= ?')} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...topArgs, need, restOffset) as number[];
  return { ids: [...ids, ...more], total };
}
