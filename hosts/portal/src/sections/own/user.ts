import { RELEASE_MESSAGES, userPages, type UserArea } from '@wz/app-kit';

/** A member's own page (spec §2 User centre: ownRelease). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'ownRelease',
    label: '个人发布',
    pages: userPages({
      base: '基本信息',
      detail: '详细介绍',
      ...RELEASE_MESSAGES,
      comment: '评论管理',
      report: '举报管理',
      infoList: '信息列表',
    }),
  },
];
