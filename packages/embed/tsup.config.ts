import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transform, type Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

/**
 * The card's share of @wz/ui's stylesheet: the ui build writes one CSS file per component entry (theme,
 * reset and that component's rules), a sixth of `style.css`, which keeps the script under its budget.
 * Falls back to the whole `style.css` if the ui build stops writing it.
 */
const uiDir = dirname(createRequire(import.meta.url).resolve('@wz/ui/package.json'));
const cardCss = join(uiDir, 'dist/TeacherCard.css');

/** `import css from 'x.css?text'` gives the minified text of x.css (injected into each card's shadow root). */
const cssText: Plugin = {
  name: 'css-text',
  setup(build) {
    build.onResolve(
      { filter: /^@wz\/ui\/TeacherCard\.css\?text$/ },
      async ({ resolveDir, kind }) => {
        if (existsSync(cardCss)) return { path: `${cardCss}.txt`, namespace: 'css-text' };
        const whole = await build.resolve('@wz/ui/style.css', { resolveDir, kind });
        return { path: `${whole.path}.txt`, namespace: 'css-text', errors: whole.errors };
      },
    );
    build.onResolve({ filter: /\.css\?text$/ }, async ({ path, resolveDir, kind }) => {
      const resolved = await build.resolve(path.slice(0, -'?text'.length), { resolveDir, kind });
      if (resolved.errors.length) return { errors: resolved.errors };
      return { path: `${resolved.path}.txt`, namespace: 'css-text' };
    });
    build.onLoad({ filter: /.*/, namespace: 'css-text' }, async ({ path }) => {
      const { code } = await transform(await readFile(path.slice(0, -'.txt'.length), 'utf8'), {
        loader: 'css',
        minify: true,
        legalComments: 'none',
      });
      return { contents: code, loader: 'text' };
    });
  },
};

/** Self-contained: React, react-dom, @wz/sdk and the @wz/ui card are bundled (no router, no swr). */
const shared: Options = {
  entry: { 'wz-embed': 'src/index.ts' },
  platform: 'browser',
  target: 'es2022',
  minify: true,
  splitting: false,
  sourcemap: false,
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildPlugins: [cssText],
  // @wz/ui's index imports its chunks bare; they are side-effect free, as its package.json says.
  esbuildOptions(options) {
    options.logOverride = { 'ignored-bare-import': 'silent' };
  },
};

export default defineConfig([
  {
    ...shared,
    format: ['esm'],
    dts: { entry: { 'wz-embed': 'src/index.ts' } },
    outExtension: () => ({ js: '.js', dts: '.d.ts' }),
  },
  {
    ...shared,
    format: ['iife'],
    globalName: 'WzEmbed',
    outExtension: () => ({ js: '.iife.js' }),
  },
]);
