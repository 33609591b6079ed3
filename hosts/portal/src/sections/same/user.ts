import { userPages, type UserArea } from '@wz/app-kit';

/** Community groups (spec §2 User centre: sameRelease). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'sameRelease',
    label: '同城发布',
    pages: [
      { path: 'base', label: '基本信息' },
      {
        path: 'tongzhu',
        label: '同住',
        pages: userPages({
          list: '列表',
          memberlist: '成员列表',
          zhiwenlist: '提问列表',
          yitilist: '议题列表',
          yitidetail: '议题详情',
          tiyilist: '提议列表',
          jianjie: '简介',
          infolist: '信息列表',
          infodetail: '信息详情',
          tiebalist: '贴吧列表',
          tiebadetail: '贴吧详情',
        }),
      },
      { path: 'tongguanList', label: '同馆' },
      { path: 'tongyuanList', label: '同院' },
      { path: 'zuokeList', label: '做客', pages: userPages({ base: '基本信息', list: '列表', huida: '回答' }) },
    ],
  },
];
