import type { RouteNode } from '../../app/routing/route';

/** The user centre page: its areas' contents come with their sections. */
export const userCentre = () => import('./pages/UserCentre');

/** A /user sub-area: each child (a path, or a route of its own) renders inside the user centre. */
function area(path: string, title: string, children: (string | RouteNode)[]): RouteNode {
  return {
    path,
    meta: { title },
    children: [
      { index: true, page: userCentre },
      ...children.map((c) =>
        typeof c === 'string' ? { path: c, page: userCentre, meta: { title: `${title} · ${c}` } } : c,
      ),
    ],
  };
}

/** House, car and ship management: a list and an edit page per category (sn) and tab. */
function listingArea(path: string, title: string): RouteNode {
  return area(path, title, [
    {
      path: 'list/:sn/:tab',
      page: userCentre,
      meta: { title: '列表' },
      sample: { sn: '218', tab: 'info' },
    },
    {
      path: 'edit/:sn?/:tab?/:id?',
      page: userCentre,
      meta: { title: '编辑' },
      sample: { sn: '218', tab: 'info', id: '1' },
    },
  ]);
}

/** The mall's member pages, by path → title. */
const MALL_PAGES: Record<string, string> = {
  order: '我的订单',
  orderDetail: '订单详情',
  orderEvaluation: '订单评价',
  publicEvaluation: '发表评价',
  configAddress: '收货地址',
  editAddress: '编辑地址',
  focusGoods: '关注商品',
  message: '我的消息',
  need: '我的需求',
  returnOrder: '退货订单',
};

// Login is required for all of it (spec §2 User centre).
const member = { requiresLogin: true, hideShareBar: true, section: 'user' } as const;

export const routes: RouteNode[] = [
  {
    path: 'user',
    meta: { ...member, title: '个人中心' },
    children: [
      { index: true, page: userCentre },
      area('tourRelease', '旅游发布', [
        'base', 'detail', 'theme', 'introduce', 'receivedMessage', 'sendMessage', 'threePicScenery',
        'futi', 'tietu', 'zhuzhi', 'viewVR',
      ]),
      area('mutuaLovelist', '婚恋管理', [
        'Personalinfo', 'loverinfo', 'AttentionList', 'LinkList', 'ScreenList', 'GiftList', 'GiftOrder',
        'MyGifts', 'setingIntroducer',
      ]),
      area('Introducerlist', '红娘管理', [
        'Introducerinfot1', 'Introducerinfot2', 'Introducerinfot3', 'Introducerinfot4',
      ]),
      area('marketRelease', '市场发布', [
        'base', 'detail', 'goods', 'information', 'leavemess', 'attention', 'notice', 'settled',
        'wanderer', 'personnel',
      ]),
      area('educationRelease', '教育发布', [
        'base', 'detail', 'zuzhi', 'information', 'xiaoyou', 'teach', 'kewu', 'kejian', 'order', 'code',
        'userOrder',
      ]),
      area('talentsRelease', '人才发布', [
        'base', 'detail', 'experience', 'position', 'receiveResume', 'sendResume', 'invitInterview',
        'invitInterview2',
      ]),
      area('liveRelease', '生活发布', ['base', 'liveInfo', 'needInfo', 'receiveResume', 'sendResume']),
      area('ownRelease', '个人发布', [
        'base', 'detail', 'receivedMessage', 'sendMessage', 'comment', 'report', 'infoList',
      ]),
      area('informationRelease', '资讯发布', [
        'base', 'receivedMessage', 'service', 'moduleList', 'sendMessage', 'comment', 'report', 'infoList',
      ]),
      area('sameRelease', '同城发布', [
        'base',
        area('tongzhu', '同城 · 同住', [
          'list', 'memberlist', 'zhiwenlist', 'yitilist', 'yitidetail', 'tiyilist', 'jianjie', 'infolist',
          'infodetail', 'tiebalist', 'tiebadetail',
        ]),
        'tongguanList',
        'tongyuanList',
        area('zuokeList', '同城 · 做客', ['base', 'list', 'huida']),
      ]),
      area('logistics', '物流管理', [
        'list',
        {
          path: 'edit/:id?',
          page: userCentre,
          meta: { title: '物流管理 · 编辑' },
          sample: { id: '1' },
        },
      ]),
      area('idle', '闲置管理', ['list', 'edit']),
      listingArea('house', '房产管理'),
      listingArea('car', '车辆管理'),
      listingArea('ship', '船舶管理'),
      area('personInfo', '个人资料', [
        'base', 'changePassword', 'childernAccount', 'cartManage', 'cartOrder',
      ]),
      { path: 'wzmall', page: userCentre, meta: { title: '商城个人中心' } },
    ],
  },
  {
    path: 'usercenter/wzmall',
    meta: { ...member, title: '商城个人中心' },
    children: [
      { index: true, redirect: 'order' },
      ...Object.entries(MALL_PAGES).map(([path, title]) => ({ path, page: userCentre, meta: { title } })),
    ],
  },
];
