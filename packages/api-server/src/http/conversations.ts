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

/**
 * A visitor's message on an item: opens their thread with its owner (or adds to it), in the caller's
 * transaction when there is one. The thread's id.
 */
export function leaveMessage(ctx: AppContext, kind: string, itemId: number, ownerId: number, visitorId: number, content: string): number {
  const now = ctx.now();
  return ctx.db.transaction(() => {
    ctx.db
      .prepare(`INSERT INTO talk_threads (kind, item_id, owner_id, visitor_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (kind, item_id, visitor_id) DO UPDATE SET updated_at = excluded.updated_at`)
      .run(kind, itemId, ownerId, visitorId, now, now);
    const t = ctx.db.prepare('SELECT id FROM talk_threads WHERE kind = ? AND item_id = ? AND visitor_id = ?').get(kind, itemId, visitorId) as { id: number };
    ctx.db.prepare('INSERT INTO talk_messages (thread_id, from_user, content, created_at) VALUES (?, ?, ?, ?)').run(t.id, visitorId, content, now);
    return t.id;
  })();
}
