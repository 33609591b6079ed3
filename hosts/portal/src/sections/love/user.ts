import { userPages, type UserArea } from '@wz/app-kit';

/** Dating and introducers (spec §2 User centre: mutuaLovelist, Introducerlist). */
export const userAreas: UserArea[] = [
  {
    group: '婚恋交友',
    path: 'mutuaLovelist',
    label: '婚恋管理',
    pages: userPages({
      Personalinfo: '个人资料',
      loverinfo: '择偶要求',
      AttentionList: '我的关注',
      LinkList: '联系记录',
      ScreenList: '屏蔽列表',
      GiftList: '礼物列表',
      GiftOrder: '礼物订单',
      MyGifts: '我的礼物',
      setingIntroducer: '设置红娘',
    }),
  },
  {
    group: '婚恋交友',
    path: 'Introducerlist',
    label: '红娘管理',
    pages: userPages({
      Introducerinfot1: '红娘资料一',
      Introducerinfot2: '红娘资料二',
      Introducerinfot3: '红娘资料三',
      Introducerinfot4: '红娘资料四',
    }),
  },
];
