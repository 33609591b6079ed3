/** What every member page outside a section's own folder shares: the guard of the user centre. No React. */
// Login is required for all of it (spec §2 User centre); the share bar is hidden on member pages.
export const member = { requiresLogin: true, hideShareBar: true, section: 'user' } as const;

