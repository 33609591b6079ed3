import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server.js';
import { seedDatabase } from '../src/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDbImage: string;
  }
}

/** Migrates and seeds one database for the whole run; test servers open copies of its image (helpers.ts). */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'wz-api-test-'));
  const db = openDatabase(':memory:');
  seedDatabase(db);
  const file = join(dir, 'seeded.db');
  writeFileSync(file, db.serialize());
  db.close();
  project.provide('seededDbImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
