import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { BackToTop, Toaster } from '@wz/ui';
import type { RouteMeta } from '../routes/table';
import { applyRouteMeta } from '../lib/meta';
import { ProgressBar } from './ProgressBar';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { ShareBar } from './ShareBar';
import { LoginCheckDialog } from './LoginCheckDialog';

export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle ?? {}) as RouteMeta;
}

/** The frame of every page: header, navigation, footer, share bar, back-to-top and global dialogs. */
export function Shell() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();

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
      {meta.hideShareBar ? null : <ShareBar />}
      <BackToTop />
      <LoginCheckDialog />
      <Toaster />
    </>
  );
}
