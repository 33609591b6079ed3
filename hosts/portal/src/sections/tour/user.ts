import { RELEASE_MESSAGES, userPages, type UserArea } from '@wz/app-kit';

/** The operator's pages (spec §2 User centre: tourRelease). */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'tourRelease',
    label: '旅游发布',
    pages: userPages({
      base: '基本信息',
      detail: '详细介绍',
      theme: '旅游主题',
      introduce: '景区介绍',
      ...RELEASE_MESSAGES,
      threePicScenery: '三图风景',
      futi: '副标题',
      tietu: '贴图',
      zhuzhi: '驻地信息',
      viewVR: 'VR 看景',
    }),
  },
];
