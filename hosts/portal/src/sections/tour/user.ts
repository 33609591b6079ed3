import { RELEASE_MESSAGES, type UserArea, type UserPage } from '@wz/app-kit';

/** A page of the operator's area: one module holds them all, each a page kind with tour's operations. */
const page = (path: string, label: string, name: keyof typeof import('./user/pages')): UserPage => ({
  path,
  label,
  page: () => import('./user/pages').then((m) => ({ default: m[name] })),
});

/** The operator's pages (spec §2 User centre: tourRelease). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'tourRelease',
    label: '旅游发布',
    pages: [
      page('base', '基本信息', 'Base'),
      page('detail', '详细介绍', 'Detail'),
      page('theme', '旅游主题', 'Theme'),
      page('introduce', '景区介绍', 'Introduce'),
      page('receivedMessage', RELEASE_MESSAGES.receivedMessage, 'ReceivedMessage'),
      page('sendMessage', RELEASE_MESSAGES.sendMessage, 'SendMessage'),
      page('threePicScenery', '三图风景', 'ThreePicScenery'),
      page('futi', '副标题', 'Futi'),
      page('tietu', '贴图', 'Tietu'),
      page('zhuzhi', '驻地信息', 'Zhuzhi'),
      page('viewVR', 'VR 看景', 'ViewVR'),
    ],
  },
];
