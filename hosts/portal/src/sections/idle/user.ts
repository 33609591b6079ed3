import { listingUserPages } from '../../app/listing/engine';
import type { UserArea } from '../../app/routing/userArea';
import { idle } from './listing';

/** The member's idle goods (spec §2 User centre: idle). */
export const userAreas: UserArea[] = [{ group: '分类信息', path: 'idle', label: '闲置管理', pages: listingUserPages(idle, '闲置', { list: 'list', edit: 'edit' }) }];
