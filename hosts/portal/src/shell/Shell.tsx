import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { BackToTop, Toaster } from '@wz/ui';
import type { RouteMeta } from '../routes/table';
import { applyRouteMeta } from '../lib/meta';
import { ProgressBar } from './ProgressBar';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { useLoginCheckCounter } from '../lib/loginPrompt';

// Not needed for the first paint: loaded after it, each in its own chunk.
const ShareBar = lazy(() => import('./ShareBar').then((m) => ({ default: m.ShareBar })));
const LoginCheckDialog = lazy(() => import('./LoginCheckDialog').then((m) => ({ default: m.LoginCheckDialog })));

export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle ?? {}) as RouteMeta;
}

/** The frame of every page: header, navigation, footer, share bar, back-to-top and global dialogs. */
export function Shell() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const loginChecks = useLoginCheckCounter();

  useEffect(() => {
    applyRouteMeta(meta);
  }, [meta]);

  // A new page starts at the top (the browser restores scroll on back/forward itself).
  useEffect(() => {
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
        <Outlet />
      </main>
      {meta.hideHeader ? null : <SiteFooter />}
      <Suspense fallback={null}>
        {meta.hideShareBar ? null : <ShareBar />}
        {loginChecks > 0 ? <LoginCheckDialog /> : null}
      </Suspense>
      <BackToTop />
      <Toaster />
    </>
  );
}
