import type { ComponentType } from 'react';
import { RELEASE_MESSAGES, type UserArea, type UserPage } from '@wz/app-kit';

/** A page of the operator's area: a page kind with tour's operations, from the module of its kind. */
const at =
  <M extends Record<string, ComponentType>>(load: () => Promise<M>) =>
  (path: string, label: string, name: keyof M): UserPage => ({ path, label, page: () => load().then((m) => ({ default: m[name]! })) });
const page = at(() => import('./user/pages'));
const rich = at(() => import('./user/rich'));
const box = at(() => import('./user/messages'));

/** The operator's pages (spec §2 User centre: tourRelease). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'tourRelease',
    label: '旅游发布',
    pages: [
      page('base', '基本信息', 'Base'),
      rich('detail', '详细介绍', 'Detail'),
      page('theme', '旅游主题', 'Theme'),
      rich('introduce', '景区介绍', 'Introduce'),
      box('receivedMessage', RELEASE_MESSAGES.receivedMessage, 'ReceivedMessage'),
      box('sendMessage', RELEASE_MESSAGES.sendMessage, 'SendMessage'),
      page('threePicScenery', '三图风景', 'ThreePicScenery'),
      page('futi', '副标题', 'Futi'),
      page('tietu', '贴图', 'Tietu'),
      page('zhuzhi', '驻地信息', 'Zhuzhi'),
      page('viewVR', 'VR 看景', 'ViewVR'),
    ],
  },
];
