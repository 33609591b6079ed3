/**
 * The seller centre's entry: the portal's configuration (/config.json on the same origin: same API, same
 * signing), the SDK client, the app kit's providers and router. Logged-in pages only: no server rendering.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createPortalClient } from '@wz/sdk';
import { loadConfig, PortalProvider, signerFor } from '@wz/app-kit';
import { Toaster } from '@wz/ui';
import '@wz/ui/style.css';
import './frame.css';
import { App } from './App';
import { BASENAME, toLogin } from './session';

const rootEl = document.getElementById('root')!;

async function boot() {
  const config = await loadConfig();
  const client = createPortalClient({
    baseUrl: config.apiBaseUrl,
    appid: config.appid,
    signer: signerFor(config),
    // the portal's login page says why (flag 100) and the member comes back here afterwards
    onSessionExpired: () => toLogin(true),
  });
  createRoot(rootEl).render(
    <StrictMode>
      <PortalProvider client={client} config={config}>
        <BrowserRouter basename={BASENAME}>
          <App />
          <Toaster />
        </BrowserRouter>
      </PortalProvider>
    </StrictMode>,
  );
}

boot().catch((err: unknown) => {
  console.error(err);
  rootEl.textContent = `商家中心加载失败：${err instanceof Error ? err.message : String(err)}`;
  rootEl.setAttribute('role', 'alert');
});
