import { userPages, type UserArea } from '@wz/app-kit';

/** The company's pages (spec §2 User centre: marketRelease) and its sub-accounts in the account area. */
export const userAreas: UserArea[] = [
  { group: '账户', path: 'personInfo', label: '个人资料', pages: userPages({ childernAccount: '子账号管理' }) },
  {
    group: '我的发布',
    path: 'marketRelease',
    label: '市场发布',
    pages: userPages({
      base: '基本信息',
      detail: '详细介绍',
      goods: '商品管理',
      information: '资讯管理',
      leavemess: '留言管理',
      attention: '关注管理',
      notice: '公告管理',
      settled: '入驻信息',
      wanderer: '访客记录',
      personnel: '人员管理',
    }),
  },
];
