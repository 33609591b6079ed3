import { favouriteKind, listingUserArea } from '@wz/app-kit/listing';
import { house } from './listing';
import { pages } from './routes';

/** The member's houses (spec §2 User centre: house): a list and an edit page per category (sn) and tab. */
export const userAreas = [
  listingUserArea(pages, { path: 'house', label: '房产管理', what: '房源', list: 'list/:sn/:tab', edit: 'edit/:sn?/:tab?/:id?', sample: { sn: '218', tab: 'info' } }),
];

/** 我的收藏's tab for house. */
export const favourite = favouriteKind(house);
