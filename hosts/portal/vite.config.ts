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

export default defineConfig({
  plugins: [react(), devConfig()],
  build: {
    manifest: true,
    target: 'es2022',
    // Every browser the build targets supports modulepreload; skip the polyfill.
    modulePreload: { polyfill: false },
    sourcemap: process.env.WZ_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically, in one file: the first paint then waits for one
          // script request, not a dozen small shared chunks (each a round trip on a slow phone).
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { port: 5173 },
});
