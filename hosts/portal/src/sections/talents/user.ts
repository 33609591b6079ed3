import { userPages, type UserArea } from '@wz/app-kit';

/** Job seekers' and recruiters' pages (spec §2 User centre: talentsRelease). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'talentsRelease',
    label: '人才发布',
    pages: userPages({
      base: '基本信息',
      detail: '详细介绍',
      experience: '工作经历',
      position: '职位管理',
      receiveResume: '收到的简历',
      sendResume: '投递的简历',
      invitInterview: '面试邀请',
      invitInterview2: '收到的面试邀请',
    }),
  },
];
