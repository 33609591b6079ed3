import type { Migration } from '../../db/index.js';

/**
 * The daohang section's tables, versioned on their own (a shared runner applies every section's in order). `legacy`
 * is the global version that applied the same SQL before migrations were kept per section, so a database
 * migrated then is recognised. Never edit a released migration; add the next version instead.
 */
export const daohangMigrations: readonly Migration[] = [
  {
    version: 1,
    legacy: 1,
    name: 'init',
    up: /* sql */ `
CREATE TABLE daohang_categories (
  id INTEGER PRIMARY KEY,
  pid INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
`,
  },
];
