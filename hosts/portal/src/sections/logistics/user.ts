import type { UserArea } from '@wz/app-kit';
import type { FavouriteKind } from '@wz/app-kit/listing';

/** The member's logistics items (spec §2 User centre: logistics). */
export const userAreas: UserArea[] = [
  {
    group: '分类信息',
    path: 'logistics',
    label: '物流管理',
    pages: [
      { path: 'list', label: '物流列表', page: () => import('./user/LogisticsList') },
      { path: 'edit/:id?', label: '发布/编辑物流', sample: { id: '1' }, page: () => import('./user/LogisticsEdit') },
    ],
  },
];

/** 我的收藏's tab for logistics. */
export const favourite: FavouriteKind = { kind: 'logistics', label: '物流' };
