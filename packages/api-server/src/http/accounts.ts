// Account settings a section may close to some of its accounts (a market sub-account acts for its owner's
// company, never on a login of its own): the user section asks here before it changes anything.
import type { AppContext } from './context.js';

/** The refusal (Chinese, shown as is) for this member, or undefined when the setting is theirs to change. */
export type AccountLimit = (ctx: AppContext, userId: number) => string | undefined;

const limits: AccountLimit[] = [];

/** Registered once, at import (as addTalkKind). */
export function addAccountLimit(limit: AccountLimit): void {
  limits.push(limit);
}

export function accountLimit(ctx: AppContext, userId: number): string | undefined {
  for (const limit of limits) {
    const refused = limit(ctx, userId);
    if (refused) return refused;
  }
  return undefined;
}
