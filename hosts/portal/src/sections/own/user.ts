import type { ComponentType } from 'react';
import { RELEASE_MESSAGES, type UserArea, type UserPage } from '@wz/app-kit';

/** A page of the member's area, from the module of its kind. */
const at =
  <M extends Record<string, unknown>>(load: () => Promise<M>) =>
  (path: string, label: string, name: keyof M): UserPage => ({ path, label, page: () => load().then((m) => ({ default: m[name] as ComponentType })) });
const page = at(() => import('./user/pages'));
const posts = at(() => import('./user/posts'));
const rich = at(() => import('./user/rich'));
const box = at(() => import('./user/boxes'));

/** A member's own page (spec §2 User centre: ownRelease). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'ownRelease',
    label: '个人发布',
    pages: [
      page('base', '基本信息', 'Base'),
      rich('detail', '详细介绍', 'Detail'),
      box('receivedMessage', RELEASE_MESSAGES.receivedMessage, 'ReceivedMessage'),
      box('sendMessage', RELEASE_MESSAGES.sendMessage, 'SendMessage'),
      box('comment', '评论管理', 'Comment'),
      box('report', '举报管理', 'Report'),
      posts('infoList', '信息列表', 'InfoList'),
    ],
  },
];
