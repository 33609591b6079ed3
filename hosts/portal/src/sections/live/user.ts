import type { ComponentType } from 'react';
import type { UserArea, UserPage } from '@wz/app-kit';

/** A page of the live area, from the module of its kind. */
const at =
  <M extends Record<string, unknown>>(load: () => Promise<M>) =>
  (path: string, label: string, name: keyof M): UserPage => ({ path, label, page: () => load().then((m) => ({ default: m[name] as ComponentType })) });
const page = at(() => import('./user/pages'));
const items = at(() => import('./user/items'));

/** Life services' pages (spec §2 User centre: liveRelease); services need a settled provider, needs do not. */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'liveRelease',
    label: '生活发布',
    pages: [
      page('base', '基本信息', 'Base'),
      items('liveInfo', '生活信息', 'LiveInfo'),
      items('needInfo', '需求信息', 'NeedInfo'),
      page('receiveResume', '收到的申请', 'ReceiveResume'),
      page('sendResume', '我的申请', 'SendResume'),
    ],
  },
];
