// What the one search finds of information (http/search.ts): published articles that no report holds; a
// publisher's rename and a hold change what shows, so those tables are watched too.
import type { SearchSource } from '../../http/search.js';
import { articleLink, PUBLIC_WHERE, tagsOf } from './rows.js';

export const informationSearch: readonly SearchSource[] = [
  {
    key: 'information',
    channel: 'information',
    channelName: '资讯',
    table: 'information_articles',
    watch: ['title', 'summary', 'tags', 'cover', 'status', 'module_id', 'updated_at'],
    related: [
      { table: 'information_publishers', ids: (row) => `SELECT id FROM information_articles WHERE publisher_id = ${row}.id` },
      { table: 'feedback_holds', ids: (row) => `SELECT ${row}.item_id WHERE ${row}.kind = 'information'` },
    ],
    load: (db, ids) =>
      (
        db.prepare(`SELECT a.id, a.title, a.summary, a.tags, a.cover, a.published_at, a.updated_at, p.name AS publisher FROM information_articles a JOIN information_publishers p ON p.id = a.publisher_id WHERE ${PUBLIC_WHERE} AND a.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as {
          id: number; title: string; summary: string; tags: string; cover: string; published_at: number; updated_at: number; publisher: string;
        }[]
      ).map((r) => ({ id: r.id, title: r.title, words: [r.summary, r.publisher, ...tagsOf(r.tags)], summary: r.summary, pic: r.cover, url: articleLink(r.id), time: Math.max(r.published_at, r.updated_at) })),
  },
];
