import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createPortalClient } from '@wz/sdk';
import { toast } from '@wz/ui';
import '@wz/ui/style.css';
import './styles.css';
import { loadConfig } from './lib/config';
import { PortalProvider, signerFor } from './lib/api';
import { appNavigate } from './lib/navigate';
import { preloadPage, preloadRoute, routeHandleFor } from './routes/router';
import { Shell } from './shell/Shell';
import { markLoginRedirect, setFlash, takeFlash } from './lib/loginPrompt';

const rootEl = document.getElementById('root')!;

async function start() {
  // The first page's code downloads while config.json is fetched.
  const first = routeHandleFor(window.location.pathname).page;
  if (first) void preloadPage(first).catch(() => undefined);
  const config = await loadConfig();
  const client = createPortalClient({
    baseUrl: config.apiBaseUrl,
    appid: config.appid,
    signer: signerFor(config),
    // The SDK calls this once however many requests see 101 together (spec §4 Session).
    onSessionExpired: ({ message }) => {
      toast.error(message);
      setFlash(message);
      markLoginRedirect();
      appNavigate('/login?flag=100');
    },
  });

  preloadRoute(client, window.location);

  // A message carried across the reload the login page does on flag 100.
  const flash = takeFlash();
  if (flash) toast.error(flash);

  // The first render is a transition, so React renders it in slices of a few milliseconds instead of
  // one long task (Total Blocking Time on a slow phone). Nothing may change an external store the tree
  // reads while it renders (React would then redo it in one go): see lib/pending.ts.
  startTransition(() => {
    createRoot(rootEl).render(
      <StrictMode>
        <PortalProvider client={client} config={config}>
          <BrowserRouter>
            <Shell />
          </BrowserRouter>
        </PortalProvider>
      </StrictMode>,
    );
  });
}

start().catch((err: unknown) => {
  console.error(err);
  rootEl.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:560px;margin:80px auto;padding:24px;font:16px/1.7 sans-serif;text-align:center';
  box.textContent = `站点配置加载失败：${err instanceof Error ? err.message : String(err)}`;
  rootEl.append(box);
});
