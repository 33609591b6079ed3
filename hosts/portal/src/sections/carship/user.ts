import { favouriteKind, listingUserArea } from '@wz/app-kit/listing';
import { carship } from './listing';
import { pages } from './routes';

const paths = { list: 'list/:sn/:tab', edit: 'edit/:sn?/:tab?/:id?' };

/** Cars under /user/car and ships under /user/ship (spec §2 User centre: car and ship, the shape of house). */
export const userAreas = [
  listingUserArea(pages, { path: 'car', label: '车辆管理', what: '车辆', ...paths, sample: { sn: 'newcar', tab: 'info' } }),
  listingUserArea(pages, { path: 'ship', label: '船舶管理', what: '船舶', ...paths, sample: { sn: 'newship', tab: 'info' } }),
];

/** 我的收藏's tab for carship. */
export const favourite = favouriteKind(carship);
