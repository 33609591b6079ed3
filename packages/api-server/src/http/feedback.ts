// What comments, reports and likes (sections/feedback) need of a section whose items take them: who owns an
// item, its title and public page. A section registers its kind once, at import (as a talk kind does); this
// file names no section. An item reported by REPORT_HOLD_AT members is held (hidden) until reviewed: a
// section's public reads leave out what `heldSql` names.
import type { AppContext } from './context.js';

export interface FeedbackItem {
  ownerId: number;
  title: string;
  /** The item's public page, a path of the portal. */
  link: string;
}

export interface FeedbackKind {
  /** The item when it is public (drafts, taken-down, held or unknown items take no new feedback). */
  item(ctx: AppContext, itemId: number): FeedbackItem | undefined;
  /** The item in any state, for its owner's lists. */
  anyItem(ctx: AppContext, itemId: number): FeedbackItem | undefined;
}

/** Reports from this many different members hide an item until it is reviewed. */
export const REPORT_HOLD_AT = 3;

const kinds = new Map<string, FeedbackKind>();

/** Lets members comment on, report and like this kind's items (registered once, at import). */
export function addFeedbackKind(kind: string, k: FeedbackKind): void {
  kinds.set(kind, k);
}

export const feedbackKind = (kind: string): FeedbackKind | undefined => kinds.get(kind);

/** SQL true when the item `idExpr` of `kind` is held by reports or was removed by review (kind is a fixed key). */
export const heldSql = (kind: 'information' | 'own', idExpr: string): string =>
  `EXISTS (SELECT 1 FROM feedback_holds h WHERE h.kind = '${kind}' AND h.item_id = ${idExpr} AND h.state IN ('held', 'removed'))`;
