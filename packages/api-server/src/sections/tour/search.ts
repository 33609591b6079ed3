// What the one search finds of travel (http/search.ts): the tours of approved operators; an operator's review
// changes which of its tours are public, so its settlement row is watched too.
import type { SearchSource } from '../../http/search.js';
import { PUBLIC_FROM } from './rows.js';

export const tourSearch: readonly SearchSource[] = [
  {
    key: 'tour',
    channel: 'tour',
    channelName: '旅游',
    table: 'tours',
    watch: ['title', 'jianjie', 'address', 'city', 'level', 'pic', 'user_id', 'updated_at'],
    related: [{ table: 'tour_settlements', ids: (row) => `SELECT id FROM tours WHERE user_id = ${row}.user_id` }],
    load: (db, ids) =>
      (
        db.prepare(`SELECT t.id, t.title, t.jianjie, t.address, t.city, t.level, t.pic, t.inputtime, t.updated_at, s.name AS operator FROM ${PUBLIC_FROM} WHERE t.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as {
          id: number; title: string; jianjie: string; address: string; city: string; level: string; pic: string; inputtime: number; updated_at: number; operator: string;
        }[]
      ).map((r) => ({
        id: r.id,
        title: r.title,
        words: [r.jianjie, r.address, r.city, r.level, r.operator],
        summary: r.jianjie,
        pic: r.pic,
        url: `/tour/tour_detail?id=${r.id}`,
        time: Math.max(r.inputtime, r.updated_at),
      })),
  },
];
