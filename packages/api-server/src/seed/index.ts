// The seed runner: every section seeds its own rows (sections/<key>/seed.ts); this file only orders and runs them.
import type { DB } from '../db/index.js';
import type { AnySection, SectionSeed } from '../http/section.js';
import { sections as allSections } from '../sections/index.js';
import { randomStream } from './context.js';

export { SEED_EPOCH } from './context.js';
export { DEMO_HASHES, DEMO_USERS, demoSalt } from './people.js';

export function isSeeded(db: DB): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM menus').get() as { n: number }).n > 0;
}

/** Fills an empty database with the deterministic demo data set; a no-op when data exists. */
export function seedDatabase(db: DB, sections: readonly AnySection[] = allSections): boolean {
  if (isSeeded(db)) return false;
  const random = randomStream(20261121);
  db.transaction(() => {
    for (const seed of seedOrder(sections)) seed.run({ db, random });
  })();
  return true;
}

/**
 * The sections' seeds in list order, except that a seed waits for those named in its `after`
 * (a name not in the list is ignored). Throws on a cycle.
 */
export function seedOrder(sections: readonly AnySection[]): SectionSeed[] {
  const pending = sections.filter((s) => s.seed);
  const present = new Set<string>(pending.map((s) => s.key));
  const done = new Set<string>();
  const order: SectionSeed[] = [];
  while (pending.length) {
    const i = pending.findIndex((s) => (s.seed!.after ?? []).every((k) => done.has(k) || !present.has(k)));
    if (i < 0) throw new Error(`seed order has a cycle among: ${pending.map((s) => s.key).join(', ')}`);
    const [next] = pending.splice(i, 1);
    done.add(next!.key);
    order.push(next!.seed!);
  }
  return order;
}
