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
const TOKENS_VERSION = 1;

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
 * bm25 (the title ten times the other words) made up to half again as strong for a fresh item (a month old:
 * a quarter): a fresh 华为 Mate beats a year-old one, a title match still beats a word in the description.
 */
const SCORE = (now: string) => `bm25(search_fts, 0.0, 10.0, 1.0) * (1.0 + 0.5 / (1.0 + MAX(0, ${now} - d.time) / 2592000.0))`;

export class SearchIndex {
  private readonly byKey: Map<string, SearchSource>;
  readonly channels: ReadonlyMap<string, string>;

  constructor(
    private readonly db: DB,
    private readonly sources: readonly SearchSource[],
  ) {
    this.byKey = new Map(sources.map((s) => [s.key, s]));
    if (this.byKey.size !== sources.length) throw new Error('a search source key is declared twice');
    const names = new Map(sources.map((s) => [s.channel, s.channelName]));
    const order = (c: string) => (CHANNEL_ORDER.includes(c) ? CHANNEL_ORDER.indexOf(c) : CHANNEL_ORDER.length);
    this.channels = new Map([...names].sort(([a], [b]) => order(a) - order(b)));
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
    const signature = JSON.stringify([TOKENS_VERSION, sources.map((s) => [s.key, s.channel, s.table, s.watch])]);
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
    if (!db.prepare('SELECT 1 FROM search_dirty LIMIT 1').get()) return;
    const findDoc = db.prepare('SELECT id FROM search_docs WHERE source = ? AND ref_id = ?').pluck();
    const dropDoc = db.prepare('DELETE FROM search_docs WHERE id = ?');
    const dropFts = db.prepare('DELETE FROM search_fts WHERE rowid = ?');
    const addDoc = db.prepare('INSERT INTO search_docs (source, ref_id, channel, title, summary, pic, url, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const addFts = db.prepare('INSERT INTO search_fts (rowid, channel, title, words) VALUES (?, ?, ?, ?)');
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
          for (const d of s.load(db, chunk)) {
            const rowid = Number(addDoc.run(key, d.id, s.channel, d.title, d.summary, d.pic, d.url, d.time).lastInsertRowid);
            addFts.run(rowid, s.channel, indexTokens(d.title), indexTokens(...d.words));
          }
        }
      }
    })();
  }

  /** Hits per channel for a keyword (channels without hits are left out). */
  counts(match: string): Map<string, number> {
    this.flush();
    const rows = this.db
      .prepare('SELECT channel, COUNT(*) FROM search_docs WHERE id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?) GROUP BY channel')
      .raw(true)
      .all(match) as [string, number][];
    return new Map(rows);
  }

  /** One page of one channel's hits (or of all channels, mixed), best first. */
  page(match: string, channel: string | undefined, now: number, limit: number, offset: number): Hit[] {
    this.flush();
    const q = channel ? `{channel}: ${JSON.stringify(channel)} AND (${match})` : match;
    return this.db
      .prepare(`SELECT ${HIT_COLUMNS} FROM search_fts f JOIN search_docs d ON d.id = f.rowid WHERE search_fts MATCH ? ORDER BY ${SCORE('?')}, d.id DESC LIMIT ? OFFSET ?`)
      .all(q, now, limit, offset) as Hit[];
  }

  /** The best `per` hits of every channel, channels in the order of their best hit. */
  tops(match: string, now: number, per: number): Hit[] {
    this.flush();
    return this.db
      .prepare(
        `WITH s AS (SELECT d.id, d.channel, ${SCORE('?')} AS score FROM search_fts f JOIN search_docs d ON d.id = f.rowid WHERE search_fts MATCH ?),
         r AS (SELECT id, score, ROW_NUMBER() OVER (PARTITION BY channel ORDER BY score, id DESC) AS n, MIN(score) OVER (PARTITION BY channel) AS best FROM s)
         SELECT ${HIT_COLUMNS} FROM r JOIN search_docs d ON d.id = r.id WHERE r.n <= ? ORDER BY r.best, r.score, d.id DESC`,
      )
      .all(now, match, per) as Hit[];
  }

  /** Titles that match what has been typed so far, best first, no repeats. */
  suggest(match: string, now: number, limit: number): string[] {
    const seen = new Set<string>();
    for (const h of this.page(match, undefined, now, limit * 3, 0)) {
      seen.add(h.title);
      if (seen.size >= limit) break;
    }
    return [...seen];
  }
}

/** The FTS5 query of a keyword over the documents' words (not their channel), or undefined (nothing to search). */
export function searchMatch(keyword: string): string | undefined {
  const q = matchQuery(keyword);
  return q && `{title words} : (${q})`;
}

/** The condition a list's keyword filter adds: the source's matching ids (readers need no index object). */
export const keywordIdsSql = (source: string) =>
  `id IN (SELECT ref_id FROM search_docs WHERE source = '${source.replace(/'/g, "''")}' AND id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?))`;
