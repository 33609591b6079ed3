/**
 * Visual baselines: every story of the built Storybook (storybook-static) is opened in Chromium and
 * compared with test/__screenshots__/<story-id>.png. Refresh with UPDATE_SNAPSHOTS=1 (on a machine
 * with fonts-noto-cjk, so Chinese renders as real glyphs). Stories tagged `no-screenshot` are skipped.
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium, type Browser, type Page } from 'playwright';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// STORYBOOK_STATIC points at another build of the Storybook (default: this package's storybook-static).
const root = process.env.STORYBOOK_STATIC ?? join(import.meta.dirname, '..', 'storybook-static');
const baselineDir = process.env.SCREENSHOT_DIR ?? join(import.meta.dirname, '__screenshots__');
const actualDir = join(baselineDir, 'actual');
const update = process.env.UPDATE_SNAPSHOTS === '1';
/** SCREENSHOT_ONLY=<regex> limits the run to matching story ids (e.g. `^shell-` to refresh one group). */
const only = new RegExp(process.env.SCREENSHOT_ONLY ?? '');
/** Share of pixels allowed to differ after pixelmatch's anti-aliasing detection. */
const MAX_DIFF_RATIO = 0.001;
const VIEWPORT = { width: 960, height: 640 };
const WORKERS = 2;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};

function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(
      decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname),
    ).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Entry {
  id: string;
  title: string;
  name: string;
  type: string;
  tags?: string[];
}

const stories: Entry[] = existsSync(join(root, 'index.json'))
  ? Object.values(
      (
        JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as {
          entries: Record<string, Entry>;
        }
      ).entries,
    ).filter((e) => e.type === 'story' && !e.tags?.includes('no-screenshot') && only.test(e.id))
  : [];

let server: Server;
let browser: Browser;
let base = '';

type Size = { width: number; height: number };
type PreviewStory = {
  storyGlobals?: { viewport?: { value?: string } };
  parameters?: {
    viewport?: { options?: Record<string, { styles?: { width: string; height: string } }> };
  };
};
type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; story?: PreviewStory };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
};

/** The size a story asks for (`globals.viewport` naming one of `parameters.viewport.options`), if any. */
function storyViewport(page: Page): Promise<Size | null> {
  return page.evaluate(() => {
    const story = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story;
    const name = story?.storyGlobals?.viewport?.value;
    const styles = name ? story?.parameters?.viewport?.options?.[name]?.styles : undefined;
    return styles
      ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) }
      : null;
  });
}

/**
 * Opens a story. The first one loads iframe.html; later ones are switched over Storybook's channel
 * (as the Storybook UI does), which avoids reloading the whole preview bundle for every story. A story
 * with its own viewport (as the story tests size it) is loaded again at that size and shot there.
 */
async function shoot(page: Page, id: string): Promise<Buffer> {
  await open(page, id);
  const size = await storyViewport(page);
  if (!size) return capture(page);
  await page.setViewportSize(size);
  await page.goto('about:blank');
  await open(page, id);
  try {
    return await capture(page);
  } finally {
    await page.setViewportSize(VIEWPORT);
    await page.goto('about:blank');
  }
}

async function open(page: Page, id: string): Promise<void> {
  if (!page.url().includes('/iframe.html')) {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  } else {
    await page.evaluate((storyId) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, id);
  }
  // Wait until render, play and afterEach have finished (or failed: the story tests report that).
  await page.waitForFunction(
    (storyId) => {
      const r = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return (
        r?.id === storyId &&
        (r.phase === 'finished' || r.phase === 'errored' || r.phase === 'aborted')
      );
    },
    id,
    { timeout: 45_000, polling: 50 },
  );
}

async function capture(page: Page): Promise<Buffer> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? null
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
              // a lazy picture out of view never loads (the banner's later slides): not in the shot either
              if (img.loading === 'lazy') setTimeout(resolve, 3000);
            }),
      ),
    );
  });
  // Toasts that expire on a timer may or may not still be up on a slow machine: leave them out
  // (persistent ones, as in the Toast stories, stay in the picture).
  return page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    style: '[data-timed] { visibility: hidden !important; }',
  });
}

function compare(id: string, png: Buffer): string | null {
  const file = join(baselineDir, `${id}.png`);
  if (update) {
    writeFileSync(file, png);
    return null;
  }
  if (!existsSync(file)) return `no baseline ${file} (create it with UPDATE_SNAPSHOTS=1)`;
  const committed = readFileSync(file);
  // The same bytes are the same picture: no PNG decoding and pixel diff (most of the test's time).
  if (committed.equals(png)) return null;
  const expected = PNG.sync.read(committed);
  const actual = PNG.sync.read(png);
  const fail = (why: string, diff?: PNG) => {
    mkdirSync(actualDir, { recursive: true });
    writeFileSync(join(actualDir, `${id}.png`), png);
    if (diff) writeFileSync(join(actualDir, `${id}.diff.png`), PNG.sync.write(diff));
    return `${id}: ${why} (see ${actualDir})`;
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return fail(
      `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const n = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
    includeAA: false,
  });
  return n > actual.width * actual.height * MAX_DIFF_RATIO
    ? fail(`${n} pixels differ`, diff)
    : null;
}

describe('visual baselines of every story (storybook-static)', () => {
  beforeAll(async () => {
    if (!existsSync(join(root, 'index.json')))
      throw new Error('storybook-static is missing: run `pnpm build` first');
    if (!update) rmSync(actualDir, { recursive: true, force: true });
    mkdirSync(baselineDir, { recursive: true });
    server = await serve(root);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => server?.close(r));
  });

  it('match the committed PNGs', async () => {
    expect(stories.length).toBeGreaterThan(0);
    const failures: string[] = [];
    const queue = [...stories];
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        const context = await browser.newContext({
          viewport: VIEWPORT,
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          locale: 'zh-CN',
          timezoneId: 'Asia/Shanghai',
        });
        // The story tests already ran axe on every story; skip it here (see .storybook/preview.tsx).
        await context.addInitScript(() => {
          (globalThis as { __WZ_SCREENSHOT_RUN__?: boolean }).__WZ_SCREENSHOT_RUN__ = true;
        });
        const page = await context.newPage();
        for (let s = queue.shift(); s; s = queue.shift()) {
          try {
            const problem = compare(s.id, await shoot(page, s.id));
            if (problem) failures.push(problem);
          } catch (e) {
            failures.push(`${s.id}: ${(e as Error).message.split('\n')[0]}`);
          }
        }
        await context.close();
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
