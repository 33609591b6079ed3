// What the conversation threads (sections/talk) need of a section whose items take messages: who owns an
// item, its title and its public page. A section registers its kind once, at import (as a payable does);
// this file names no section.
import type { AppContext } from './context.js';

export interface TalkItem {
  ownerId: number;
  title: string;
  /** The item's public page, a path of the portal. */
  link: string;
}

export interface TalkKind {
  /** The item when it is public (deleted, hidden or unknown items take no new messages). */
  item(ctx: AppContext, itemId: number): TalkItem | undefined;
}

const kinds = new Map<string, TalkKind>();

/** Lets members leave messages on this kind's items (registered once, at import). */
export function addTalkKind(kind: string, k: TalkKind): void {
  kinds.set(kind, k);
}

export const talkKind = (kind: string): TalkKind | undefined => kinds.get(kind);
