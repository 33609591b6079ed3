import type { RouteNode } from '@wz/app-kit';
import { pagesUnderConstruction } from '../../app/routing/sectionRoutes';

// The love section's pages sit at the top level (spec §2).
export const routes: RouteNode[] = pagesUnderConstruction(
  {
    Love: '婚恋',
    Introducerinfo: '红娘信息',
    Introducerinfogeren: '红娘个人信息',
    MembershipDetails: '会员详情',
  },
  { section: 'love', banner: 'section' },
);
