import { userPages, type UserArea } from '@wz/app-kit';

/** An information publisher's pages (spec §2 User centre: informationRelease). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'informationRelease',
    label: '资讯发布',
    pages: userPages({
      base: '基本信息',
      receivedMessage: '收到的留言',
      service: '服务管理',
      moduleList: '栏目管理',
      sendMessage: '发出的留言',
      comment: '评论管理',
      report: '举报管理',
      infoList: '资讯列表',
    }),
  },
];
