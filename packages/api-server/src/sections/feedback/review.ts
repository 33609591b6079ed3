// Review of held items (development simulator, http/review.ts): 通过 restores the item, 驳回 removes it for good.
import type { Reviewable } from '../../http/review.js';
import { feedbackKind } from '../../http/feedback.js';
import { REASONS } from './handlers.js';

type Hold = { id: number; kind: string; item_id: number; updated_at: number };

export const reportReview: Reviewable = {
  kind: 'report',
  label: '举报审核',
  waiting: (ctx) =>
    (ctx.db.prepare("SELECT id, kind, item_id, updated_at FROM feedback_holds WHERE state = 'held' ORDER BY updated_at").all() as Hold[]).map((h) => {
      const reasons = ctx.db.prepare('SELECT reason FROM feedback_reports WHERE kind = ? AND item_id = ?').all(h.kind, h.item_id) as { reason: keyof typeof REASONS }[];
      return {
        id: h.id,
        name: feedbackKind(h.kind)?.anyItem(ctx, h.item_id)?.title ?? `${h.kind} #${h.item_id}`,
        detail: `${reasons.length} 人举报：${[...new Set(reasons.map((r) => REASONS[r.reason]))].join('、')}（通过 = 恢复显示，驳回 = 下架）`,
        created_at: h.updated_at,
      };
    }),
  decide(ctx, id, approve) {
    return ctx.db.prepare("UPDATE feedback_holds SET state = ?, updated_at = ? WHERE id = ? AND state = 'held'").run(approve ? 'restored' : 'removed', ctx.now(), id).changes > 0;
  },
};
