/**
 * The app: React, the router and the shell. The boot script (boot.ts) imports it while the first reads
 * are already on the way, and the HTML preloads it, so its download overlaps them.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preload } from 'swr';
import type { PortalClient } from '@wz/sdk';
import { toast } from '@wz/ui';
import { type PortalConfig, PortalProvider, takeEarlyReads, preloadPage, currentUrl, type SsrData } from '@wz/app-kit';
import { keepServerHead } from './lib/meta';
import { appNavigate } from './lib/navigate';
import { markLoginRedirect, setFlash, takeFlash } from '@wz/app-kit';
import { router, routeHandleFor } from './router';
import { Shell } from './shell/Shell';

/** The SDK calls this once however many requests see 101 together (spec §4 Session). */
export function onSessionExpired({ message }: { message: string }) {
  toast.error(message);
  setFlash(message);
  markLoginRedirect();
  appNavigate('/login?flag=100');
}

export function mount(rootEl: HTMLElement, client: PortalClient, config: PortalConfig, ssr?: SsrData) {
  // The first page's section table: the boot script has asked for it already.
  const table = router.ensure(window.location.pathname);
  if (table) void table.then(() => start(rootEl, client, config, ssr), () => start(rootEl, client, config, ssr));
  else start(rootEl, client, config, ssr);
}

function start(rootEl: HTMLElement, client: PortalClient, config: PortalConfig, ssr?: SsrData) {
  // The boot script's reads go into SWR's preload cache under the keys the pages' hooks use: nothing
  // is fetched twice.
  takeEarlyReads(({ read, answer }) => {
    preload(read.key, () => answer);
  });
  // Pages without a static path were not known to the boot script: their code starts now.
  const first = routeHandleFor(window.location.pathname).page;
  const pageCode = first ? preloadPage(first).catch(() => undefined) : Promise.resolve();

  // A message carried across the reload the login page does on flag 100.
  const flash = takeFlash();
  if (flash) toast.error(flash);

  // The first render is a transition, so React renders it in slices of a few milliseconds instead of
  // one long task (Total Blocking Time on a slow phone). Nothing may change an external store the tree
  // reads while it renders (React would then redo it in one go): see shell/ProgressBar.tsx.
  const app = (
    <StrictMode>
      <PortalProvider client={client} config={config} fallback={ssr?.fallback}>
        <BrowserRouter>
          <Shell />
        </BrowserRouter>
      </PortalProvider>
    </StrictMode>
  );
  // A server-rendered page is hydrated once its page's code is here, so the first
  // client render shows what the server did.
  if (ssr) {
    void pageCode.then(() => {
      // Still on the page the server rendered: hydrate it, keeping its head. Moved on (history.pushState
      // before the app was ready): render the new location over it.
      if (currentUrl() === ssr.url) {
        keepServerHead(ssr.url);
        // In a transition: hydration then yields every few milliseconds (at the default priority React
        // does it in one task).
        startTransition(() => {
          hydrateRoot(rootEl, app);
        });
      } else startTransition(() => createRoot(rootEl).render(app));
    });
  } else startTransition(() => createRoot(rootEl).render(app));
}
