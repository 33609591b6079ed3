import { userPages, type UserArea } from '@wz/app-kit';

/** Life services' pages (spec §2 User centre: liveRelease). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'liveRelease',
    label: '生活发布',
    pages: userPages({
      base: '基本信息',
      liveInfo: '生活信息',
      needInfo: '需求信息',
      receiveResume: '收到的简历',
      sendResume: '投递的简历',
    }),
  },
];
