import type { ComponentType } from 'react';
import { userPages, type UserArea, type PageLoader } from '@wz/app-kit';

/** A page from the module of its kind (each page loads only its kinds). */
const at =
  <M extends Record<string, unknown>>(load: () => Promise<M>) =>
  (label: string, name: keyof M): [string, PageLoader] => [label, () => load().then((m) => ({ default: m[name] as ComponentType }))];
const profile = at(() => import('./user/profile'));
const school = at(() => import('./user/school'));
const teacher = at(() => import('./user/teacher'));
const kejian = at(() => import('./user/kejian'));
const teach = at(() => import('./user/teach'));

/** The publisher's pages (spec §2 User centre: educationRelease); userOrder is the member's gift orders. */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'educationRelease',
    label: '教育发布',
    pages: userPages({
      base: profile('基本信息', 'Base'),
      detail: profile('详细介绍', 'Detail'),
      zuzhi: school('组织机构', 'Zuzhi'),
      information: school('资讯管理', 'Information'),
      xiaoyou: school('校友管理', 'Xiaoyou'),
      teach: teach('教师管理', 'Teach'),
      kewu: teacher('课务管理', 'Kewu'),
      kejian: kejian('课件管理', 'Kejian'),
      order: teacher('订单管理', 'Order'),
      code: teacher('二维码', 'Code'),
      userOrder: ['我的订单', () => import('./user/GiftOrders')],
    }),
  },
];
