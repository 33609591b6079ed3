import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// In `vite dev` only: answer /config.json from env so the dev server talks to a local api-server.
// Production builds never contain a config.json; the server that hosts them provides one.
function devConfig(): Plugin {
  return {
    name: 'wz-dev-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        const api = process.env.WZ_API_BASE_URL ?? 'http://localhost:8787/public/v1';
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            apiBaseUrl: api,
            appid: 'wzwebapp',
            signer: { mode: 'md5', secret: process.env.WZ_DEV_SECRET ?? 'wz-dev-secret' },
          }),
        );
      });
    },
  };
}

// In production builds: <link rel="modulepreload"> for the chunk of a module the boot script imports
// dynamically (and what it imports statically): fetched together with the boot script, not after.
function preloadEntry(src: string): Plugin {
  let base = '/';
  return {
    name: 'wz-preload-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const entry = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(src)),
        );
        if (!entry || entry.type !== 'chunk') throw new Error(`wz-preload-entry: no chunk holds ${src}`);
        // Already in the HTML: the page's own script and what it imports.
        const files: string[] = ctx.chunk ? [ctx.chunk.fileName, ...ctx.chunk.imports] : [];
        const known = files.length;
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (files.includes(file) || chunk?.type !== 'chunk') return;
          for (const dep of chunk.imports) visit(dep);
          files.push(file);
        };
        visit(entry.fileName);
        return files.slice(known).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

// `vite build --ssr` (the server renderer, dist-server/): plain Node modules, none of the browser's
// chunking or preloads.
const ssrBuild = {
  plugins: [react()],
  build: { target: 'node20', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
  ssr: { noExternal: ['@wz/ui', '@wz/sdk'] },
};

export default defineConfig(({ isSsrBuild }) => isSsrBuild ? ssrBuild : {
  plugins: [react(), devConfig(), preloadEntry('/src/app/app.tsx')],
  build: {
    manifest: true,
    target: 'es2022',
    // Every browser the build targets supports modulepreload; skip the polyfill.
    modulePreload: { polyfill: false },
    sourcemap: process.env.WZ_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Few, parallel requests rather than a swarm of small chunks: on a slow phone each is a round
          // trip, and six at a time per host hold back the page's API calls.
          // - boot: the boot script the HTML runs (app/boot.ts) with what it needs (SDK, config, route table);
          // - app: the app it imports (React, router, shell), preloaded by the HTML;
          // - common: small modules that several pages share (layouts, @wz/ui parts), one request.
          // DOMPurify stays apart (only pages that render server HTML load it).
          groups: [
            { name: 'boot', test: /\/src\/app\/boot\.ts$/, priority: 3 },
            { name: 'app', test: /\/src\/app\/app\.tsx$/, priority: 2 },
            { name: 'common', test: (id) => !/dompurify/.test(id), minShareCount: 3, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
