import type { ComponentType } from 'react';
import type { UserArea, UserPage } from '@wz/app-kit';

/** A page of the member's area, from the module of its kind (each page loads only its own). */
const at =
  <M extends Record<string, ComponentType>>(load: () => Promise<M>) =>
  (path: string, label: string, name: keyof M): UserPage => ({ path, label, page: () => load().then((m) => ({ default: m[name]! })) });
const groups = at(() => import('./user/groups'));
const members = at(() => import('./user/members'));
const topics = at(() => import('./user/topics'));
const forum = at(() => import('./user/forum'));
const notices = at(() => import('./user/notices'));
const guests = at(() => import('./user/guests'));

/** Community groups (spec §2 User centre: sameRelease). The manage pages take the group as ?gid= (any kind). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'sameRelease',
    label: '同城发布',
    pages: [
      groups('base', '我的小组', 'Base'),
      {
        path: 'tongzhu',
        label: '同住',
        pages: [
          groups('list', '同住小组', 'TongzhuList'),
          members('memberlist', '成员管理', 'MemberList'),
          forum('zhiwenlist', '成员质问', 'ZhiwenList'),
          topics('yitilist', '议题管理', 'YitiList'),
          topics('yitidetail', '议题详情', 'YitiDetail'),
          topics('tiyilist', '成员提议', 'TiyiList'),
          members('jianjie', '小组简介', 'Jianjie'),
          notices('infolist', '小组公告', 'InfoList'),
          notices('infodetail', '公告详情', 'InfoDetail'),
          forum('tiebalist', '贴吧管理', 'TiebaList'),
          forum('tiebadetail', '帖子详情', 'TiebaDetail'),
        ],
      },
      groups('tongguanList', '同馆', 'TongguanList'),
      groups('tongyuanList', '同院', 'TongyuanList'),
      {
        path: 'zuokeList',
        label: '做客',
        pages: [guests('base', '安排做客', 'ZuokeBase'), guests('list', '做客列表', 'ZuokeList'), guests('huida', '嘉宾回答', 'ZuokeHuida')],
      },
    ],
  },
];
