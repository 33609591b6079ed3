// @wz/ui per-component cost. Run from the repo root after `pnpm build`: node bench/ui.bench.mjs
// For each case, bundles a tiny app that imports only that component from the built package
// (packages/ui/dist, so `sideEffects` and the per-component chunks are what an app really gets),
// minified with esbuild, React excluded, and prints min+gzip beside the target from issue 4.
// Lazily loaded chunks (the QR encoder, the cropper, the editor) are reported separately and included
// in the total.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const ui = join(here, '../packages/ui');
const dist = join(ui, 'dist');
const KB = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (s) => gzipSync(Buffer.from(s), { level: 9 }).length;

function line(label, bytes, target, extra = '') {
  const verdict = target === undefined ? '' : bytes <= target * 1024 ? '  OK' : '  OVER';
  const t = target === undefined ? '' : `  target <= ${target} KB`;
  console.info(`${label}: ${KB(bytes)}${t}${verdict}${extra}`);
}

/**
 * Bundles `import { names } from '@wz/ui'` and returns gzip sizes of the initial and lazy JS.
 * Each `import()` is kept out of the bundle and measured as its own bundle: esbuild with `splitting`
 * also emits chunks for import() calls in code it tree-shook away and moves what they share with the
 * page into chunks the page imports (DOMPurify landed in a Button-only page), which an app bundler
 * (Vite/Rolldown) does not do. A lazy chunk's figure includes what it shares with the page.
 */
async function cost(names) {
  const dynamicOut = {
    name: 'dynamic-imports-apart',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (a) => {
        if (a.kind !== 'dynamic-import') return undefined;
        const found = await b.resolve(a.path, {
          resolveDir: a.resolveDir,
          kind: 'import-statement',
        });
        return { path: found.path, external: true };
      });
    },
  };
  const bundle = async (input) => {
    const result = await build({
      ...input,
      bundle: true,
      format: 'esm',
      write: false,
      minify: true,
      platform: 'browser',
      target: 'es2020',
      metafile: true,
      logLevel: 'silent',
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
      plugins: [dynamicOut],
    });
    // Only import() calls that survived tree-shaking are left in the output.
    const lazy = Object.values(result.metafile.outputs).flatMap((o) =>
      o.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
    );
    return { bytes: gz(result.outputFiles[0].text), lazy };
  };
  const entry = `import { ${names.join(', ')} } from ${JSON.stringify(join(dist, 'index.js'))};\nwindow.__keep = [${names.join(', ')}];\n`;
  const page = await bundle({ stdin: { contents: entry, resolveDir: here, loader: 'js' } });
  let lazy = 0;
  const seen = new Set();
  for (let queue = page.lazy; queue.length;) {
    const next = [];
    for (const path of queue.filter((p) => !seen.has(p))) {
      seen.add(path);
      const chunk = await bundle({ entryPoints: [path] });
      lazy += chunk.bytes;
      next.push(...chunk.lazy);
    }
    queue = next;
  }
  return { first: page.bytes, lazy };
}

if (!existsSync(join(dist, 'index.js'))) {
  console.error('packages/ui/dist is missing: run `pnpm build` first');
  process.exit(0);
}

const cases = [
  { label: 'ui TeacherCard (min+gzip JS, react excluded)', names: ['TeacherCard'], target: 6 },
  {
    label: 'ui GiftDialog + PaymentQr (min+gzip JS, QR encoder included)',
    names: ['GiftDialog', 'PaymentQr'],
    target: 18,
  },
  { label: 'ui Button (min+gzip JS, react excluded)', names: ['Button'], target: 2 },
  {
    label: 'ui form kit: Form + 3 inputs (react-hook-form + valibot resolver included, issue 14)',
    names: ['useSchemaForm', 'Form', 'SubmitButton', 'TextField', 'MoneyField', 'SelectField'],
    target: 25,
  },
  {
    label: 'ui ImageUploader (react-easy-crop in a lazy chunk, issue 14)',
    names: ['ImageUploader'],
  },
  { label: 'ui RichTextEditor (Tiptap in a lazy chunk, issue 14)', names: ['RichTextEditor'] },
];

const exported = readFileSync(join(dist, 'index.d.ts'), 'utf8');
for (const c of cases) {
  const missing = c.names.filter((n) => !new RegExp(`\\b${n}\\b`).test(exported));
  if (missing.length) {
    console.info(
      `${c.label}: not built yet (${missing.join(', ')} missing from dist)  target <= ${c.target} KB`,
    );
    continue;
  }
  const { first, lazy } = await cost(c.names);
  line(c.label, first + lazy, c.target, lazy ? `  (initial ${KB(first)}, lazy ${KB(lazy)})` : '');
}

const css = readFileSync(join(dist, 'index.css'), 'utf8');
const minCss = (await transform(css, { loader: 'css', minify: true })).code;
line(
  'ui whole stylesheet dist/index.css (min+gzip)',
  gz(minCss),
  25,
  `  (raw ${KB(css.length)}, minified ${KB(minCss.length)})`,
);

// What vanilla-extract would cost if styles were evaluated in the browser instead of at build time.
try {
  const rt = await build({
    stdin: {
      contents: `import { style, createGlobalTheme } from '@vanilla-extract/css';\nwindow.__keep = [style, createGlobalTheme];\n`,
      resolveDir: ui,
      loader: 'js',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  const shipped = readdirSync(dist)
    .filter((f) => /\.c?js$/.test(f))
    .filter((f) => readFileSync(join(dist, f), 'utf8').includes('@vanilla-extract/css')).length;
  line(
    'ui vanilla-extract runtime avoided (min+gzip, compiled at build time)',
    gz(rt.outputFiles[0].text),
    undefined,
    `  (issue's figure ~33 KB; dist JS files importing it: ${shipped})`,
  );
} catch (e) {
  console.info(`ui vanilla-extract runtime: could not measure (${e.message.split('\n')[0]})`);
}
console.info(
  'for scale: a page with only antd Button + Modal + Carousel is ~100 KB gzip above React alone (issue 4)',
);
