// The member search's totals, top members, pages and cards without reading rows in SQLite (about 0.1 µs an entry,
// so 1–5 ms a filter set on 100 000 profiles, on the thread that answers every request): the search's and the
// cards' columns in arrays kept newest first, one bitset per filter term (sex=f, age 26–30, …) built once, a
// query's matches the AND of its bitsets (tens of µs), and the 'active' order beside. love_meta moves with every
// change of those columns (migration 3's triggers), so nothing is answered from old columns: the arrays reload at
// most once a second (the active order every 5 s), and SQLite answers in between.
import type { DB } from '../../db/index.js';

/** The filter columns of every profile, by position (newest first: the 'new' sort); `city` is a code into `cities`. */
export interface Columns {
  n: number;
  ids: Int32Array;
  pos: Map<number, number>;
  sex: Uint8Array;
  born: Int16Array;
  height: Uint8Array;
  education: Uint8Array;
  income: Uint8Array;
  marital: Uint8Array;
  photo: Uint8Array;
  /** The end of a 黄金/钻石 membership (love_profiles.top_until), 0 for none. */
  top: Float64Array;
  city: Uint16Array;
  cities: Map<string, number>;
  /** What a card shows besides: nickname, photo and the introduction's first 60 characters (cities by code − 1). */
  nickname: string[];
  photoUrl: string[];
  intro: string[];
  cityNames: string[];
}

/** One condition of the search: a key naming it (its bitset is kept by that key) and the test of one position. */
export interface Term {
  key: string;
  test: (c: Columns) => (i: number) => boolean;
}

interface Store {
  version: number;
  loadedAt: number;
  columns: Columns;
  bits: Map<string, Uint32Array>;
  /** Positions by the 'active' sort (most recently active first), for love_meta.active's value; rebuilt at most every 5 s. */
  active?: { version: number; builtAt: number; order: Int32Array; at: Float64Array };
}

const RELOAD_MS = 1000;
// activity moves with every follow, request and visit: its order is rebuilt less often (SQLite answers meanwhile)
const ACTIVE_MS = 5000;
const stores = new WeakMap<DB, Store>();

function load(db: DB, version: number): Store {
  const rows = db
    .prepare('SELECT sex, birth_year, height, education, income, marital, has_photo, city, user_id, nickname, photo, substr(intro, 1, 60), top_until FROM love_profiles ORDER BY created_at DESC, user_id DESC')
    .raw(true)
    .all() as [string, number, number, number, number, number, number, string, number, string, string, string, number][];
  const n = rows.length;
  const c: Columns = {
    n, ids: new Int32Array(n), pos: new Map(), sex: new Uint8Array(n), born: new Int16Array(n), height: new Uint8Array(n), education: new Uint8Array(n), income: new Uint8Array(n),
    marital: new Uint8Array(n), photo: new Uint8Array(n), top: new Float64Array(n), city: new Uint16Array(n), cities: new Map(),
    nickname: new Array<string>(n), photoUrl: new Array<string>(n), intro: new Array<string>(n), cityNames: [],
  };
  rows.forEach(([sex, born, height, education, income, marital, photo, city, id, nickname, photoUrl, intro, top], i) => {
    c.ids[i] = id;
    c.top[i] = top;
    c.pos.set(id, i);
    c.nickname[i] = nickname;
    c.photoUrl[i] = photoUrl;
    c.intro[i] = intro;
    let code = c.cities.get(city);
    if (code === undefined) {
      c.cities.set(city, (code = c.cities.size + 1));
      c.cityNames.push(city);
    }
    c.sex[i] = sex === 'f' ? 1 : 2;
    c.born[i] = born;
    c.height[i] = height;
    c.education[i] = education;
    c.income[i] = income;
    c.marital[i] = marital;
    c.photo[i] = photo;
    c.city[i] = code;
  });
  return { version, loadedAt: Date.now(), columns: c, bits: new Map() };
}

