import type { RouteNode } from '@wz/app-kit';
import { pagesUnderConstruction, underConstruction } from '../../app/routing/sectionRoutes';

export const routes: RouteNode[] = [
  {
    path: 'same',
    meta: { section: 'same', title: '同城', banner: 'section' },
    children: [
      { index: true, redirect: 'index' },
      ...pagesUnderConstruction({ index: '同城' }),
      {
        path: 'detail',
        meta: { title: '同城详情' },
        children: [
          { index: true, page: underConstruction },
          ...pagesUnderConstruction({ index: '同城详情', yiti: '议题', common: '评论', zhiwen: '质问' }),
        ],
      },
      ...pagesUnderConstruction(
        { apply: '申请', 'zhiwen-apply': '发起质问', 'zhiwen-huida': '回答质问' },
        { requiresLogin: true },
      ),
    ],
  },
];
