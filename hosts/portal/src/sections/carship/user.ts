import { favouriteKind } from '@wz/app-kit/listing';
import { listingUserPages } from '@wz/app-kit/listing';
import { carship } from './listing';
import type { UserArea } from '@wz/app-kit';
import { pages } from './routes';

/** Cars under /user/car and ships under /user/ship (spec §2 User centre: car and ship, the shape of house). */
const kindArea = (path: 'car' | 'ship', label: string, what: string, sn: string): UserArea => ({
  group: '分类信息',
  path,
  label,
  pages: listingUserPages(pages, what, { list: 'list/:sn/:tab', edit: 'edit/:sn?/:tab?/:id?', sample: { sn, tab: 'info' } }),
});

export const userAreas: UserArea[] = [kindArea('car', '车辆管理', '车辆', 'newcar'), kindArea('ship', '船舶管理', '船舶', 'newship')];

/** 我的收藏's tab for carship. */
export const favourite = favouriteKind(carship);