function bitsOf(store: Store, term: Term): Uint32Array {
  let bits = store.bits.get(term.key);
  if (!bits) {
    const { n } = store.columns;
    bits = new Uint32Array((n + 31) >>> 5);
    const test = term.test(store.columns);
    for (let i = 0; i < n; i++) if (test(i)) bits[i >>> 5]! |= 1 << (i & 31);
    // the terms a page offers are a few dozen; a caller's own ranges could be many
    if (store.bits.size >= 500) store.bits.clear();
    store.bits.set(term.key, bits);
  }
  return bits;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The arrays of the current profiles, or undefined while they are kept from reloading (then ask SQLite). */
function current(db: DB): Store | undefined {
  const { profiles: version } = db.prepare('SELECT profiles FROM love_meta').get() as { profiles: number };
  let store = stores.get(db);
  if (!store || store.version !== version) {
    if (store && Date.now() - store.loadedAt < RELOAD_MS) return undefined;
    store = load(db, version);
    stores.set(db, store);
  }
  return store;
}

/** Calls `each(word index, word)` for the words of the AND of the terms' bitsets, less the positions of `without`. */
function matches(store: Store, terms: readonly Term[], without: readonly number[], each: (w: number, word: number) => boolean): void {
  const sets = terms.map((t) => bitsOf(store, t));
  const cleared = new Map<number, number>();
  for (const id of without) {
    const i = store.columns.pos.get(id);
    if (i !== undefined) cleared.set(i >>> 5, (cleared.get(i >>> 5) ?? 0) | (1 << (i & 31)));
  }
  const words = (store.columns.n + 31) >>> 5;
  const tail = store.columns.n & 31 ? (1 << (store.columns.n & 31)) - 1 : -1;
  for (let w = 0; w < words; w++) {
    let word = w === words - 1 ? tail : -1;
    for (let s = 0; s < sets.length && word; s++) word &= sets[s]![w]!;
    if (word && cleared.has(w)) word &= ~cleared.get(w)!;
    if (word && !each(w, word)) return;
  }
}

/** The profiles matching every term, or undefined when the arrays are kept from reloading (count in SQL). */
export function countProfiles(db: DB, terms: readonly Term[]): number | undefined {
  const store = current(db);
  if (!store) return undefined;
  if (!terms.length) return store.columns.n;
  let total = 0;
  matches(store, terms, [], (_w, word) => {
    total += popcount(word);
    return true;
  });
  return total;
}

/**
 * A page of the matches newest first (the 'new' sort, the arrays' order), leaving out `without` (the top members,
 * the viewer and whom they blocked either way): a count of bits, however deep the page. Undefined: ask SQLite.
 */
export function newestProfiles(db: DB, terms: readonly Term[], without: readonly number[], offset: number, limit: number): number[] | undefined {
  const store = current(db);
  if (!store) return undefined;
  const out: number[] = [];
  let skip = offset;
  matches(store, terms, without, (w, word) => {
    const bits = popcount(word);
    if (skip >= bits) {
      skip -= bits;
      return true;
    }
    for (let b = 0; b < 32 && out.length < limit; b++)
      if (word & (1 << b)) {
        if (skip > 0) skip--;
        else out.push(store.columns.ids[(w << 5) + b]!);
      }
    return out.length < limit;
  });
  return out;
}

/** A card's columns of each profile asked for (missing ids are left out), or undefined: read them in SQL. */
export function profileCards(db: DB, ids: readonly number[]) {
  const store = current(db);
  if (!store) return undefined;
  const c = store.columns;
  const out = new Map<number, { user_id: number; nickname: string; sex: 'f' | 'm'; birth_year: number; height: number; city: string; education: number; marital: number; photo: string; intro: string }>();
  for (const id of ids) {
    const i = c.pos.get(id);
    if (i === undefined) continue;
    out.set(id, {
      user_id: id, nickname: c.nickname[i]!, sex: c.sex[i] === 1 ? 'f' : 'm', birth_year: c.born[i]!, height: c.height[i]!, city: c.cityNames[c.city[i]! - 1]!,
      education: c.education[i]!, marital: c.marital[i]!, photo: c.photoUrl[i]!, intro: c.intro[i]!,
    });
  }
  return out;
}

/** The order of the 'active' sort for the current activity, or undefined: ask SQLite. */
function activeOrder(db: DB, store: Store): Int32Array | undefined {
  const { active: version } = db.prepare('SELECT active FROM love_meta').get() as { active: number };
  if (store.active?.version === version) return store.active.order;
  if (store.active && Date.now() - store.active.builtAt < ACTIVE_MS) return undefined;
  const c = store.columns;
  const at = new Float64Array(c.n);
  for (const [id, when] of db.prepare('SELECT user_id, active_at FROM love_profiles').raw(true).all() as [number, number][]) {
    const i = c.pos.get(id);
    if (i !== undefined) at[i] = when;
  }
  const order = new Int32Array(c.n).map((_, i) => i).sort((a, b) => at[b]! - at[a]! || c.ids[b]! - c.ids[a]!);
  store.active = { version, builtAt: Date.now(), order, at };
  return order;
}

/** A page of the matches most recently active first, leaving out `without`; undefined: ask SQLite. */
export function activeProfiles(db: DB, terms: readonly Term[], without: readonly number[], offset: number, limit: number): number[] | undefined {
  const store = current(db);
  const order = store && activeOrder(db, store);
  if (!store || !order) return undefined;
  const mask = new Uint32Array((store.columns.n + 31) >>> 5);
  matches(store, terms, without, (w, word) => {
    mask[w] = word;
    return true;
  });
  const out: number[] = [];
  let skip = offset;
  for (let k = 0; k < order.length && out.length < limit; k++) {
    const i = order[k]!;
    if (!(mask[i >>> 5]! & (1 << (i & 31)))) continue;
    if (skip > 0) skip--;
    else out.push(store.columns.ids[i]!);
  }
  return out;
}

/**
 * The top members among the matches (top_until after `now`), newest first and most active first, leaving out
 * `without`; undefined: ask SQLite.
 */
export function topProfiles(db: DB, terms: readonly Term[], without: readonly number[], now: number): { new: number[]; active: number[] } | undefined {
  const store = current(db);
  const order = store && activeOrder(db, store);
  if (!store || !order) return undefined;
  const c = store.columns;
  const top: Term = { key: `top>${now}`, test: (cols) => (i) => cols.top[i]! > now };
  const found: number[] = [];
  matches(store, [...terms, top], without, (w, word) => {
    for (let b = 0; b < 32; b++) if (word & (1 << b)) found.push((w << 5) + b);
    return true;
  });
  const at = store.active!.at;
  const active = found.slice().sort((a, b) => at[b]! - at[a]! || c.ids[b]! - c.ids[a]!);
  return { new: found.map((i) => c.ids[i]!), active: active.map((i) => c.ids[i]!) };
}
