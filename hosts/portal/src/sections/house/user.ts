import type { UserArea } from '@wz/app-kit';

/** The member's houses (spec §2 User centre: house): a list and an edit page per category (sn) and tab. */
export const userAreas: UserArea[] = [
  {
    group: '分类信息',
    path: 'house',
    label: '房产管理',
    pages: [
      { path: 'list/:sn/:tab', label: '房源列表', sample: { sn: '218', tab: 'info' }, page: () => import('./user/HouseList') },
      {
        path: 'edit/:sn?/:tab?/:id?',
        label: '发布/编辑房源',
        sample: { sn: '218', tab: 'info', id: '1' },
        page: () => import('./user/HouseEdit'),
      },
    ],
  },
];
