import { favouriteKind } from '@wz/app-kit/listing';
import { listingUserPages } from '@wz/app-kit/listing';
import { idle } from './listing';
import type { UserArea } from '@wz/app-kit';
import { pages } from './routes';

/** The member's idle goods (spec §2 User centre: idle). */
export const userAreas: UserArea[] = [{ group: '分类信息', path: 'idle', label: '闲置管理', pages: listingUserPages(pages, '闲置', { list: 'list', edit: 'edit' }) }];

/** 我的收藏's tab for idle. */
export const favourite = favouriteKind(idle);
