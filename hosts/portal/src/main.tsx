import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createPortalClient } from '@wz/sdk';
import { toast } from '@wz/ui';
import '@wz/ui/style.css';
import './styles.css';
import { loadConfig } from './lib/config';
import { PortalProvider, signerFor } from './lib/api';
import { createPortalRouter } from './routes/router';
import { markLoginRedirect, setFlash, takeFlash } from './lib/loginPrompt';

const rootEl = document.getElementById('root')!;

async function start() {
  // Creating the router starts loading the first page's chunk; config.json is fetched meanwhile.
  const router = createPortalRouter();
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
      void router.navigate('/login?flag=100');
    },
  });

  // A message carried across the reload the login page does on flag 100.
  const flash = takeFlash();
  if (flash) toast.error(flash);

  createRoot(rootEl).render(
    <StrictMode>
      <PortalProvider client={client} config={config}>
        <RouterProvider router={router} />
      </PortalProvider>
    </StrictMode>,
  );
}

start().catch((err: unknown) => {
  console.error(err);
  rootEl.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:560px;margin:80px auto;padding:24px;font:16px/1.7 sans-serif;text-align:center';
  box.textContent = `站点配置加载失败：${err instanceof Error ? err.message : String(err)}`;
  rootEl.append(box);
});
