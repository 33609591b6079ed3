// @wz/embed figures: the script's min+gzip size (ES module and IIFE, React included) beside the 80 KB target,
// React's own share, and the time from the script's request to the first card painted on a local server
// (fresh in-memory api-server + the partner example page, Debian Chromium, median of several runs).
// Run from the repo root after `pnpm build`: node bench/embed.bench.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { startServer } from '@wz/api-server';

const here = dirname(fileURLToPath(import.meta.url));
const embed = join(here, '../packages/embed');
const dist = join(embed, 'dist');
const KB = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const RUNS = Number(process.env.EMBED_BENCH_RUNS || 7);
const TARGET_KB = 80;

if (!existsSync(join(dist, 'wz-embed.iife.js'))) {
  console.error('packages/embed/dist is missing: run `pnpm build` first');
  process.exit(0);
}

// 1. Size of what a partner page downloads (the build is already minified).
for (const [label, file] of [
  ['embed ES module dist/wz-embed.js', 'wz-embed.js'],
  ['embed classic script dist/wz-embed.iife.js', 'wz-embed.iife.js'],
]) {
  const code = readFileSync(join(dist, file));
  const size = gz(code);
  console.info(
    `${label} (min+gzip): ${KB(size)} (${size} B; min ${KB(code.length)})  target <= ${TARGET_KB} KB  ${size <= TARGET_KB * 1024 ? 'OK' : 'OVER'}`,
  );
}

// React + react-dom alone, minified the same way, for scale (the figure: ~67 KB of the budget).
const react = await build({
  stdin: {
    contents:
      "import { createRoot } from 'react-dom/client'; import { jsx } from 'react/jsx-runtime'; import { useState, useEffect } from 'react'; window.__keep = [createRoot, jsx, useState, useEffect];",
    resolveDir: embed,
    loader: 'js',
  },
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  write: false,
  logLevel: 'silent',
});
console.info(`  of which React + react-dom (min+gzip): ${KB(gz(react.outputFiles[0].contents))}`);

// 2. Time from the script's request to the first card painted, on a local server.
const { startPartnerServer } = await import(join(here, '../examples/partner-site/serve.mjs'));
const api = await startServer({
  port: 0,
  host: '127.0.0.1',
  dbPath: ':memory:',
  logRequests: false,
  log: () => {},
});
const partner = await startPartnerServer({
  port: 0,
  apiBase: `${api.url}/public/v1`,
  portalUrl: 'http://localhost:5173',
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** In the page: the frame after the first card shows data (link) or its error, and after the first skeleton. */
const probe = () => {
  const marks = {};
  const firstCard = () => document.querySelector('wz-teacher-card');
  const tick = () => {
    const root = firstCard()?.shadowRoot;
    if (!marks.skeleton && root?.querySelector('[role="status"]'))
      marks.skeletonSeen = performance.now();
    if (!marks.card && root?.querySelector('a[href], [role="alert"]'))
      marks.cardSeen = performance.now();
    // the next frame after the DOM change is when it has been painted
    requestAnimationFrame(() => {
      if (marks.skeletonSeen && !marks.skeleton) marks.skeleton = performance.now();
      if (marks.cardSeen && !marks.card) marks.card = performance.now();
      if (!marks.card) tick();
    });
  };
  tick();
  window.__embedMarks = marks;
};

const samples = { skeleton: [], card: [], run: [] };
try {
  for (let i = 0; i <= RUNS; i++) {
    const context = await browser.newContext(); // cold cache every run
    const page = await context.newPage();
    await page.addInitScript(probe);
    await page.goto(`${partner.url}/`);
    await page.waitForFunction(() => window.__embedMarks?.card, null, { timeout: 15_000 });
    const r = await page.evaluate(() => {
      const script = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('wz-embed'));
      const m = window.__embedMarks;
      return {
        start: script.startTime,
        loaded: script.responseEnd,
        skeleton: m.skeleton,
        card: m.card,
      };
    });
    await context.close();
    if (i === 0) continue; // warm-up: first api-server queries, Chromium's own start
    samples.skeleton.push(r.skeleton - r.start);
    samples.card.push(r.card - r.start);
    samples.run.push(r.card - r.loaded);
  }
} finally {
  await browser.close();
  await partner.close();
  await api.close();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(0)} ms`;
console.info(
  `embed script request -> first skeleton painted (median of ${RUNS}): ${ms(median(samples.skeleton))}  (printed, no target)`,
);
console.info(
  `embed script request -> first card painted with data (median of ${RUNS}): ${ms(median(samples.card))}  (printed, no target; range ${ms(Math.min(...samples.card))}–${ms(Math.max(...samples.card))})`,
);
console.info(
  `  of which after the script arrived (run, sign + educationInfo, render): ${ms(median(samples.run))}`,
);
