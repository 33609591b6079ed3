import { lazy, Suspense, use, useEffect, useRef } from 'react';
import { renderMatches, useLocation, useNavigate } from 'react-router-dom';
import { BackToTop, Toaster } from '@wz/ui';
import { applyRouteMeta } from '../lib/meta';
import { ProgressBar } from './ProgressBar';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { useLoginCheckCounter } from '@wz/app-kit';
import { setAppNavigate } from '../lib/navigate';
import { matchesFor, routeHandleFor, router } from '../router';
import { RouteMetaContext } from '@wz/app-kit';
import { RouteError } from './RouteError';
import { PageFallback } from './ShellFallback';
import { PageBanner } from './Banner';
import { useAfterPaint } from '../lib/afterPaint';

// Not needed for the first paint: loaded after it, each in its own chunk.
const ShareBar = lazy(() => import('./ShareBar').then((m) => ({ default: m.ShareBar })));
const LoginCheckDialog = lazy(() =>
  import('./LoginCheckDialog').then((m) => ({ default: m.LoginCheckDialog })),
);

/**
 * Types again what was typed into fields before the app ran, then clicks the buttons clicked then
 * (server/ssr.mjs kept both). Beside the page, in its
 * Suspense boundary: React hydrates that boundary after the shell, and the page's buttons answer then;
 * a task later, once what the browser keeps (the session) has replaced the server's guest view.
 */
function ReplayEarlyClicks() {
  useEffect(() => {
    const w = window as {
      __wzEarlyClicks?: () => HTMLElement[];
      __wzEarlyInput?: () => [HTMLInputElement | HTMLTextAreaElement, string][];
    };
    const typed = w.__wzEarlyInput?.() ?? [];
    const early = w.__wzEarlyClicks?.() ?? [];
    if (early.length === 0 && typed.length === 0) return;
    window.setTimeout(() => {
      for (const [field, value] of typed) if (field.isConnected) retype(field, value);
      for (const button of early) if (button.isConnected) button.click();
    }, 0);
  }, []);
  return null;
}

/**
 * Types text into a field again so that a controlled field's onChange takes it (hydration left the text
 * in the box but not in the state, and the next render would clear it).
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  // React notes what the field holds through its own setter: emptied that way, then filled past it, the
  // input event is a change to React
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The page of the current location, from the same cached match as the shell's metadata. A path of a
 * section whose table has not arrived waits for it here: a navigation keeps the old page up meanwhile
 * (a transition), and a failed load is this boundary's error.
 */
function Page({ pathname }: { pathname: string }) {
  const table = router.ensure(pathname);
  if (table) use(table);
  return renderMatches(matchesFor(pathname));
}

/** The frame of every page: header, navigation, footer, share bar, back-to-top and global dialogs. */
export function Shell() {
  const meta = routeHandleFor(useLocation().pathname);
  const loginChecks = useLoginCheckCounter();
  const navigate = useNavigate();

  useEffect(() => {
    setAppNavigate(navigate);
    return () => setAppNavigate(undefined);
  }, [navigate]);

  // The first render yields to the browser (a transition), and the router only starts listening when it
  // commits: a back/forward (popstate) in between would be lost, leaving the old page up. Catch up once.
  const location = useLocation();
  useEffect(() => {
    const { pathname: p, search, hash } = window.location;
    if (p !== location.pathname || search !== location.search || hash !== location.hash) {
      navigate(p + search + hash, { replace: true });
    }
    // Tells a running app from the server's HTML (tests, scripts).
    document.documentElement.dataset.app = 'ready';
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after the router subscribed
  }, []);

  useEffect(() => {
    applyRouteMeta(meta);
  }, [meta]);

  const { pathname } = location;
  // The share bar is not part of the first paint: its code loads once that has happened.
  const painted = useAfterPaint(true);
  // A new page starts at the top (the browser restores scroll on back/forward itself). Not the first
  // page: a reader may have scrolled the server's HTML before the app ran, and a tap there would land
  // elsewhere once the page jumped.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <ProgressBar />
      {meta.hideHeader ? null : <SiteHeader />}
      <main id="main" className={meta.hideHeader ? 'main main--bare' : 'main'} tabIndex={-1}>
        <PageBanner route={meta} />
        <RouteMetaContext value={meta}>
          <RouteError resetKey={pathname}>
            <Suspense fallback={<PageFallback />}>
              <Page pathname={pathname} />
              <ReplayEarlyClicks />
            </Suspense>
          </RouteError>
        </RouteMetaContext>
      </main>
      {meta.hideHeader ? null : <SiteFooter />}
      <Suspense fallback={null}>
        {meta.hideShareBar || !painted ? null : <ShareBar />}
        {loginChecks > 0 ? <LoginCheckDialog /> : null}
      </Suspense>
      <BackToTop className="backtotop" />
      <Toaster />
    </>
  );
}
