// @wz/ui per-component cost. Run from the repo root after `pnpm build`: node bench/ui.bench.mjs
// For each case, bundles a tiny app that imports only that component from the built package
// (packages/ui/dist, so `sideEffects` and the per-component chunks are what an app really gets),
// minified with esbuild, React excluded, and prints min+gzip beside the target from issue 4.
// Lazily loaded chunks (the QR encoder) are reported separately and included in the total.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

/** Bundles `import { names } from '@wz/ui'` and returns gzip sizes of the initial and lazy JS. */
async function cost(names) {
  const entry = `import { ${names.join(', ')} } from ${JSON.stringify(join(dist, 'index.js'))};\nwindow.__keep = [${names.join(', ')}];\n`;
  const result = await build({
    stdin: { contents: entry, resolveDir: here, loader: 'js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(here, '.ui-bench-out'),
    write: false,
    minify: true,
    platform: 'browser',
    target: 'es2020',
    metafile: true,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
  });
  const outputs = result.metafile.outputs;
  const text = new Map(result.outputFiles.map((f) => [f.path, f.text]));
  const entryOut = Object.keys(outputs).find((k) => outputs[k].entryPoint !== undefined);
  // Initial = the entry and its static imports; lazy = chunks reached from there only through import().
  // (esbuild also emits chunks for import() calls in code it tree-shook away; those are not counted.)
  const walk = (from, kinds) => {
    const seen = new Set();
    const visit = (k) => {
      if (seen.has(k) || !outputs[k]) return;
      seen.add(k);
      for (const imp of outputs[k].imports) if (kinds.includes(imp.kind)) visit(imp.path);
    };
    visit(from);
    return seen;
  };
  const initial = walk(entryOut, ['import-statement']);
  const reachable = walk(entryOut, ['import-statement', 'dynamic-import']);
  const size = (k) => gz(text.get(resolve(k)) ?? '');
  let first = 0;
  let lazy = 0;
  for (const k of reachable) {
    if (!k.endsWith('.js')) continue;
    if (initial.has(k)) first += size(k);
    else lazy += size(k);
  }
  return { first, lazy };
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
    label: 'ui ImageUploader (react-easy-crop in a lazy chunk)',
    names: ['ImageUploader'],
    target: 25,
  },
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
