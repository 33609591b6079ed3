/**
 * The portal's route table (spec/portal-shell-and-sections.md §2, education-area.md §2), assembled from
 * the sections' own tables: one entry per section. Plain data, no React, so the boot script and the e2e
 * tests read the same table the router is built from. Only the pages a visit most often starts on are in
 * the first script; each other section's table is a group, loaded with its first page.
 */
import type { PageLoader, RouteGroup, RouteNode } from '@wz/app-kit';
import { isSectionKey } from './routing/sections';
import { sectionFrame } from './routing/sectionRoutes';
import { routes as home } from '../sections/home/routes';
import { routes as search } from '../sections/search/routes';
import { routes as account } from '../sections/account/routes';

/** A page of a section, loaded with the section frame the app kit's pages are drawn in (in parallel). */
const inFrame = (load: PageLoader): PageLoader => () =>
  Promise.all([load(), import('./shell/SectionLayout')]).then(([m, f]) => ({ ...m, default: f.inSectionFrame(m.default) }));
const framePages = (node: RouteNode): RouteNode => ({
  ...node,
  ...(node.page ? { page: inFrame(node.page) } : {}),
  ...(node.children ? { children: node.children.map(framePages) } : {}),
});

/**
 * A section node (banner: section): its pages get the frame for the kit's pages; a node of the kit's
 * listing engine (no reads of its own) gets the frame's first reads.
 */
const framed = (node: RouteNode): RouteNode => {
  if (node.meta?.banner !== 'section' || !node.meta.section || !isSectionKey(node.meta.section)) return node;
  return framePages(node.reads ? node : { ...node, ...sectionFrame(node.meta.section, node.meta.title ?? '') });
};

/** The pages every visit may start on, in the first script. */
export const routeTable: RouteNode[] = [
  ...home,
  ...search,
  ...account,
  { path: '*', page: () => import('./pages/NotFound'), meta: { title: '页面不存在' } },
].map(framed);

/**
 * A section's table, loaded when a path of its first segments is opened (one small chunk each). Framed
 * once: the boot script and the router must share its page loaders (a page is loaded once, by loader).
 */
const group = (segments: string[], load: () => Promise<{ routes: RouteNode[] }>): RouteGroup => {
  let nodes: Promise<RouteNode[]> | undefined;
  return {
    segments,
    load: () => {
      nodes ??= load().then((m) => m.routes.map(framed));
      nodes.catch(() => (nodes = undefined));
      return nodes;
    },
  };
};

/** Every other section: the first segments its paths start with, and its table. */
export const routeGroups: RouteGroup[] = [
  group(['tour', 'release'], () => import('../sections/tour/routes')),
  group(['education', 'teacher', 'release'], () => import('../sections/education/routes')),
  group(['own', 'release'], () => import('../sections/own/routes')),
  group(['information', 'release'], () => import('../sections/information/routes')),
  group(['daohang'], () => import('../sections/daohang/routes')),
  group(['same'], () => import('../sections/same/routes')),
  group(['talents', 'release'], () => import('../sections/talents/routes')),
  group(['live', 'release'], () => import('../sections/live/routes')),
  group(['market', 'release'], () => import('../sections/market/routes')),
  group(['payment'], () => import('../sections/payment/routes')),
  group(['tiandituh5'], () => import('../sections/maph5/routes')),
  group(['love', 'introducerinfo', 'introducerinfogeren', 'membershipdetails', 'pay'], () => import('../sections/love/routes')),
  group(['house'], () => import('../sections/house/routes')),
  group(['idle'], () => import('../sections/idle/routes')),
  group(['logistics'], () => import('../sections/logistics/routes')),
  group(['carship'], () => import('../sections/carship/routes')),
  group(['wzmall'], () => import('../sections/wzmall/routes')),
  group(['user', 'usercenter'], () => import('../sections/user/routes')),
  group(['seller'], () => import('../sections/seller/routes')),
];

/** The whole table, every group loaded (the tests' crawl and the route checks). */
export async function loadRouteTable(): Promise<RouteNode[]> {
  const groups = await Promise.all(routeGroups.map((g) => g.load()));
  return [...routeTable.slice(0, -1), ...groups.flat(), ...routeTable.slice(-1)];
}
