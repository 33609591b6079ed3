/**
 * The user centre's sub-areas (spec §2 User centre) as data: the route table (routes.ts) and the frame's
 * menus (UserMenu, AreaTabs) are both built from this list, so a page is declared once. No React.
 */

/** A page of the user centre, or an area (it has `pages`) whose pages sit under its path. */
export interface UserPage {
  /** Path segment(s) under the parent (`base`, `list/:sn/:tab`). */
  path: string;
  /** Menu text (Chinese). */
  label: string;
  /** Values the crawl test (and the menu link) fill dynamic segments with. */
  sample?: Record<string, string>;
  pages?: UserPage[];
}

/** The side menu's groups, in order. */
export type MenuGroup = '账户' | '我的发布' | '分类信息' | '婚恋交友' | '商城';
export const MENU_GROUPS: readonly MenuGroup[] = ['账户', '我的发布', '分类信息', '婚恋交友', '商城'];

/** A top-level area: where it lives (`/user` or the mall's `/usercenter`) and its menu group. */
export interface UserArea extends UserPage {
  group: MenuGroup;
  /** The parent path; default `/user`. */
  base?: '/user' | '/usercenter';
}

const pages = (entries: Record<string, string>): UserPage[] =>
  Object.entries(entries).map(([path, label]) => ({ path, label }));

const RELEASE_MESSAGES = { receivedMessage: '收到的留言', sendMessage: '发出的留言' };

/** House, car and ship management: a list and an edit page per category (sn) and tab. */
function listingPages(what: string, sn: string): UserPage[] {
  return [
    { path: 'list/:sn/:tab', label: `${what}列表`, sample: { sn, tab: 'info' } },
    { path: 'edit/:sn?/:tab?/:id?', label: `发布/编辑${what}`, sample: { sn, tab: 'info', id: '1' } },
  ];
}

export const USER_AREAS: readonly UserArea[] = [
  {
    group: '账户',
    path: 'personInfo',
    label: '个人资料',
    pages: pages({
      base: '基本资料',
      changePassword: '修改密码',
      childernAccount: '子账号管理',
      cartManage: '购物车管理',
      cartOrder: '购物车订单',
      favourites: '我的收藏',
    }),
  },
  {
    group: '我的发布',
    path: 'tourRelease',
    label: '旅游发布',
    pages: pages({
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
  {
    group: '我的发布',
    path: 'marketRelease',
    label: '市场发布',
    pages: pages({
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
  {
    group: '我的发布',
    path: 'educationRelease',
    label: '教育发布',
    pages: pages({
      base: '基本信息',
      detail: '详细介绍',
      zuzhi: '组织机构',
      information: '资讯管理',
      xiaoyou: '校友管理',
      teach: '教师管理',
      kewu: '课务管理',
      kejian: '课件管理',
      order: '订单管理',
      code: '二维码',
      userOrder: '我的订单',
    }),
  },
  {
    group: '我的发布',
    path: 'talentsRelease',
    label: '人才发布',
    pages: pages({
      base: '基本信息',
      detail: '详细介绍',
      experience: '工作经历',
      position: '职位管理',
      receiveResume: '收到的简历',
      sendResume: '投递的简历',
      invitInterview: '面试邀请',
      invitInterview2: '收到的面试邀请',
    }),
  },
  {
    group: '我的发布',
    path: 'liveRelease',
    label: '生活发布',
    pages: pages({
      base: '基本信息',
      liveInfo: '生活信息',
      needInfo: '需求信息',
      receiveResume: '收到的简历',
      sendResume: '投递的简历',
    }),
  },
  {
    group: '我的发布',
    path: 'ownRelease',
    label: '个人发布',
    pages: pages({
      base: '基本信息',
      detail: '详细介绍',
      ...RELEASE_MESSAGES,
      comment: '评论管理',
      report: '举报管理',
      infoList: '信息列表',
    }),
  },
  {
    group: '我的发布',
    path: 'informationRelease',
    label: '资讯发布',
    pages: pages({
      base: '基本信息',
      receivedMessage: '收到的留言',
      service: '服务管理',
      moduleList: '栏目管理',
      sendMessage: '发出的留言',
      comment: '评论管理',
      report: '举报管理',
      infoList: '资讯列表',
    }),
  },
  {
    group: '我的发布',
    path: 'sameRelease',
    label: '同城发布',
    pages: [
      { path: 'base', label: '基本信息' },
      {
        path: 'tongzhu',
        label: '同住',
        pages: pages({
          list: '列表',
          memberlist: '成员列表',
          zhiwenlist: '提问列表',
          yitilist: '议题列表',
          yitidetail: '议题详情',
          tiyilist: '提议列表',
          jianjie: '简介',
          infolist: '信息列表',
          infodetail: '信息详情',
          tiebalist: '贴吧列表',
          tiebadetail: '贴吧详情',
        }),
      },
      { path: 'tongguanList', label: '同馆' },
      { path: 'tongyuanList', label: '同院' },
      { path: 'zuokeList', label: '做客', pages: pages({ base: '基本信息', list: '列表', huida: '回答' }) },
    ],
  },
  {
    group: '分类信息',
    path: 'logistics',
    label: '物流管理',
    pages: [
      { path: 'list', label: '物流列表' },
      { path: 'edit/:id?', label: '发布/编辑物流', sample: { id: '1' } },
    ],
  },
  { group: '分类信息', path: 'idle', label: '闲置管理', pages: pages({ list: '闲置列表', edit: '发布/编辑闲置' }) },
  { group: '分类信息', path: 'house', label: '房产管理', pages: listingPages('房源', '218') },
  { group: '分类信息', path: 'car', label: '车辆管理', pages: listingPages('车辆', 'newcar') },
  { group: '分类信息', path: 'ship', label: '船舶管理', pages: listingPages('船舶', 'newship') },
  {
    group: '婚恋交友',
    path: 'mutuaLovelist',
    label: '婚恋管理',
    pages: pages({
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
    pages: pages({
      Introducerinfot1: '红娘资料一',
      Introducerinfot2: '红娘资料二',
      Introducerinfot3: '红娘资料三',
      Introducerinfot4: '红娘资料四',
    }),
  },
  { group: '商城', path: 'wzmall', label: '商城个人中心' },
  {
    group: '商城',
    base: '/usercenter',
    path: 'wzmall',
    label: '商城订单',
    pages: pages({
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
    }),
  },
];

/**
 * A page's path for a link: required dynamic segments filled from `sample`, optional ones left out (the
 * edit page's link opens an empty form, not the sample record).
 */
export function linkPath(page: UserPage): string {
  return page.path
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      return seg.endsWith('?') ? '' : (page.sample?.[seg.slice(1)] ?? '');
    })
    .filter(Boolean)
    .join('/');
}

/** Where a menu entry links: a page itself, or an area's first page (recursively). */
export function linkOf(page: UserPage, parent: string): string {
  const here = `${parent}/${linkPath(page)}`;
  return page.pages?.length ? linkOf(page.pages[0]!, here) : here;
}

/** The full path of an area (`/user/personInfo`, `/usercenter/wzmall`). */
export function areaPath(area: UserArea): string {
  return `${area.base ?? '/user'}/${area.path}`;
}

/** The first path segment(s) of a page, without dynamic ones: what an active pathname starts with. */
export function staticPrefix(page: UserPage, parent: string): string {
  const fixed = page.path.split('/').filter((seg) => !seg.startsWith(':'));
  return [parent, ...fixed].join('/');
}

/** Is `pathname` this page or inside it? */
export function isWithin(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
