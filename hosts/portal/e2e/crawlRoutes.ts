import { loadRouteTable } from '../src/app/routes';
import type { RouteMeta, RouteNode } from '@wz/app-kit';
import { pageRoutes as userPages } from '../src/sections/user/pageRoutes';

// The crawl's route list: every page of the route table as a concrete URL. Shared by the crawl and the
// server-rendering tests.

export interface CrawlEntry {
  url: string;
  meta: RouteMeta;
}

/** Every page of the table as a concrete URL (dynamic segments filled from `sample`), with its metadata. */
export function crawlEntries(nodes: RouteNode[], base = '', inherited: RouteMeta = {}): CrawlEntry[] {
  const out: CrawlEntry[] = [];
  for (const node of nodes) {
    const meta = { ...inherited, ...node.meta };
    const joined = node.index ? base : `${base}/${node.path ?? ''}`;
    if (node.children) {
      out.push(...crawlEntries(node.children, joined, meta));
      continue;
    }
    if (!node.page || node.path === '*') continue;
    const sample = node.sample ?? {};
    const path = joined
      .split('/')
      .map((seg) => (seg.startsWith(':') ? (sample[seg.replace(/^:|\?$/g, '')] ?? '') : seg))
      .filter((seg, i) => i === 0 || seg !== '')
      .join('/');
    const query = sample['?'] ? `?${sample['?']}` : '';
    out.push({ url: (path || '/') + query, meta });
  }
  return out;
}

/** A section that matches its own pages behind a `…/*` route is crawled through its own table. */
const routeTable = await loadRouteTable();
const fullTable = [...routeTable.filter((n) => !n.path?.endsWith('/*')), ...userPages];

/** Every page of the route table. */
export const crawlRoutes: CrawlEntry[] = crawlEntries(fullTable);

/** The pages a guest may open (no guard): the ones the server renders. */
export const publicRoutes: CrawlEntry[] = crawlRoutes.filter((e) => !e.meta.requiresLogin && !e.meta.guestOnly);
