import { favouriteKind } from '@wz/app-kit/listing';
import { listingUserPages } from '@wz/app-kit/listing';
import { house } from './listing';
import type { UserArea } from '@wz/app-kit';
import { pages } from './routes';

/** The member's houses (spec §2 User centre: house): a list and an edit page per category (sn) and tab. */
export const userAreas: UserArea[] = [
  {
    group: '分类信息',
    path: 'house',
    label: '房产管理',
    pages: listingUserPages(pages, '房源', { list: 'list/:sn/:tab', edit: 'edit/:sn?/:tab?/:id?', sample: { sn: '218', tab: 'info' } }),
  },
];

/** 我的收藏's tab for house. */
export const favourite = favouriteKind(house);
