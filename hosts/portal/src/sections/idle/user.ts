import { userPages, type UserArea } from '../../app/routing/userArea';

/** The member's idle goods (spec §2 User centre: idle). */
export const userAreas: UserArea[] = [
  {
    group: '分类信息',
    path: 'idle',
    label: '闲置管理',
    pages: userPages({
      list: ['闲置列表', () => import('./user/IdleList')],
      edit: ['发布/编辑闲置', () => import('./user/IdleEdit')],
    }),
  },
];
