/**
 * The portal's route table (spec/portal-shell-and-sections.md §2, education-area.md §2), assembled from
 * the sections' own tables: one import and one entry per section. Plain data, no React, so the boot
 * script and the e2e tests read the same table the router is built from.
 */
import type { RouteNode } from '@wz/app-kit';
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
];
