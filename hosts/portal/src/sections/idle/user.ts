import { favouriteKind, listingUserArea } from '@wz/app-kit/listing';
import { idle } from './listing';
import { pages } from './routes';

/** The member's idle goods (spec §2 User centre: idle). */
export const userAreas = [listingUserArea(pages, { path: 'idle', label: '闲置管理', what: '闲置' })];

/** 我的收藏's tab for idle. */
export const favourite = favouriteKind(idle);
