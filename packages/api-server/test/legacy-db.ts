import Database from 'better-sqlite3';
import { migrations } from '../src/index.js';

/**
 * A database as the runner before per-section migrations left it: global versions 1..upTo recorded in
 * schema_migrations, their SQL (the same SQL the sections now keep, marked `legacy`) applied.
 */
export function legacyDatabase(upTo: number): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  for (let v = 1; v <= upTo; v++) {
    for (const section of migrations) for (const m of section.migrations) if (m.legacy === v) db.exec(m.up);
    db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, 0)').run(v, `v${v}`);
  }
  return db;
}

/** How many section migrations a database at global version `upTo` still lacks. */
export const pendingAfterLegacy = (upTo: number) =>
  migrations.flatMap((s) => s.migrations).filter((m) => m.legacy === undefined || m.legacy > upTo).length;
