import { userPages, type UserArea } from '@wz/app-kit';

const orders = () => import('./user/OrderList');

/** The mall's member pages: the cart in the account area, /user/wzmall and /usercenter/wzmall/*. */
export const userAreas: UserArea[] = [
  {
    group: '账户',
    path: 'personInfo',
    label: '个人资料',
    pages: userPages({ cartManage: ['购物车管理', () => import('./pages/ShoppingCart')], cartOrder: ['购物车订单', orders] }),
  },
  { group: '商城', path: 'wzmall', label: '商城个人中心', page: () => import('./user/MallCentre') },
  {
    group: '商城',
    base: '/usercenter',
    path: 'wzmall',
    label: '商城订单',
    pages: userPages({
      order: ['我的订单', orders],
      orderDetail: ['订单详情', () => import('./user/OrderDetail')],
      orderEvaluation: ['订单评价', () => import('./user/OrderEvaluation')],
      publicEvaluation: ['发表评价', () => import('./user/PublishReview')],
      configAddress: ['收货地址', () => import('./user/Addresses')],
      editAddress: ['编辑地址', () => import('./user/EditAddress')],
      focusGoods: ['关注商品', () => import('./user/FocusGoods')],
      message: ['我的消息', () => import('./user/Messages')],
      need: ['我的需求', () => import('./user/Needs')],
      returnOrder: ['退货订单', () => import('./user/Returns')],
    }),
  },
];
