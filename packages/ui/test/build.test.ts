import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '..', 'dist');
const jsFiles = () => readdirSync(dist).filter((f) => /\.(c?js)$/.test(f));

describe('the built package (run `pnpm build` first)', () => {
  it('ships one stylesheet, dist/index.css, with the theme and reset first', () => {
    const css = readFileSync(join(dist, 'index.css'), 'utf8');
    // vanilla-extract marks each source file's block; their order is the cascade order.
    const sources = [...css.matchAll(/vanilla-extract-css-ns:([^?]+?)\.vanilla\.css\?/g)].map(
      (m) => m[1],
    );
    expect(sources[0]).toBe('src/theme/vars.css.ts');
    expect(sources[1]).toBe('src/theme/reset.css.ts');
    expect(sources).toContain('src/primitives/Button/Button.css.ts');
    // Prefixed custom properties on :root and :host (shadow roots of @wz/embed).
    const firstRule = css.slice(css.indexOf('*/') + 2).trimStart();
    expect(firstRule.replace(/\s+/g, ' ').startsWith(':root, :host {')).toBe(true);
    expect(css).toContain('--wz-color-accent:');
    expect(css).not.toMatch(/--[a-z0-9]{6,}-\d+:/); // no unprefixed hashed variables
  });

  it('leaves no .css.ts code and no @vanilla-extract/css runtime in the JS', () => {
    const files = jsFiles();
    expect(files.length).toBeGreaterThan(4);
    for (const f of files) {
      // tsup leaves `// src/…/X.css.ts` origin comments; only code counts.
      const code = readFileSync(join(dist, f), 'utf8').replace(/\/\/ src\/\S+/g, '');
      expect(code, f).not.toContain('@vanilla-extract/css');
      expect(code, f).not.toMatch(/\.css\.ts/);
      expect(code, f).not.toMatch(/from\s*["'][^"']+\.css["']|require\(["'][^"']+\.css["']\)/);
      expect(code, f).not.toMatch(/\b(createTheme|createGlobalTheme|globalStyle|styleVariants)\(/);
    }
  });

  it('has one entry per component and both module formats load in Node', async () => {
    expect(existsSync(join(dist, 'Button.js'))).toBe(true);
    expect(existsSync(join(dist, 'Button.cjs'))).toBe(true);
    expect(existsSync(join(dist, 'index.d.ts'))).toBe(true);
    expect(existsSync(join(dist, 'index.d.cts'))).toBe(true);
    const esm = await import(join(dist, 'index.js'));
    const cjs = createRequire(import.meta.url)(join(dist, 'index.cjs'));
    for (const name of [
      'Button',
      'Dialog',
      'toast',
      'Toaster',
      'BannerCarousel',
      'SearchBar',
      'vars',
    ]) {
      expect(esm[name], name).toBeDefined();
      expect(cjs[name], name).toBeDefined();
    }
    expect(esm.vars.color.accent).toBe('var(--wz-color-accent)');
  });
});
