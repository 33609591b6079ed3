import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type DB = Database.Database;

export interface Migration {
  version: number;
  name: string;
  up: string;
  /** The global version (schema_migrations) that applied this SQL before migrations were kept per section. */
  legacy?: number;
}

/** One section's migrations, versioned on their own. */
export interface SectionMigrations {
  section: string;
  migrations: readonly Migration[];
}

/** Opens (creating when missing) and migrates the database; sections are migrated in the order given. */
export function openDatabase(path: string | Buffer, sections: readonly SectionMigrations[]): DB {
  const file = typeof path === 'string' && path !== ':memory:';
  if (file && !path.startsWith('file:')) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (file) db.pragma('journal_mode = WAL');
  // FULL: a write answered 200 must survive kill -9 and power loss of the process.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, sections);
  cacheStatements(db);
  return db;
}

/** A read-only connection to a migrated file database (a read pool's thread: WAL lets it read beside the writer). */
export function openReader(path: string): DB {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  // lists read pages all over the file: mapped, a page is a memory read instead of a copy from the OS cache
  db.pragma('mmap_size = 1073741824');
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

/**
 * Applies each section's pending migrations, section by section in the order given (a section's tables may
 * refer to those of a section before it), each in its own transaction. Applied versions are kept per section
 * in section_migrations. A database migrated before that (global versions in schema_migrations) is
 * recognised: a migration whose `legacy` version is recorded there counts as applied. Returns how many ran.
 */
export function migrate(db: DB, sections: readonly SectionMigrations[]): number {
  db.exec(`CREATE TABLE IF NOT EXISTS section_migrations (section TEXT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL,
    applied_at INTEGER NOT NULL, PRIMARY KEY (section, version))`);
  const hasLegacy = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  const legacy = new Set(
    hasLegacy ? (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version) : [],
  );
  const applied = new Set(
    (db.prepare('SELECT section, version FROM section_migrations').all() as { section: string; version: number }[]).map(
      (r) => `${r.section}:${r.version}`,
    ),
  );
  const record = db.prepare('INSERT INTO section_migrations (section, version, name, applied_at) VALUES (?, ?, ?, ?)');
  let count = 0;
  for (const { section, migrations } of sections) {
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(`${section}:${m.version}`)) continue;
      const ranBefore = m.legacy !== undefined && legacy.has(m.legacy);
      db.transaction(() => {
        if (!ranBefore) db.exec(m.up);
        record.run(section, m.version, m.name, Math.floor(Date.now() / 1000));
      })();
      if (!ranBefore) count++;
    }
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
