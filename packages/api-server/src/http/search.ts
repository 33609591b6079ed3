// One search index over every section's items (SQLite FTS5 fed by segment.ts). A section joins by describing
// its sources (Section.search; a listing says `search` in defineListing): the table, the columns a change of
// which re-indexes a row, and how to load the public documents of some ids. Triggers written from those
// descriptions mark a changed row in search_dirty inside the write's own transaction, whatever code wrote it
// (owner writes, a reviewer simulator, a seed); flush() re-indexes the marked rows, and the server runs it
// before each data-version bump (every write path bumps) and before each search. Only public rows are indexed.
import type { DB } from '../db/index.js';
import { indexTokens, matchQuery } from './segment.js';

export { KEYWORD_MAX } from './segment.js';

/** A document: what a hit shows and the texts it is found by. */
export interface SearchDoc {
  id: number;
  title: string;
  /** Further texts (fields, category names); the title weighs more. */
  words: readonly string[];
  summary: string;
  /** A media path (`/media/…`) or URL; made absolute when answered. */
  pic: string;
  /** The portal path of the item's detail page. */
  url: string;
  /** Unix seconds; newer ranks a little higher among equal matches. */
  time: number;
}

export interface SearchSource {
  /** Unique among the sources ('idle', 'education_teacher'). */
  key: string;
  /** The channel its hits are grouped under (the menu's menu_en) and its name (menu_cn). */
  channel: string;
  channelName: string;
  table: string;
  /** The id column (default id). */
  idColumn?: string;
  /** The columns whose change re-indexes a row (a view counter's update does not). */
  watch: readonly string[];
  /** Other tables whose change changes what is public (`ids` selects the affected ids, NEW/OLD as in a trigger). */
  related?: readonly { table: string; ids: (row: 'NEW' | 'OLD') => string }[];
  /** The public documents among these ids (a hidden, taken-down or missing one is left out). */
  load(db: DB, ids: readonly number[]): SearchDoc[];
}

/** The channels in the order the portal's tabs show them. */
export const CHANNEL_ORDER = ['education', 'house', 'carship', 'idle', 'logistics', 'wzmall', 'tour', 'information'];

const CHUNK = 500;
/** Bump when the tokens change: the index is rebuilt on the next start. */
const TOKENS_VERSION = 2;

export interface Hit {
  ref_id: number;
  channel: string;
  title: string;
  summary: string;
  pic: string;
  url: string;
  time: number;
}

const HIT_COLUMNS = 'd.ref_id, d.channel, d.title, d.summary, d.pic, d.url, d.time';
/**
 * A channel's documents have rowids in a block of their own (channel number << 36), the last indexed lowest:
 * FTS5 reads a block's newest matches by seeking to its start in rowid order (0.05 ms, where reading them
 * from its end took 5 ms: bench/search.bench.mjs), and counts per channel come from the rowids alone.
 */
const SHIFT = 2 ** 36;
/**
 * The matches a ranking reads, newest first: every match of most keywords; of a very common one (盐城 is in
 * most items) the newest this many, since scoring all of them took 300 ms on 100 000 items
 * (bench/search.bench.mjs). A deeper page reads as many as it needs.
 */
const CANDIDATES = 400;
/** The matches the 全部 tab ranks per channel for its best few, and the suggestions. */
const TOP_CANDIDATES = 100;
const SUGGEST_CANDIDATES = 60;
/** ReadCache.memo: a value kept until the data changes. */
export type Memo = <T>(key: string, compute: () => T) => T;
/**
 * bm25 (the title ten times the other words) made up to half again as strong for a fresh item (a month old:
 * a quarter): a fresh 华为 Mate beats a year-old one, a title match still beats a word in the description.
 */
const SCORE = 'c.s * (1.0 + 0.5 / (1.0 + MAX(0, @now - d.time) / 2592000.0))';
/** One channel's matches ranked: its newest `candidates`, scored, one page of them. */
const ranked = (range: boolean) => `SELECT ${HIT_COLUMNS}, ${SCORE} AS score FROM (SELECT rowid, bm25(search_fts, 10.0, 1.0) AS s FROM search_fts
  WHERE search_fts MATCH @match${range ? ' AND rowid >= @lo' : ''} ORDER BY rowid LIMIT @candidates) c
  JOIN search_docs d ON d.id = c.rowid ORDER BY score, d.id DESC LIMIT @limit OFFSET @offset`;
/**
 * One channel's: FTS5 seeks to the block's start but does not stop at its end, so the candidates are never
 * more than the channel's matches (counts()): the scan ends with the block's last match.
 */
const RANKED = ranked(true);
/** Across channels (suggestions): the first matches in rowid order, channel by channel, no counting. */
const RANKED_ANY = ranked(false);

