import type { ComponentType } from 'react';
import type { UserArea, UserPage } from '@wz/app-kit';

/** A page of the love areas: a page kind (or love's own list) from the module of its kind. */
const at =
  <M extends Record<string, ComponentType>>(load: () => Promise<M>) =>
  (path: string, label: string, name: keyof M): UserPage => ({ path, label, page: () => load().then((m) => ({ default: m[name]! })) });
const profile = at(() => import('./user/profile'));
const lists = at(() => import('./user/lists'));
const gifts = at(() => import('./user/gifts'));
const introducer = at(() => import('./user/introducer'));
const centre = at(() => import('./user/centre'));

/** Dating and introducers (spec §2 User centre: mutuaLovelist, Introducerlist). */
export const userAreas: UserArea[] = [
  {
    group: '婚恋交友',
    path: 'mutuaLovelist',
    label: '婚恋管理',
    pages: [
      profile('Personalinfo', '个人资料', 'Personalinfo'),
      profile('loverinfo', '择偶要求', 'Loverinfo'),
      lists('AttentionList', '我的关注', 'AttentionList'),
      lists('LinkList', '联系记录', 'LinkList'),
      lists('ScreenList', '屏蔽列表', 'ScreenList'),
      gifts('GiftList', '礼物列表', 'GiftList'),
      gifts('GiftOrder', '礼物订单', 'GiftOrder'),
      gifts('MyGifts', '我的礼物', 'MyGifts'),
      introducer('setingIntroducer', '设置红娘', 'SetingIntroducer'),
    ],
  },
  {
    group: '婚恋交友',
    path: 'Introducerlist',
    label: '红娘管理',
    pages: [
      centre('Introducerinfot', '红娘资料', 'IntroducerProfile'),
      centre('Introducerinfot1', '服务会员', 'Clients'),
      centre('Introducerinfot2', '牵线推荐', 'Suggestions'),
      centre('Introducerinfot3', '约见安排', 'Appointments'),
      centre('Introducerinfot4', '服务收入', 'Income'),
    ],
  },
];
