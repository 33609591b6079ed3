import type { ComponentType } from 'react';
import { type UserArea, type UserPage } from '@wz/app-kit';

/** A page of the company's area, from the module of its kind. */
const at =
  <M extends Record<string, unknown>>(load: () => Promise<M>) =>
  (path: string, label: string, name: keyof M): UserPage => ({ path, label, page: () => load().then((m) => ({ default: m[name] as ComponentType })) });
const page = at(() => import('./user/pages'));
const rich = at(() => import('./user/rich'));
const goods = at(() => import('./user/goods'));
const box = at(() => import('./user/boxes'));
const people = at(() => import('./user/people'));
const sub = at(() => import('./user/subaccounts'));

/** The company's pages (spec §2 User centre: marketRelease) and the member's sub-accounts in the account area. */
export const userAreas: UserArea[] = [
  { group: '账户', path: 'personInfo', label: '个人资料', pages: [sub('childernAccount', '子账号管理', 'ChildernAccount')] },
  {
    group: '我的发布',
    path: 'marketRelease',
    label: '市场发布',
    pages: [
      page('base', '基本信息', 'Base'),
      rich('detail', '详细介绍', 'Detail'),
      goods('goods', '商品管理', 'GoodsPage'),
      page('information', '资讯管理', 'Information'),
      box('leavemess', '留言管理', 'Leavemess'),
      people('attention', '关注管理', 'Attention'),
      page('notice', '公告管理', 'Notice'),
      people('settled', '入驻信息', 'Settled'),
      people('wanderer', '访客记录', 'Wanderer'),
      sub('personnel', '人员管理', 'Personnel'),
    ],
  },
];
