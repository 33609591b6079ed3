import type { DB } from '../db/index.js';

const TABLES = {
  teachers: 'UPDATE teachers SET clickcount = clickcount + ? WHERE id = ?',
  courseware: 'UPDATE courseware SET clickcount = clickcount + ? WHERE id = ?',
  kewu: 'UPDATE kewu SET clickcount = clickcount + ? WHERE id = ?',
  tours: 'UPDATE tours SET clickcount = clickcount + ? WHERE id = ?',
  information_articles: 'UPDATE information_articles SET clickcount = clickcount + ? WHERE id = ?',
  own_posts: 'UPDATE own_posts SET clickcount = clickcount + ? WHERE id = ?',
  talent_positions: 'UPDATE talent_positions SET clickcount = clickcount + ? WHERE id = ?',
  live_items: 'UPDATE live_items SET clickcount = clickcount + ? WHERE id = ?',
  schools: 'UPDATE institutions SET clickcount = clickcount + ? WHERE stype = 1 AND id = ?',
  guides: 'UPDATE institutions SET clickcount = clickcount + ? WHERE stype = 2 AND id = ?',
} as const;

export type ViewTable = keyof typeof TABLES;

/**
 * View counts (clickcount) are buffered in memory and written once a second in one transaction, so a
 * detail GET does not cost a synchronous disk write; at most the last second of views is lost on a crash.
 */
export class ViewCounter {
  private pendingCounts = new Map<ViewTable, Map<number, number>>();

  constructor(
    private readonly db: DB,
    private readonly onFlush: () => void = () => undefined,
  ) {}

  /** Counts one view and returns how many are still waiting to be written for that row. */
  bump(table: ViewTable, id: number): number {
    let rows = this.pendingCounts.get(table);
    if (!rows) this.pendingCounts.set(table, (rows = new Map()));
    const n = (rows.get(id) ?? 0) + 1;
    rows.set(id, n);
    return n;
  }

  pending(table: ViewTable, id: number): number {
    return this.pendingCounts.get(table)?.get(id) ?? 0;
  }

  flush(): void {
    if (this.pendingCounts.size === 0 || !this.db.open) return;
    const batch = this.pendingCounts;
    this.pendingCounts = new Map();
    this.db.transaction(() => {
      for (const [table, rows] of batch) {
        const stmt = this.db.prepare(TABLES[table]);
        for (const [id, n] of rows) stmt.run(n, id);
      }
    })();
    this.onFlush();
  }
}
