import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const scripts = ['wz-embed.js', 'wz-embed.iife.js'];

describe('the built scripts', () => {
  it('exist, and nothing else is shipped but their types', () => {
    for (const f of scripts)
      expect(existsSync(join(dist, f)), `${f} (run the build first)`).toBe(true);
    expect(readdirSync(dist).sort()).toEqual(['wz-embed.d.ts', 'wz-embed.iife.js', 'wz-embed.js']);
  });

  it.each(scripts)('%s contains no signing secret and no MD5 signer', (file) => {
    const code = readFileSync(join(dist, file), 'utf8');
    expect(code).not.toContain('wz-dev-secret');
    expect(code).not.toContain('wz-partner-dev-secret');
    expect(code).not.toMatch(/secret/i);
    // md5Signer/signParams are tree-shaken: the MD5 initial state (0x67452301, 0xefcdab89) is absent.
    expect(code).not.toMatch(/1732584193|0x67452301|4023233417|0xefcdab89/i);
  });

  it.each(scripts)('%s bundles React and the card styles, and no router or SWR', (file) => {
    const code = readFileSync(join(dist, file), 'utf8');
    expect(code).toContain('wz-teacher-card');
    expect(code).toContain('--wz-color-accent');
    expect(code).not.toMatch(/from\s*["']react/);
    expect(code).not.toMatch(/createBrowserRouter|useSWR|swr-/);
  });

  it.each(scripts)('%s carries the one read it makes and no other operation, nor a table to load', (file) => {
    const code = readFileSync(join(dist, file), 'utf8');
    expect(code).toContain('/education/info');
    // other reads and writes of the contract, and the loaders of the writes' tables
    for (const other of ['/education/flowerCount', 'tourLists', '/education/sendGift', 'loginout', 'writes-'])
      expect(code, other).not.toContain(other);
    expect(code).not.toMatch(/\bimport\(/);
  });
});
