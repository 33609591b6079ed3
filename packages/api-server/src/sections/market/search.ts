// Companies in the one search (/search, channel market): found by name, introduction, city, category, type and
// their goods' titles. The company list's keyword goes through the same index (companyList), so it finds what
// the search finds and needs no scan of the rows.
import type { SearchSource } from '../../http/search.js';
import { companyLink, shuxingName } from './rows.js';

export const MARKET_SEARCH = 'market';

export const marketSearch: readonly SearchSource[] = [
  {
    key: MARKET_SEARCH,
    channel: 'market',
    channelName: '市场',
    table: 'market_companies',
    watch: ['name', 'jianjie', 'city', 'leibie_id', 'shuxing', 'logo'],
    related: [{ table: 'market_goods', ids: (row) => `SELECT ${row}.company_id` }],
    load(db, ids) {
      const marks = ids.map(() => '?').join(',');
      const rows = db
        .prepare(`SELECT c.id, c.name, c.jianjie, c.city, c.shuxing, c.logo, c.inputtime, l.name AS leibie FROM market_companies c JOIN market_leibie l ON l.id = c.leibie_id WHERE c.id IN (${marks})`)
        .all(...ids) as { id: number; name: string; jianjie: string; city: string; shuxing: number; logo: string; inputtime: number; leibie: string }[];
      const goods = new Map<number, string[]>();
      for (const [company, title] of db.prepare(`SELECT company_id, title FROM market_goods WHERE company_id IN (${marks})`).raw(true).all(...ids) as [number, string][])
        (goods.get(company) ?? goods.set(company, []).get(company)!).push(title);
      return rows.map((c) => ({
        id: c.id,
        title: c.name,
        words: [c.jianjie, c.city, c.leibie, shuxingName(c.shuxing), ...(goods.get(c.id) ?? [])],
        summary: c.jianjie.slice(0, 80),
        pic: c.logo,
        url: companyLink(c.id),
        time: c.inputtime,
      }));
    },
  },
];
