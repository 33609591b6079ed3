import type { UserArea } from '@wz/app-kit';

const list = () => import('./user/CarshipList');
const edit = () => import('./user/CarshipEdit');

/** Cars under /user/car and ships under /user/ship (spec §2 User centre: car and ship, the shape of house). */
function kindArea(path: 'car' | 'ship', label: string, what: string, sn: string): UserArea {
  return {
    group: '分类信息',
    path,
    label,
    pages: [
      { path: 'list/:sn/:tab', label: `${what}列表`, sample: { sn, tab: 'info' }, page: list },
      { path: 'edit/:sn?/:tab?/:id?', label: `发布/编辑${what}`, sample: { sn, tab: 'info', id: '1' }, page: edit },
    ],
  };
}

export const userAreas: UserArea[] = [kindArea('car', '车辆管理', '车辆', 'newcar'), kindArea('ship', '船舶管理', '船舶', 'newship')];
