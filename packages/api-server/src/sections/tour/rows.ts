// The tour section's rows and the answers built from them, shared by the public reads and the operator's writes.
import type { AppContext } from '../../http/context.js';
import type { Schema } from '../../http/section.js';
import { abs, fmtTime, money } from '../../http/context.js';

export type TourRow = {
  id: number; title: string; jianjie: string; content: string; pic: string; address: string; price_cents: number; days: number;
  clickcount: number; inputtime: number; tel: string; opentime: string; user_id: number | null; city: string; level: Schema<'TourLevelValue'>;
  introduce: string; futi: string; lat: number | null; lng: number | null; vr: string; updated_at: number;
};

export const MSG_NO_TOUR = '旅游线路不存在';
export const LEVELS: Schema<'TourLevel'>[] = ['5A', '4A', '3A', '2A', '1A'];
export const isLevel = (value: string): value is Schema<'TourLevel'> => (LEVELS as string[]).includes(value);
export const OPERATOR_TYPES: Record<Schema<'TourOperatorType'>, string> = { scenic: '景区', agency: '旅行社' };
export const SORTS: { key: Schema<'TourSort'>; name: string; order: string }[] = [
  { key: 'new', name: '最新', order: 't.inputtime DESC, t.id DESC' },
  { key: 'hot', name: '人气', order: 't.clickcount DESC, t.id DESC' },
  { key: 'price_asc', name: '价格从低到高', order: 't.price_cents ASC, t.id ASC' },
  { key: 'price_desc', name: '价格从高到低', order: 't.price_cents DESC, t.id DESC' },
];

/** Public rows only: the page of an approved operator. */
export const PUBLIC_FROM = `tours t JOIN tour_settlements s ON s.user_id = t.user_id AND s.status = 'approved'`;

export type PublicTourRow = TourRow & { operator: string; operator_type: Schema<'TourOperatorType'> };

export function publicTour(ctx: AppContext, id: number): PublicTourRow | undefined {
  return ctx.db.prepare(`SELECT t.*, s.name AS operator, s.type AS operator_type FROM ${PUBLIC_FROM} WHERE t.id = ?`).get(id) as
    | PublicTourRow
    | undefined;
}

export function themesOf(ctx: AppContext, ids: number[]): Map<number, { id: number; name: string }[]> {
  const map = new Map<number, { id: number; name: string }[]>();
  if (!ids.length) return map;
  const rows = ctx.db
    .prepare(`SELECT l.tour_id, th.id, th.name FROM tour_theme_links l JOIN tour_themes th ON th.id = l.theme_id WHERE l.tour_id IN (${ids.map(() => '?').join(',')}) ORDER BY th.sort`)
    .all(...ids) as { tour_id: number; id: number; name: string }[];
  for (const r of rows) map.set(r.tour_id, [...(map.get(r.tour_id) ?? []), { id: r.id, name: r.name }]);
  return map;
}

export const futiLines = (futi: string): string[] => futi.split('\n').filter(Boolean);

export function tourItem(ctx: AppContext, t: TourRow & { operator: string; operator_type: Schema<'TourOperatorType'> }, themes: { name: string }[]) {
  return {
    id: t.id, title: t.title, jianjie: t.jianjie, pic: abs(ctx, t.pic), address: t.address, price: money(t.price_cents), inputtime: fmtTime(t.inputtime),
    city: t.city, level: t.level, themes: themes.map((x) => x.name), clickcount: t.clickcount, operator: t.operator, operator_type: t.operator_type,
  };
}
