import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The seller centre lives under the portal's origin at /seller/wzmall/ (same token, same /config.json). */
export const BASE = '/seller/wzmall/';

// `vite dev` only: answer /config.json from env so the dev server talks to a local api-server.
function devConfig(): Plugin {
  return {
    name: 'wz-dev-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            apiBaseUrl: process.env.WZ_API_BASE_URL ?? 'http://localhost:8787/public/v1',
            appid: 'wzwebapp',
            signer: { mode: 'md5', secret: process.env.WZ_DEV_SECRET ?? 'wz-dev-secret' },
          }),
        );
      });
    },
  };
}

export default defineConfig({
  base: BASE,
  plugins: [react(), devConfig()],
  build: { target: 'es2022', outDir: 'dist' },
});
