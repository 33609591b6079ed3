/**
 * The portal's server renderer (built with `vite build --ssr` into dist-server/): the app kit's renderer
 * with the portal's router, shell, the navigation every page shows, and the site's head texts.
 */
import { createRenderer } from '@wz/app-kit/server';
import { router } from '../router';
import { navRead } from '../routing/frameReads';
import { DEFAULT_DESCRIPTION, SLOGAN } from '../lib/meta';
import { Shell } from '../shell/Shell';

export const { render, preloadPublicPages } = createRenderer({
  router,
  Shell,
  shellReads: () => [navRead()],
  site: { slogan: SLOGAN, description: DEFAULT_DESCRIPTION },
});

// What the Node server needs to build the server's client, from the same SDK the renderer uses.
export { createPortalClient, md5Signer, endpointSigner, memoryTokenStore, parseConfig, SSR_DATA_ID, CONFIG_ID, cityFromCookie, CITY_COOKIE } from '@wz/app-kit/server';
export type { RenderOptions, RenderResult } from '@wz/app-kit/server';
