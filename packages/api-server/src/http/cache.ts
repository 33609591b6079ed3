import { sortKeys } from './sign.js';

/**
 * Answers of pure, public read operations (UTF-8 JSON, encoded once), kept until the next write. Every write path bumps the data
 * version (operations marked x-effect: write, view-count flushes, order state changes), which invalidates every entry at once:
 * coarse, but never stale. Code that writes to the database directly must call bump() too.
 */
export class ReadCache {
  private version = 0;
  private readonly entries = new Map<string, { version: number; body: Buffer }>();

  constructor(
    private readonly maxEntries = 5000,
    /** Runs before the version moves (the search index re-indexes the rows the write changed). */
    private readonly beforeBump?: () => void,
  ) {}

  bump(): void {
    this.beforeBump?.();
    this.version++;
  }

  /** The data version: an answer computed elsewhere (a read pool's thread) is stored only if it has not moved. */
  get current(): number {
    return this.version;
  }

  /** A read pool's thread follows the server's version, so its memos end with the server's writes. */
  follow(version: number): void {
    this.version = version;
  }

  get(key: string): Buffer | undefined {
    const e = this.entries.get(key);
    return e && e.version === this.version ? e.body : undefined;
  }

  set(key: string, body: Buffer, version = this.version): void {
    if (version !== this.version) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { version: this.version, body });
  }

  private readonly values = new Map<string, { version: number; value: unknown }>();

  /** A value derived from the data (e.g. a teacher row with its stats), recomputed after the next write. */
  memo<T>(key: string, compute: () => T): T {
    const e = this.values.get(key);
    if (e && e.version === this.version) return e.value as T;
    const value = compute();
    if (this.values.size >= this.maxEntries) this.values.clear();
    this.values.set(key, { version: this.version, value });
    return value;
  }
}

/** Signing fields are left out; keys are the contract's parameter names (undeclared ones are refused before). */
export function cacheKey(operationId: string, params: Record<string, unknown>): string {
  const keys = sortKeys(Object.keys(params));
  let key = operationId;
  for (const k of keys) {
    if (k === 'appid' || k === 'timestamp' || k === 'sign') continue;
    const v = params[k];
    // JSON keeps 1 and "1" apart and escapes the separator inside strings
    key += `\u0000${k}\u0000${typeof v === 'number' ? v : JSON.stringify(v)}`;
  }
  return key;
}
