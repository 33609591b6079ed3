/**
 * The boot script: small and React-free. It reads the configuration, creates the API client and starts
 * the first page's reads and code while the app (app.tsx: React, router, shell) is still downloading;
 * on a slow phone that download is the longest wait before the first page can ask for its data.
 */
import { createPortalClient } from '@wz/sdk';
import '@wz/ui/style.css';
import './styles/shell.css';
import { loadConfig, signerFor, startReads, preloadPage, readSsrData, hasToken } from '@wz/app-kit';
import { firstRoutes } from './firstRoutes';

const rootEl = document.getElementById('root')!;
/** What the page says when booting fails: the configuration, or then the app's code (a network failure). */
let failure = '站点配置加载失败';

async function boot() {
  // The first page's section table (a small chunk) comes while the configuration does.
  const table = firstRoutes.ensure(window.location.pathname)?.catch(() => undefined);
  const config = await loadConfig();
  failure = '页面加载失败，请刷新重试';
  // Imported (which runs its code) only once the reads are out; the HTML's modulepreload has been
  // downloading it all along.
  let app: Promise<typeof import('./app')> | undefined;
  const loadApp = () => (app ??= import('./app'));
  const client = createPortalClient({
    baseUrl: config.apiBaseUrl,
    appid: config.appid,
    signer: signerFor(config),
    onSessionExpired: (event) => void loadApp().then((m) => m.onSessionExpired(event)),
  });
  // The reads first: importing the app or the page runs the app's code (long on a slow phone), and
  // nothing else would go out until it is done.
  // A server-rendered page carries its first reads' answers: they are not fetched again here.
  const ssr = readSsrData(document, rootEl);
  await table;
  const first = firstRoutes.firstRoute(window.location.pathname);
  // a member's page (the cart, 我的订单) with a stored session: its code and reads start now too
  if (first && (!first.member || hasToken())) {
    if (!ssr) startReads(client, first.reads(new URLSearchParams(window.location.search), first.params));
    void preloadPage(first.page).catch(() => undefined);
  }
  (await loadApp()).mount(rootEl, client, config, ssr);
}

boot().catch((err: unknown) => {
  console.error(err);
  rootEl.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:560px;margin:80px auto;padding:24px;font:16px/1.7 sans-serif;text-align:center';
  box.textContent = `${failure}：${err instanceof Error ? err.message : String(err)}`;
  rootEl.append(box);
});
