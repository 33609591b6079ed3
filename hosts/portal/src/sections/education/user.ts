import { userPages, type UserArea } from '@wz/app-kit';

/** The publisher's pages (spec §2 User centre: educationRelease); userOrder is the member's gift orders. */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'educationRelease',
    label: '教育发布',
    pages: userPages({
      base: '基本信息',
      detail: '详细介绍',
      zuzhi: '组织机构',
      information: '资讯管理',
      xiaoyou: '校友管理',
      teach: '教师管理',
      kewu: '课务管理',
      kejian: '课件管理',
      order: '订单管理',
      code: '二维码',
      userOrder: ['我的订单', () => import('./user/GiftOrders')],
    }),
  },
];
