import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrations, type Migration } from './migrations/index.js';

export type DB = Database.Database;

export function openDatabase(path: string): DB {
  if (path !== ':memory:' && !path.startsWith('file:')) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  // FULL: a write answered 200 must survive kill -9 and power loss of the process.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  cacheStatements(db);
  return db;
}

/**
 * Handlers call db.prepare(sql) with constant SQL on every request; compiling it each time was the largest
 * cost per request, so statements are cached by their text (they are only used synchronously, never iterated).
 */
function cacheStatements(db: DB): void {
  const cache = new Map<string, Database.Statement>();
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = prepare(sql);
      cache.set(sql, stmt);
    }
    return stmt;
  }) as DB['prepare'];
}

export function migrate(db: DB, list: readonly Migration[]): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version),
  );
  let count = 0;
  for (const m of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.up);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        Math.floor(Date.now() / 1000),
      );
    })();
    count++;
  }
  return count;
}

/** Row counts of every table: used by tests to prove that a rejected request wrote nothing. */
export function tableCounts(db: DB): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    out[name] = (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n;
  }
  return out;
}
