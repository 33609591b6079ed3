// What the one search finds of own: published posts that no report holds (under the 个人 channel).
import type { SearchSource } from '../../http/search.js';
import { postLink, PUBLIC_POST } from './rows.js';

export const ownSearch: readonly SearchSource[] = [
  {
    key: 'own',
    channel: 'own',
    channelName: '个人',
    table: 'own_posts',
    watch: ['title', 'content', 'pics', 'status', 'updated_at'],
    related: [
      { table: 'own_pages', ids: (row) => `SELECT id FROM own_posts WHERE page_id = ${row}.id` },
      { table: 'feedback_holds', ids: (row) => `SELECT ${row}.item_id WHERE ${row}.kind = 'own'` },
    ],
    load: (db, ids) =>
      (
        db.prepare(`SELECT p.id, p.title, p.content, p.published_at, p.updated_at, g.name, g.avatar FROM own_posts p JOIN own_pages g ON g.id = p.page_id WHERE ${PUBLIC_POST} AND p.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as {
          id: number; title: string; content: string; published_at: number; updated_at: number; name: string; avatar: string;
        }[]
      ).map((r) => {
        const text = r.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
        return { id: r.id, title: r.title, words: [text, r.name], summary: text.slice(0, 80), pic: r.avatar, url: postLink(r.id), time: Math.max(r.published_at, r.updated_at) };
      }),
  },
];
