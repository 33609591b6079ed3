import { defineConfig, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
import react from '@vitejs/plugin-react';
// @ts-expect-error -- plain ESM helper without types (server/sign.mjs), shared with scripts/start.mjs
import { createSignHandler, SIGN_PATH } from './server/sign.mjs';

// In `vite dev` only: answer /config.json from env so the dev server talks to a local api-server, and sign
// for the pages at POST /sign as the portal's server does (the secret stays in this process).
// WZ_BROWSER_SECRET=1 is the explicit opt-out: md5 in the browser, the secret served with config.json.
// Production builds never contain a config.json; the server that hosts them provides one.
function devConfig(): Plugin {
  return {
    name: 'wz-dev-config',
    apply: 'serve',
    configureServer(server) {
      const secret = process.env.WZ_DEV_SECRET ?? 'wz-dev-secret';
      const inBrowser = process.env.WZ_BROWSER_SECRET === '1';
      server.middlewares.use(SIGN_PATH, createSignHandler({ appid: 'wzwebapp', secret }));
      server.middlewares.use('/config.json', (_req, res) => {
        const api = process.env.WZ_API_BASE_URL ?? 'http://localhost:8787/public/v1';
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            apiBaseUrl: api,
            appid: 'wzwebapp',
            signer: inBrowser ? { mode: 'md5', secret } : { mode: 'endpoint', url: SIGN_PATH },
          }),
        );
      });
    },
  };
}

/** The files a chunk loads statically (itself included). */
function staticClosure(bundle: OutputBundle, from: string, files = new Set<string>()): Set<string> {
  const chunk = bundle[from];
  if (files.has(from) || chunk?.type !== 'chunk') return files;
  files.add(from);
  for (const dep of chunk.imports) staticClosure(bundle, dep, files);
  return files;
}

/**
 * Production builds only. The first load is the boot script, what it imports statically, and the module
 * it imports dynamically at once (`app`, src) with its imports: the HTML gets <link rel="modulepreload">
 * for all of them, fetched together with the boot script rather than one level after another.
 */
function firstLoad(app: string): Plugin {
  let base = '/';
  const first = new Set<string>();
  return {
    name: 'wz-first-load',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const appChunk = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(app)),
        );
        if (!appChunk) throw new Error(`wz-first-load: no chunk holds ${app}`);
        first.clear();
        for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry) staticClosure(bundle, c.fileName, first);
        staticClosure(bundle, appChunk.fileName, first);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // The boot script itself is the HTML's <script>.
        return [...first]
          .filter((file) => file !== ctx.chunk?.fileName)
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Server build only: each module with a default export (a page) names its source file (`__source`), so
 * the server can look the page's browser chunks up in the client manifest and preload them with the HTML.
 */
function pageSources(): Plugin {
  let root = '';
  return {
    name: 'wz-page-sources',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!id.startsWith(`${root}/src/`) || !/\.tsx$/.test(id) || !/^export default /m.test(code)) return;
      return { code: `${code}\nexport const __source = ${JSON.stringify(id.slice(root.length + 1))};\n`, map: null };
    },
  };
}

// `vite build --ssr` (the server renderer, dist-server/): plain Node modules, none of the browser's
// chunking or preloads.
const ssrBuild = {
  plugins: [react(), pageSources()],
  build: { target: 'node20', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
  ssr: { noExternal: ['@wz/ui', '@wz/sdk'] },
};

export default defineConfig(({ isSsrBuild }) => isSsrBuild ? ssrBuild : {
  plugins: [react(), devConfig(), firstLoad('/src/app/app.tsx')],
  build: {
    manifest: true,
    target: 'es2022',
    // No preload lists at dynamic imports: Vite writes, at each, the files to fetch with it, and those
    // lists are part of the first load (3 KB gzip at 47 routes, growing with every route). The HTML
    // preloads the first load (firstLoad), the server renderer a page's chunks (server/ssr.mjs); on a
    // later navigation a page's chunk brings its imports when it arrives.
    modulePreload: false,
    sourcemap: process.env.WZ_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Rolldown places every other module by what actually uses it. A group that pulled in its
          // modules' dependencies would follow @wz/ui's index to every component and form library and
          // put them all in the first load (194 KB gzip instead of 124).
          includeDependenciesRecursively: false,
          // React, the router and SWR: one request, cached across deploys of the app's own code.
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|swr|use-sync-external-store|dequal|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            // The app's own modules of every first load in one file instead of a dozen of 0.1–1.5 KB each
            // (each a request, and gzip packs one file better), the app kit's among them. Only modules every page
            // loads belong here.
            { name: 'core', test: /(hosts[\\/]portal[\\/]src[\\/](app[\\/](routing[\\/](route|frameReads|sections)|lib[\\/](session|url|region|afterPaint|api|queryParams|meta)|shell[\\/](sectionMenu|kitFrame))|sections[\\/]education[\\/]params)\.ts|packages[\\/]app-kit[\\/]src[\\/](pending|providers|queryParams|session|ssrData|config|frame|lib[\\/]loginPrompt|listing[\\/](query|describe)|routing[\\/](route|routeMeta|router))\.tsx?)$/, priority: 2 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
