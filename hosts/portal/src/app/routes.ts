/**
 * The portal's route table (spec/portal-shell-and-sections.md §2, education-area.md §2), assembled from
 * the sections' own tables: one import and one entry per section. Plain data, no React, so the boot
 * script and the e2e tests read the same table the router is built from.
 */
import type { PageLoader, RouteNode } from '@wz/app-kit';
import { isSectionKey } from './routing/sections';
import { sectionFrame } from './routing/sectionRoutes';
import { routes as home } from '../sections/home/routes';
import { routes as search } from '../sections/search/routes';
import { routes as tour } from '../sections/tour/routes';
import { routes as education } from '../sections/education/routes';
import { routes as own } from '../sections/own/routes';
import { routes as information } from '../sections/information/routes';
import { routes as daohang } from '../sections/daohang/routes';
import { routes as same } from '../sections/same/routes';
import { routes as talents } from '../sections/talents/routes';
import { routes as live } from '../sections/live/routes';
import { routes as market } from '../sections/market/routes';
import { routes as account } from '../sections/account/routes';
import { routes as payment } from '../sections/payment/routes';
import { routes as maph5 } from '../sections/maph5/routes';
import { routes as love } from '../sections/love/routes';
import { routes as house } from '../sections/house/routes';
import { routes as idle } from '../sections/idle/routes';
import { routes as logistics } from '../sections/logistics/routes';
import { routes as carship } from '../sections/carship/routes';
import { routes as wzmall } from '../sections/wzmall/routes';
import { routes as user } from '../sections/user/routes';
import { routes as release } from '../sections/release/routes';
import { routes as seller } from '../sections/seller/routes';

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

export const routeTable: RouteNode[] = [
  ...home,
  ...search,
  ...tour,
  ...education,
  ...own,
  ...information,
  ...daohang,
  ...same,
  ...talents,
  ...live,
  ...market,
  ...account,
  ...payment,
  ...maph5,
  ...love,
  ...house,
  ...idle,
  ...logistics,
  ...carship,
  ...wzmall,
  ...user,
  ...release,
  ...seller,
  { path: '*', page: () => import('./pages/NotFound'), meta: { title: '页面不存在' } },
].map(framed);