export class SearchIndex {
  private readonly byKey: Map<string, SearchSource>;
  readonly channels: ReadonlyMap<string, string>;
  /** Each channel's rowid range. */
  private readonly ranges = new Map<string, { lo: number; hi: number }>();

  constructor(
    private readonly db: DB,
    private readonly sources: readonly SearchSource[],
    /** A reader thread's copy: it searches; the main thread keeps the index in step. */
    private readonly readOnly = false,
  ) {
    this.byKey = new Map(sources.map((s) => [s.key, s]));
    if (this.byKey.size !== sources.length) throw new Error('a search source key is declared twice');
    const names = new Map(sources.map((s) => [s.channel, s.channelName]));
    const order = (c: string) => (CHANNEL_ORDER.includes(c) ? CHANNEL_ORDER.indexOf(c) : CHANNEL_ORDER.length);
    this.channels = new Map([...names].sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b)));
    [...this.channels.keys()].forEach((c, i) => this.ranges.set(c, { lo: (i + 1) * SHIFT, hi: (i + 2) * SHIFT - 1 }));
  }

  /** Where the index meets the sections (after migrations and seed): triggers from the descriptions, a rebuild when they changed. */
  start(): this {
    const { db, sources } = this;
    const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
    const ddl: string[] = [];
    for (const name of db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'search\\_%' ESCAPE '\\'").pluck().all() as string[])
      ddl.push(`DROP TRIGGER ${name};`);
    for (const s of sources) {
      const id = s.idColumn ?? 'id';
      const mark = (row: 'NEW' | 'OLD') => `INSERT OR IGNORE INTO search_dirty (source, ref_id) VALUES (${lit(s.key)}, ${row}.${id});`;
      ddl.push(`CREATE TRIGGER search_${s.key}_i AFTER INSERT ON ${s.table} BEGIN ${mark('NEW')} END;`);
      ddl.push(`CREATE TRIGGER search_${s.key}_u AFTER UPDATE OF ${s.watch.join(', ')} ON ${s.table} BEGIN ${mark('NEW')} END;`);
      ddl.push(`CREATE TRIGGER search_${s.key}_d AFTER DELETE ON ${s.table} BEGIN ${mark('OLD')} END;`);
      (s.related ?? []).forEach((r, n) => {
        const marks = (row: 'NEW' | 'OLD') => `INSERT OR IGNORE INTO search_dirty (source, ref_id) ${r.ids(row).replace(/^SELECT /, `SELECT ${lit(s.key)}, `)};`;
        for (const [event, rows] of [['INSERT', ['NEW']], ['UPDATE', ['OLD', 'NEW']], ['DELETE', ['OLD']]] as const)
          ddl.push(`CREATE TRIGGER search_${s.key}_r${n}${event[0]!.toLowerCase()} AFTER ${event} ON ${r.table} BEGIN ${rows.map(marks).join(' ')} END;`);
      });
    }
    const signature = JSON.stringify([TOKENS_VERSION, [...this.channels.keys()], sources.map((s) => [s.key, s.channel, s.table, s.watch])]);
    db.transaction(() => {
      db.exec(ddl.join('\n'));
      const stored = db.prepare("SELECT value FROM search_meta WHERE key = 'signature'").pluck().get() as string | undefined;
      if (stored === signature) return;
      // a new database, or the descriptions changed: index every row again
      db.exec('DELETE FROM search_docs; DELETE FROM search_fts; DELETE FROM search_dirty;');
      for (const s of sources) db.prepare(`INSERT INTO search_dirty (source, ref_id) SELECT ?, ${s.idColumn ?? 'id'} FROM ${s.table}`).run(s.key);
      db.prepare("INSERT OR REPLACE INTO search_meta (key, value) VALUES ('signature', ?)").run(signature);
    })();
    this.flush();
    return this;
  }

  /** Re-indexes the rows marked since the last flush (nothing to do costs one indexed lookup). */
  flush(): void {
    const { db } = this;
    if (this.readOnly || !db.prepare('SELECT 1 FROM search_dirty LIMIT 1').get()) return;
    const findDoc = db.prepare('SELECT id FROM search_docs WHERE source = ? AND ref_id = ?').pluck();
    const dropDoc = db.prepare('DELETE FROM search_docs WHERE id = ?');
    const dropFts = db.prepare('DELETE FROM search_fts WHERE rowid = ?');
    const addDoc = db.prepare('INSERT INTO search_docs (id, source, ref_id, channel, title, summary, pic, url, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const addFts = db.prepare('INSERT INTO search_fts (rowid, title, words) VALUES (?, ?, ?)');
    const first = db.prepare('SELECT MIN(id) FROM search_docs WHERE id BETWEEN ? AND ?').pluck();
    db.transaction(() => {
      const dirty = db.prepare('SELECT source, ref_id FROM search_dirty ORDER BY source, ref_id').raw(true).all() as [string, number][];
      db.exec('DELETE FROM search_dirty');
      const bySource = new Map<string, number[]>();
      for (const [source, id] of dirty) (bySource.get(source) ?? bySource.set(source, []).get(source)!).push(id);
      for (const [key, ids] of bySource) {
        const s = this.byKey.get(key);
        for (let i = 0; i < ids.length; i += CHUNK) {
          const chunk = ids.slice(i, i + CHUNK);
          for (const id of chunk) {
            const old = findDoc.get(key, id) as number | undefined;
            if (old !== undefined) {
              dropFts.run(old);
              dropDoc.run(old);
            }
          }
          // a source no longer described: its rows just leave the index
          if (!s) continue;
          const range = this.ranges.get(s.channel)!;
          let rowid = ((first.get(range.lo, range.hi) as number | null) ?? range.hi + 1) - 1;
          for (const d of s.load(db, chunk)) {
            addDoc.run(rowid, key, d.id, s.channel, d.title, d.summary, d.pic, d.url, d.time);
            addFts.run(rowid--, indexTokens(d.title), indexTokens(...d.words));
          }
        }
      }
    })();
  }

  /**
   * Hits per channel for a keyword (channels without hits are left out), kept until the next write (`memo`:
   * the data version's memo, which a reader thread follows too; a keyword's tabs and pages ask again).
   */
  counts(match: string, memo: Memo): Map<string, number> {
    this.flush();
    return memo(`search-counts\u0000${match}`, () => {
      const blocks = new Map(this.db.prepare(`SELECT rowid / ${SHIFT} AS c, COUNT(*) FROM search_fts WHERE search_fts MATCH ? GROUP BY c`).raw(true).all(match) as [number, number][]);
      const out = new Map<string, number>();
      for (const [channel, { lo }] of this.ranges) if (blocks.get(lo / SHIFT)) out.set(channel, blocks.get(lo / SHIFT)!);
      return out;
    });
  }

  /** One page of one channel's hits (or of all channels, mixed: each channel's best merged), best first. */
  page(match: string, channel: string | undefined, now: number, limit: number, offset: number, memo: Memo): Hit[] {
    const counts = this.counts(match, memo);
    const ranked = (c: string, n: number, skip: number, candidates: number) =>
      this.rank(match, c, counts.get(c) ?? 0, now, { limit: n, offset: skip, candidates: Math.max(candidates, skip + n) });
    if (channel) return ranked(channel, limit, offset, CANDIDATES);
    const channels = [...counts.keys()];
    return channels
      .flatMap((c) => ranked(c, offset + limit, 0, Math.ceil(CANDIDATES / channels.length)))
      .sort((a, b) => a.score - b.score)
      .slice(offset, offset + limit);
  }

  /** The best `per` hits of every channel with hits, channels in the order of their best hit. */
  tops(match: string, now: number, per: number, memo: Memo): Hit[] {
    const counts = this.counts(match, memo);
    const groups = [...counts].map(([channel, count]) => this.rank(match, channel, count, now, { limit: per, offset: 0, candidates: TOP_CANDIDATES }));
    return groups.sort((a, b) => (a[0]?.score ?? 0) - (b[0]?.score ?? 0)).flat();
  }

  /** A channel's newest `candidates` matches (never more than it has: `count`), ranked, one page of them. */
  private rank(match: string, channel: string, count: number, now: number, q: { limit: number; offset: number; candidates: number }) {
    const range = this.ranges.get(channel);
    if (!range || !count || q.offset >= count) return [];
    return this.db.prepare(RANKED).all({ match, now, ...q, candidates: Math.min(q.candidates, count), lo: range.lo }) as (Hit & { score: number })[];
  }

  /** Titles that match what has been typed so far, best first, no repeats (the first matches ranked: no counting). */
  suggest(match: string, now: number, limit: number): string[] {
    const hits = this.db.prepare(RANKED_ANY).all({ match, now, limit: limit * 3, offset: 0, candidates: SUGGEST_CANDIDATES }) as Hit[];
    return [...new Set(hits.map((h) => h.title))].slice(0, limit);
  }
}

/** The FTS5 query of a keyword, or undefined (nothing in it to search). */
export const searchMatch = (keyword: string): string | undefined => matchQuery(keyword);

/** The condition a list's keyword filter adds: the source's matching ids (readers need no index object). */
export const keywordIdsSql = (source: string) =>
  `id IN (SELECT ref_id FROM search_docs WHERE source = '${source.replace(/'/g, "''")}' AND id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?))`;
