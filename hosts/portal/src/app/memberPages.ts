/**
 * What every member page outside a section's own folder shares: the guard and the frame of the user
 * centre, and its 正在建设中 page for a member page not built yet (the release forms). No React.
 */
import type { PageLoader } from '@wz/app-kit';

// Login is required for all of it (spec §2 User centre); the share bar is hidden on member pages.
export const member = { requiresLogin: true, hideShareBar: true, section: 'user' } as const;

/** A member page not built yet, in the user centre's frame with 正在建设中. */
export const framedBuilding: PageLoader = () => import('../sections/user/pages/FramedBuilding');
