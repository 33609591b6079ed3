import type { ComponentType } from 'react';
import { RELEASE_MESSAGES, type UserArea, type UserPage } from '@wz/app-kit';

type Pages = typeof import('./user/pages');
/** A page of the publisher's area, from the module of its kinds. */
const page = (path: string, label: string, name: keyof Pages): UserPage => ({
  path,
  label,
  page: () => import('./user/pages').then((m) => ({ default: m[name] as ComponentType })),
});

/** An information publisher's pages (spec §2 User centre: informationRelease). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'informationRelease',
    label: '资讯发布',
    pages: [
      page('base', '基本信息', 'Base'),
      page('receivedMessage', RELEASE_MESSAGES.receivedMessage, 'ReceivedMessage'),
      page('service', '服务管理', 'Service'),
      page('moduleList', '栏目管理', 'ModuleList'),
      page('sendMessage', RELEASE_MESSAGES.sendMessage, 'SendMessage'),
      page('comment', '评论管理', 'Comment'),
      page('report', '举报管理', 'Report'),
      page('infoList', '资讯列表', 'InfoList'),
    ],
  },
];
