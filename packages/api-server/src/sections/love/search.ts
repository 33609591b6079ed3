// The member search (x-spec: inferred): sex, age, height, education and income at least, marital status, city and
// photo; the members on top of the list (黄金 / 钻石 while it lasts) first, then newest or most active. Built for
// 100 000 profiles (bench/love.bench.mjs): every plan reads one covering index (migration 3), the count and the
// top members' ids are kept per filter set until the next write (paging and re-sorting ask for them again).
import type { AppContext, Params } from '../../http/context.js';
import { intParam, ParamError, strParam } from '../../http/context.js';
import { memoCount } from '../../http/listing.js';
import { LOVE_PAGE, NOT_BLOCKED, SORTS, yearOf } from './rows.js';

/** An optional whole-number filter within [min, max]; out of range → 400. */
function range(p: Params, key: string, min: number, max: number): number | undefined {
  if (p[key] === undefined || p[key] === '') return undefined;
  const n = intParam(p, key);
  if (n < min || n > max) throw new ParamError(`${key} 取值 ${min}–${max}`);
  return n;
}

interface Filters {
  /** The conditions joined with AND ('' for none). */
  where: string;
  args: unknown[];
  /** What the indexes lead with: the sex, the city and the birth years (oldest, youngest) asked for. */
  sex: string;
  city: string;
  born: [number, number] | null;
}

function filtersOf(ctx: AppContext, p: Params, viewer: number | undefined): Filters {
  const parts: string[] = [];
  const args: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    args.push(...values);
  };
  const sex = strParam(p, 'sex', '');
  if (sex && sex !== 'm' && sex !== 'f') throw new ParamError('sex 取值 m、f');
  if (sex) add('p.sex = ?', sex);
  const year = yearOf(ctx);
  const ageMin = range(p, 'age_min', 18, 99);
  const ageMax = range(p, 'age_max', 18, 99);
  if (ageMin !== undefined && ageMax !== undefined && ageMin > ageMax) throw new ParamError('age_min 不能大于 age_max');
  if (ageMin !== undefined) add('p.birth_year <= ?', year - ageMin);
  if (ageMax !== undefined) add('p.birth_year >= ?', year - ageMax);
  const hMin = range(p, 'height_min', 140, 220);
  const hMax = range(p, 'height_max', 140, 220);
  if (hMin !== undefined) add('p.height >= ?', hMin);
  if (hMax !== undefined) add('p.height <= ?', hMax);
  const education = range(p, 'education', 1, 6);
  if (education !== undefined) add('p.education >= ?', education);
  const income = range(p, 'income', 1, 6);
  if (income !== undefined) add('p.income >= ?', income);
  const marital = range(p, 'marital', 1, 3);
  if (marital !== undefined) add('p.marital = ?', marital);
  const city = strParam(p, 'city', '').trim();
  if (city) add('p.city = ?', city);
  if (range(p, 'photo', 0, 1) === 1) parts.push('p.has_photo = 1');
  // the blocks are read once per query (not per row): the viewer's few ids, either way
  if (viewer) add(NOT_BLOCKED, viewer, viewer, viewer);
  const born: [number, number] | null = ageMin === undefined && ageMax === undefined ? null : [year - (ageMax ?? 99), year - (ageMin ?? 18)];
  return { where: parts.join(' AND '), args, sex, city, born };
}

/** A WHERE clause of the conditions given ('' when none: COUNT(*) then counts the table's pages, not its rows). */
const whereOf = (...conditions: string[]) => {
  const all = conditions.filter(Boolean);
  return all.length ? ` WHERE ${all.join(' AND ')}` : '';
};

/** Entries of love_profiles with the sex (if any) and, when given, the city or else the birth years: what a seek reads. */
function seekRange(ctx: AppContext, f: Filters): number {
  const parts = f.sex ? ['sex = ?'] : [];
  const args: unknown[] = f.sex ? [f.sex] : [];
  if (f.city) {
    parts.push('city = ?');
    args.push(f.city);
  } else if (f.born) {
    parts.push('birth_year BETWEEN ? AND ?');
    args.push(...f.born);
  }
  return memoCount(ctx, `SELECT COUNT(*) AS n FROM love_profiles${whereOf(...parts)}`, args);
}

/** One page of member ids and the total: the top members' matches first, then the rest in the sort's order. */
export function searchMembers(ctx: AppContext, p: Params, viewer: number | undefined): { ids: number[]; total: number } {
  const page = Math.max(1, intParam(p, 'page', 1));
  const sort = SORTS.find((s) => s.key === strParam(p, 'sort', 'new'));
  if (!sort) throw new ParamError('sort 取值 new、active');
  const f = filtersOf(ctx, p, viewer);
  const offset = (page - 1) * LOVE_PAGE;
  const total = memoCount(ctx, `SELECT COUNT(*) AS n FROM love_profiles p${whereOf(f.where)}`, f.args);
  if (offset >= total) return { ids: [], total };
  // to the minute, so the memos of a filter set last (a top place may outlast its membership by a minute)
  const now = Math.floor(ctx.now() / 60) * 60;
  const topArgs = [...f.args, now];
  const tops = ctx.cache.memo(`love-top\u0000${sort.key}\u0000${f.where}\u0000${JSON.stringify(topArgs)}`, () =>
    ctx.db.prepare(`SELECT p.user_id FROM love_profiles p INDEXED BY love_top${whereOf(f.where, 'p.top_until > 0', 'p.top_until > ?')} ORDER BY ${sort.order}`).pluck().all(...topArgs) as number[],
  );
  const ids = tops.slice(offset, offset + LOVE_PAGE);
  const need = LOVE_PAGE - ids.length;
  const rest = total - tops.length;
  const restOffset = Math.max(0, offset - tops.length);
  if (need === 0 || restOffset >= rest) return { ids, total };
  // a walk of the sort's index reads about (offset + page) × walked / matches entries; a seek its range, then sorts
  const walked = memoCount(ctx, `SELECT COUNT(*) AS n FROM love_profiles${whereOf(f.sex ? 'sex = ?' : '')}`, f.sex ? [f.sex] : []);
  const walk = ((restOffset + need) * walked) / rest <= seekRange(ctx, f) + 2 * rest;
  const index = walk ? `love_walk_${f.sex ? 'sex_' : ''}${sort.key}` : f.city ? 'love_seek_city' : 'love_seek_age';
  // `+` keeps a seek from sorting by walking another index
  const order = walk ? sort.order : `+${sort.order}`;
  const more = ctx.db
    .prepare(`SELECT p.user_id FROM love_profiles p INDEXED BY ${index}${whereOf(f.where, 'p.top_until <= ?')} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...topArgs, need, restOffset) as number[];
  return { ids: [...ids, ...more], total };
}
