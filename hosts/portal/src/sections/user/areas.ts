/**
 * The user centre's own pages: the account area (the other areas come from the sections, assembled in
 * app/userAreas.ts) and the favourites, which the host lists after every section's account pages.
 */
import { userPages, type UserArea } from '@wz/app-kit';

export const accountAreas: UserArea[] = [
  {
    group: '账户',
    path: 'personInfo',
    label: '个人资料',
    pages: userPages({
      base: ['基本资料', () => import('./pages/ProfileBase')],
      changePassword: ['修改密码', () => import('./pages/ChangePassword')],
    }),
  },
];

export const favouriteAreas: UserArea[] = [
  {
    group: '账户',
    path: 'personInfo',
    label: '个人资料',
    pages: userPages({ favourites: ['我的收藏', () => import('./pages/Favourites')] }),
  },
];
