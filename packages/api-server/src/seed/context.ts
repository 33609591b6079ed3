import type { DB } from '../db/index.js';

/** Fixed clock for seeded rows so two seeds of an empty database are identical: 2025-11-21 00:00 UTC+8. */
export const SEED_EPOCH = 1763654400;
export const DAY = 86400;

/** A deterministic random stream (mulberry32) with the two draws the seeds use. */
export interface RandomStream {
  r: () => number;
  /** Integer in [lo, hi]. */
  int: (lo: number, hi: number) => number;
  pick: <T>(list: readonly T[]) => T;
}

export function randomStream(seed: number): RandomStream {
  let a = seed >>> 0;
  const r = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    r,
    int: (lo, hi) => lo + Math.floor(r() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T,
  };
}

/** What a section's seed gets from the runner. */
export interface SeedContext {
  db: DB;
  /**
   * The stream shared by the sections' seeds, drawn from in seeding order: that order is part of the data
   * (visual baselines and e2e tests depend on it), so a seed that draws from it declares whose draws come first.
   */
  random: RandomStream;
}

/** Paragraphs of rich text as the contract's HTML fields carry them. */
export const para = (...lines: string[]): string => lines.map((l) => `<p>${l}</p>`).join('');
