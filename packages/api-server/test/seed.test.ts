import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/index.js';
import type { AnySection, SectionSeed } from '../src/http/section.js';
import { sections } from '../src/sections/index.js';
import { seedDatabase, seedOrder } from '../src/seed/index.js';

const fake = (key: string, seed?: SectionSeed) => ({ key, handlers: {}, seed }) as unknown as AnySection;
const keysOf = (list: readonly AnySection[]) => seedOrder(list).map((s) => list.find((x) => x.seed === s)!.key);

describe('seed runner', () => {
  it('runs the seeds in list order except where a seed waits for another', () => {
    const run = () => {};
    const list = [fake('a', { after: ['c' as never], run }), fake('b', { run }), fake('x'), fake('c', { after: ['gone' as never], run })];
    expect(keysOf(list)).toEqual(['b', 'c', 'a']);
    expect(() => seedOrder([fake('a', { after: ['b' as never], run }), fake('b', { after: ['a' as never], run })])).toThrow(/cycle/);
  });

  it('seeds the accounts before the rows that refer to them and education before tour (one random stream)', () => {
    const order = keysOf(sections);
    const at = (k: string) => order.indexOf(k as never);
    expect(at('user')).toBeLessThan(at('education'));
    expect(at('education')).toBeLessThan(at('tour'));
    expect(at('tour')).toBeLessThan(at('shell'));
    expect(at('shell')).toBeLessThan(at('house'));
  });

  it('seeds only the sections it is given, and nothing once seeded', () => {
    const db = openDatabase(':memory:');
    const seen: string[] = [];
    const only = [fake('menus', { run: ({ db }) => void db.prepare("INSERT INTO menus (id, menu_en, menu_cn, url, sort) VALUES (1, 'a', 'b', '/', 0)").run() })];
    only.push(fake('probe', { after: ['menus' as never], run: () => void seen.push('probe') }));
    expect(seedDatabase(db, only)).toBe(true);
    expect(seen).toEqual(['probe']);
    expect((db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(0);
    expect(seedDatabase(db)).toBe(false);
  });
});
