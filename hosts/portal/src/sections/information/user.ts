import type { ComponentType } from 'react';
import { RELEASE_MESSAGES, type UserArea, type UserPage } from '@wz/app-kit';

/** A page of the publisher's area, from the module of its kind. */
const at =
  <M extends Record<string, unknown>>(load: () => Promise<M>) =>
  (path: string, label: string, name: keyof M): UserPage => ({ path, label, page: () => load().then((m) => ({ default: m[name] as ComponentType })) });
const page = at(() => import('./user/pages'));
const list = at(() => import('./user/list'));
const box = at(() => import('./user/boxes'));

/** An information publisher's pages (spec §2 User centre: informationRelease). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'informationRelease',
    label: '资讯发布',
    pages: [
      page('base', '基本信息', 'Base'),
      box('receivedMessage', RELEASE_MESSAGES.receivedMessage, 'ReceivedMessage'),
      page('service', '服务管理', 'Service'),
      page('moduleList', '栏目管理', 'ModuleList'),
      box('sendMessage', RELEASE_MESSAGES.sendMessage, 'SendMessage'),
      box('comment', '评论管理', 'Comment'),
      box('report', '举报管理', 'Report'),
      list('infoList', '资讯列表', 'InfoList'),
    ],
  },
];
