/**
 * The page modules, one dynamic import (one chunk) each. No React here: the boot script starts the
 * first page's chunk before the app itself has arrived.
 */
import type { ComponentType } from 'react';
import type { PageKey } from '../routes';
import { trackPending } from '../lib/pending';

type PageModule = { default: ComponentType };

const pages: Record<Exclude<PageKey, `education/${string}`>, () => Promise<PageModule>> = {
  Home: () => import('../../sections/home/pages/Home'),
  Search: () => import('../../sections/search/pages/Search'),
  Login: () => import('../../sections/account/pages/Login'),
  Register: () => import('../../sections/account/pages/Register'),
  ForgetPwd: () => import('../../sections/account/pages/ForgetPwd'),
  Payment: () => import('../../sections/payment/pages/Payment'),
  PayOrder: () => import('../../sections/payment/pages/Payment'),
  MapH5: () => import('../../sections/maph5/pages/MapH5'),
  SectionPage: () => import('../pages/SectionUnderConstruction'),
  UserCentre: () => import('../../sections/user/pages/UserCentre'),
  SellerLink: () => import('../../sections/seller/pages/SellerLink'),
  NotFound: () => import('../pages/NotFound'),
};

// The education area is written separately under src/education/<Name>.tsx (default export).
const educationPages = import.meta.glob<PageModule>('../../sections/education/pages/*.tsx');

function loadPage(key: PageKey): () => Promise<PageModule> {
  if (key.startsWith('education/')) {
    const load = educationPages[`../../sections/education/pages/${key.slice('education/'.length)}.tsx`];
    if (!load) throw new Error(`missing education page module src/sections/education/pages/${key}.tsx`);
    return load;
  }
  return pages[key as keyof typeof pages];
}

const loading = new Map<PageKey, Promise<PageModule>>();

/** Starts (once) loading a page's module; the progress bar shows while it is on the way. */
export function preloadPage(key: PageKey): Promise<PageModule> {
  let promise = loading.get(key);
  if (!promise) {
    promise = trackPending(loadPage(key)());
    // A failed chunk may succeed on the next navigation (e.g. a flaky network).
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}
