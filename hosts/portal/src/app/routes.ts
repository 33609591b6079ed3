/**
 * The route table of spec/portal-shell-and-sections.md §2 (and the teacher area of education-area.md §2)
 * as plain data: no React here, so the e2e crawl test can read the same table the router is built from.
 */
import type { OperationData, OperationParams, ReadOperationId } from '@wz/sdk';
import type { SectionKey } from './routing/sections';
import { searchQuery } from '../sections/search/params';
import { parseId } from './lib/queryParams';

/** What to do with a read's answer as soon as it arrives, before any page code runs. */
export interface ReadFollowUp<K extends ReadOperationId> {
  /** Pictures in the answer that will be the page's largest paint: fetched at once. */
  pictures?: (data: OperationData<K>) => (string | undefined)[];
  /** Reads that need this answer (the section's menu id → its banner and filter). */
  then?: (data: OperationData<K>) => RouteRead[];
}

/** A read a page makes on its first render, with the exact params its hook uses. */
export type RouteRead = {
  [K in ReadOperationId]: readonly [K, OperationParams<K>, ReadFollowUp<K>?];
}[ReadOperationId];

function read<K extends ReadOperationId>(
  operation: K,
  params: OperationParams<K>,
  follow?: ReadFollowUp<K>,
): RouteRead {
  return [operation, params, follow] as unknown as RouteRead;
}

/** The pictures of a banner answer on screen at once: one big slide, or the small slider's three. */
function bannerPictures(banner: OperationData<'banner'>) {
  return banner.list.slice(0, banner.style === 'small' ? 3 : 1).map((b) => b.coverimg);
}

/**
 * Every section page's frame (SectionLayout): banner and filter keyed by the section's menu id, and
 * the right column's advertisements.
 */
function sectionReads(key: SectionKey): RouteRead[] {
  return [
    read(
      'getFirstCategory',
      {},
      {
        then: (menus) => {
          const item = menus.find((m) => m.menu_en === key);
          return item
            ? [
                read('banner', { belong_id: item.id }, { pictures: bannerPictures }),
                read('getSecCategory', { menu_id: item.id }),
              ]
            : [];
        },
      },
    ),
    read('getModuleAdvertising', { module: key }),
  ];
}

/** `?id=` (default 1) and `?type=` limited to `types` (default `fallback`), as the education pages read them. */
function idAndType<T extends number>(search: URLSearchParams, types: readonly T[], fallback: T) {
  const id = parseId(search.get('id'), 1) ?? 1;
  const type = parseId(search.get('type'), fallback);
  return { id, type: (types as readonly number[]).includes(type ?? 0) ? (type as T) : fallback };
}

/** The first reads of the education pages that sit at the top of the screen. */
const TEACHER_READS: Record<string, (search: URLSearchParams) => RouteRead[]> = {
  teacherDetail: (search) => {
    const { id, type } = idAndType(search, [1, 2, 3] as const, 3);
    return [
      read('educationInfo', { id, type }),
      ...(['flowerCount', 'likeStats', 'collectStats', 'averageScore'] as const).map((op) =>
        read(op, { id }),
      ),
    ];
  },
  videoCoursewareDetail: (search) => [
    read('coursewareDetail', idAndType(search, [1, 2, 3] as const, 2), {
      // The player's poster is the page's largest paint.
      pictures: (video) => [video.fengmian],
      then: (video) => [read('educationInfo', { id: Number(video.teacher_id), type: 3 })],
    }),
  ],
  schoolDetail: (search) => [
    read('educationInfo', idAndType(search, [1, 2] as const, 1), {
      // The school's picture heads the info grid: the page's largest paint.
      pictures: (info) => ['pic1' in info ? info.pic1 : undefined],
    }),
  ],
};

export interface RouteMeta {
  /** Page title; the document title falls back to the product slogan. */
  title?: string;
  /** Guests are redirected to /login. Inherited by every child. */
  requiresLogin?: boolean;
  /** Logged-in users are sent home (login and register pages). */
  guestOnly?: boolean;
  /** Hide the floating share bar (user, release and map-h5 pages). Inherited. */
  hideShareBar?: boolean;
  /** Hide the site header (map-h5 page). */
  hideHeader?: boolean;
  /** Section the page belongs to (drives its banner, menu and under-construction state). Inherited. */
  section?: SectionKey | 'user' | 'release' | 'seller';
  /** Meta tags (home only). */
  keywords?: string;
  description?: string;
}

/** Lazily loaded page modules; each becomes its own chunk. */
export type PageKey =
  | 'Home'
  | 'Search'
  | 'Login'
  | 'Register'
  | 'ForgetPwd'
  | 'Payment'
  | 'PayOrder'
  | 'MapH5'
  | 'SectionPage'
  | 'UserCentre'
  | 'SellerLink'
  | 'NotFound'
  | `education/${string}`;

export interface RouteNode {
  path?: string;
  index?: boolean;
  page?: PageKey;
  /** Render a redirect instead of a page (relative targets resolve against the parent). */
  redirect?: string;
  meta?: RouteMeta;
  /**
   * Reads fetched as soon as the app starts on this route, while the page's code is still loading
   * (a parent's reads apply to all its children).
   */
  reads?: (search: URLSearchParams) => RouteRead[];
  children?: RouteNode[];
  /** Values used by the crawl test to fill dynamic segments. */
  sample?: Record<string, string>;
}

function sectionChildren(
  section: SectionKey,
  names: Record<string, string>,
  extra: Partial<RouteMeta> = {},
): RouteNode[] {
  return Object.entries(names).map(([path, title]) => ({
    path,
    page: 'SectionPage' as const,
    meta: { title, section, ...extra },
  }));
}

function section(
  path: string,
  key: SectionKey,
  names: Record<string, string>,
  title: string,
): RouteNode {
  return {
    path,
    meta: { section: key, title },
    reads: () => sectionReads(key),
    children: [{ index: true, redirect: 'index' }, ...sectionChildren(key, names)],
  };
}

/** /user sub-areas: each child renders inside the user centre. */
function userArea(path: string, title: string, children: (string | RouteNode)[]): RouteNode {
  return {
    path,
    meta: { title },
    children: [
      { index: true, page: 'UserCentre' },
      ...children.map((c) =>
        typeof c === 'string'
          ? { path: c, page: 'UserCentre' as const, meta: { title: `${title} · ${c}` } }
          : c,
      ),
    ],
  };
}

const CARSHIP_AREAS: Record<string, string> = {
  newcar: '新车',
  ercar: '二手车',
  zucar: '租车',
  newship: '新船',
  ership: '二手船',
  zuship: '租船',
};

export const TEACHER_PAGES: Record<string, string> = {
  teacherDetail: '教师详情',
  organizationDetail: '机构详情',
  textCoursewareList: '文本课件',
  videoCoursewareList: '视频课件',
  textCoursewareDetail: '文本课件详情',
  videoCoursewareDetail: '视频课件详情',
  sectionList: '课务列表',
  sectionDetail: '课务详情',
  noticeList: '通知列表',
  noticeDetail: '通知详情',
  schoolDetail: '学校详情',
  schoolmate: '校友录',
  schoolLife: '校园生活',
  schoolNotic: '校园通知',
  schoolLifeInfo: '校园生活详情',
  schoolCenterNotic: '校友中心通知',
  schoolCenterNoticeInfo: '校友中心通知详情',
  schoolMien: '校园风采',
};

/** teacherDetail → TeacherDetail: the module name under src/education/. */
export function educationModuleName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export const HOME_KEYWORDS =
  '分类信息,本地生活,旅游,教育,房产,二手闲置,车船,物流,人才招聘,网上商城';
export const HOME_DESCRIPTION =
  '本地分类信息与生活服务门户：旅游、市场、房产、闲置、车船、物流、人才、教育与网上商城，浏览、搜索、发布一站完成。';

export const routeTable: RouteNode[] = [
  {
    index: true,
    page: 'Home',
    meta: { title: '首页', keywords: HOME_KEYWORDS, description: HOME_DESCRIPTION },
    reads: () => [
      read('banner', { belong_id: 0 }, { pictures: bannerPictures }),
      read('getTuijianList', {}),
    ],
  },
  {
    path: 'search',
    page: 'Search',
    meta: { title: '搜索' },
    sample: { '?': 'keyword=旅游' },
    reads: (search) => {
      const { count, hits } = searchQuery(search);
      return count && hits ? [read('searchCount', count), read('search', hits)] : [];
    },
  },

  section('tour', 'tour', { index: '旅游', tour_detail: '旅游详情' }, '旅游'),
  {
    path: 'education',
    meta: { section: 'education', title: '教育' },
    reads: () => sectionReads('education'),
    children: [
      { index: true, redirect: 'index' },
      { path: 'index', page: 'education/EducationIndex', meta: { title: '教育' } },
    ],
  },
  {
    path: 'teacher',
    meta: { section: 'education', title: '教育' },
    reads: () => sectionReads('education'),
    children: [
      { index: true, redirect: 'teacherDetail' },
      ...Object.entries(TEACHER_PAGES).map(([name, title]) => ({
        path: name,
        page: `education/${educationModuleName(name)}` as PageKey,
        meta: { title },
        ...(TEACHER_READS[name] ? { reads: TEACHER_READS[name] } : {}),
      })),
    ],
  },
  section(
    'own',
    'own',
    { index: '个人', own_detail1: '个人详情', own_detail2: '个人详情' },
    '个人',
  ),
  section('information', 'information', { index: '资讯', information_detail: '资讯详情' }, '资讯'),
  {
    path: 'daohang',
    meta: { section: 'daohang', title: '导航' },
    children: [
      { index: true, redirect: 'index' },
      ...sectionChildren('daohang', { index: '网址导航', site: '网站详情', search: '网址搜索' }),
      { path: 'apply', page: 'SectionPage', meta: { title: '申请入驻', requiresLogin: true } },
    ],
  },
  {
    path: 'same',
    meta: { section: 'same', title: '同城' },
    children: [
      { index: true, redirect: 'index' },
      { path: 'index', page: 'SectionPage', meta: { title: '同城' } },
      {
        path: 'detail',
        meta: { title: '同城详情' },
        children: [
          { index: true, page: 'SectionPage' },
          ...sectionChildren('same', {
            index: '同城详情',
            yiti: '议题',
            common: '评论',
            zhiwen: '质问',
          }),
        ],
      },
      { path: 'apply', page: 'SectionPage', meta: { title: '申请', requiresLogin: true } },
      {
        path: 'zhiwen-apply',
        page: 'SectionPage',
        meta: { title: '发起质问', requiresLogin: true },
      },
      {
        path: 'zhiwen-huida',
        page: 'SectionPage',
        meta: { title: '回答质问', requiresLogin: true },
      },
    ],
  },
  section(
    'talents',
    'talent',
    {
      index: '人才',
      talents_detail1: '企业详情',
      talents_detail2: '职位详情',
      talents_detail3: '简历详情',
    },
    '人才',
  ),
  section('live', 'live', { index: '生活', Live_detail1: '生活详情' }, '生活'),
  section('market', 'market', { index: '市场', market_detail: '市场详情' }, '市场'),

  {
    path: 'login',
    children: [
      { index: true, page: 'Login', meta: { title: '登录', guestOnly: true } },
      { path: 'login', page: 'Login', meta: { title: '登录', guestOnly: true } },
      { path: 'register', page: 'Register', meta: { title: '免费注册', guestOnly: true } },
      { path: 'ForgetPwd', page: 'ForgetPwd', meta: { title: '找回密码', guestOnly: true } },
    ],
  },
  { path: 'register', page: 'Register', meta: { title: '免费注册', guestOnly: true } },
  {
    path: 'payment',
    page: 'Payment',
    meta: { title: '订单支付' },
    sample: { '?': 'order_number=WZ20260000' },
  },
  {
    path: 'pay',
    meta: { requiresLogin: true, title: '支付' },
    children: [
      { index: true, redirect: 'pay' },
      {
        path: 'pay',
        page: 'PayOrder',
        meta: { title: '订单支付' },
        sample: { '?': 'order_number=WZ20260000' },
      },
      {
        path: 'paytwo',
        page: 'PayOrder',
        meta: { title: '订单支付' },
        sample: { '?': 'order_number=WZ20260000' },
      },
    ],
  },
  {
    path: 'tiandituh5',
    page: 'MapH5',
    meta: { title: '地图', hideHeader: true, hideShareBar: true },
  },
  { path: 'Love', page: 'SectionPage', meta: { title: '婚恋', section: 'love' } },
  { path: 'Introducerinfo', page: 'SectionPage', meta: { title: '红娘信息', section: 'love' } },
  {
    path: 'Introducerinfogeren',
    page: 'SectionPage',
    meta: { title: '红娘个人信息', section: 'love' },
  },
  { path: 'MembershipDetails', page: 'SectionPage', meta: { title: '会员详情', section: 'love' } },

  // Housing (§2 Housing)
  {
    path: 'house',
    meta: { section: 'house', title: '房产' },
    children: [
      { index: true, redirect: 'newfang/info/index' },
      {
        path: ':sn/:tab/index',
        page: 'SectionPage',
        meta: { title: '房产' },
        sample: { sn: '218', tab: 'info' },
      },
      {
        path: ':sn/:tab/detail/:id',
        page: 'SectionPage',
        meta: { title: '楼盘详情' },
        sample: { sn: '218', tab: 'info', id: '1' },
      },
      {
        path: ':sn/:tab/huxing/:id',
        page: 'SectionPage',
        meta: { title: '户型详情' },
        sample: { sn: '219', tab: 'demand', id: '1' },
      },
    ],
  },

  // Idle goods
  section('idle', 'idle', { index: '闲置', detail: '闲置详情' }, '闲置'),

  // Logistics
  {
    path: 'logistics',
    meta: { section: 'logistics', title: '物流' },
    children: [
      { index: true, redirect: 'index/qiyun/hy' },
      {
        path: 'index/:sn?/:tab?',
        page: 'SectionPage',
        meta: { title: '物流' },
        sample: { sn: 'qiyun', tab: 'hy' },
      },
      {
        path: 'detail/:sn?/:tab?/:id?',
        page: 'SectionPage',
        meta: { title: '物流详情' },
        sample: { sn: 'qiyun', tab: 'hy', id: '1' },
      },
      {
        path: 'user/:id/:itemId?/:sn?/:tab?',
        page: 'SectionPage',
        meta: { title: '物流企业' },
        sample: { id: '1', itemId: '1', sn: 'qiyun', tab: 'hy' },
      },
    ],
  },

  // Vehicles and ships
  {
    path: 'carship',
    meta: { section: 'carship', title: '车船' },
    children: [
      { index: true, redirect: 'newcar/' },
      ...Object.entries(CARSHIP_AREAS).map(([area, title]) => ({
        path: area,
        meta: { title },
        children: [
          { index: true, redirect: 'index/info' },
          {
            path: 'index/:tab',
            page: 'SectionPage' as const,
            sample: { tab: 'info' } as Record<string, string>,
          },
          {
            path: 'detail/:tab/:id',
            page: 'SectionPage' as const,
            meta: { title: `${title}详情` },
            sample: { tab: 'info', id: '1' },
          },
        ],
      })),
    ],
  },

  // Mall
  {
    path: 'wzmall',
    meta: { section: 'wzmall', title: '商城' },
    children: [
      { index: true, redirect: 'businessRequireInfo' },
      ...sectionChildren('wzmall', {
        businessRequireInfo: '需求信息',
        index: '商家信息',
        businessEvaluation: '商品信息',
        businsserSettleIn: '商家入驻',
      }),
      { path: 'shoppingCart', page: 'SectionPage', meta: { title: '购物车', requiresLogin: true } },
      { path: 'snapUp', page: 'SectionPage', meta: { title: '限时抢购', requiresLogin: true } },
    ],
  },

  // User centre (login required for all of it)
  {
    path: 'user',
    meta: { requiresLogin: true, hideShareBar: true, section: 'user', title: '个人中心' },
    children: [
      { index: true, page: 'UserCentre' },
      userArea('tourRelease', '旅游发布', [
        'base',
        'detail',
        'theme',
        'introduce',
        'receivedMessage',
        'sendMessage',
        'threePicScenery',
        'futi',
        'tietu',
        'zhuzhi',
        'viewVR',
      ]),
      userArea('mutuaLovelist', '婚恋管理', [
        'Personalinfo',
        'loverinfo',
        'AttentionList',
        'LinkList',
        'ScreenList',
        'GiftList',
        'GiftOrder',
        'MyGifts',
        'setingIntroducer',
      ]),
      userArea('Introducerlist', '红娘管理', [
        'Introducerinfot1',
        'Introducerinfot2',
        'Introducerinfot3',
        'Introducerinfot4',
      ]),
      userArea('marketRelease', '市场发布', [
        'base',
        'detail',
        'goods',
        'information',
        'leavemess',
        'attention',
        'notice',
        'settled',
        'wanderer',
        'personnel',
      ]),
      userArea('educationRelease', '教育发布', [
        'base',
        'detail',
        'zuzhi',
        'information',
        'xiaoyou',
        'teach',
        'kewu',
        'kejian',
        'order',
        'code',
        'userOrder',
      ]),
      userArea('talentsRelease', '人才发布', [
        'base',
        'detail',
        'experience',
        'position',
        'receiveResume',
        'sendResume',
        'invitInterview',
        'invitInterview2',
      ]),
      userArea('liveRelease', '生活发布', [
        'base',
        'liveInfo',
        'needInfo',
        'receiveResume',
        'sendResume',
      ]),
      userArea('ownRelease', '个人发布', [
        'base',
        'detail',
        'receivedMessage',
        'sendMessage',
        'comment',
        'report',
        'infoList',
      ]),
      userArea('informationRelease', '资讯发布', [
        'base',
        'receivedMessage',
        'service',
        'moduleList',
        'sendMessage',
        'comment',
        'report',
        'infoList',
      ]),
      userArea('sameRelease', '同城发布', [
        'base',
        userArea('tongzhu', '同城 · 同住', [
          'list',
          'memberlist',
          'zhiwenlist',
          'yitilist',
          'yitidetail',
          'tiyilist',
          'jianjie',
          'infolist',
          'infodetail',
          'tiebalist',
          'tiebadetail',
        ]),
        'tongguanList',
        'tongyuanList',
        userArea('zuokeList', '同城 · 做客', ['base', 'list', 'huida']),
      ]),
      userArea('logistics', '物流管理', [
        'list',
        {
          path: 'edit/:id?',
          page: 'UserCentre',
          meta: { title: '物流管理 · 编辑' },
          sample: { id: '1' },
        },
      ]),
      userArea('idle', '闲置管理', ['list', 'edit']),
      ...(['house', 'car', 'ship'] as const).map((area) =>
        userArea(area, { house: '房产管理', car: '车辆管理', ship: '船舶管理' }[area], [
          {
            path: 'list/:sn/:tab',
            page: 'UserCentre',
            meta: { title: '列表' },
            sample: { sn: '218', tab: 'info' },
          },
          {
            path: 'edit/:sn?/:tab?/:id?',
            page: 'UserCentre',
            meta: { title: '编辑' },
            sample: { sn: '218', tab: 'info', id: '1' },
          },
        ]),
      ),
      userArea('personInfo', '个人资料', [
        'base',
        'changePassword',
        'childernAccount',
        'cartManage',
        'cartOrder',
      ]),
      { path: 'wzmall', page: 'UserCentre', meta: { title: '商城个人中心' } },
    ],
  },
  {
    path: 'usercenter/wzmall',
    meta: { requiresLogin: true, hideShareBar: true, section: 'user', title: '商城个人中心' },
    children: [
      { index: true, redirect: 'order' },
      ...Object.entries({
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
      }).map(([path, title]) => ({ path, page: 'UserCentre' as const, meta: { title } })),
    ],
  },

  // Release (login required)
  {
    path: 'release',
    meta: { requiresLogin: true, hideShareBar: true, section: 'release', title: '发布信息' },
    children: Object.entries({
      tour: '发布旅游',
      market: '发布市场信息',
      education: '发布教育信息',
      own: '发布个人信息',
      information: '发布资讯',
      informationEdit: '编辑资讯',
      talent: '发布人才信息',
      live: '发布生活信息',
    }).map(([path, title]) => ({ path, page: 'UserCentre' as const, meta: { title } })),
  },

  // Seller centre: a separate host; these paths link to it.
  {
    path: 'seller/wzmall',
    meta: { section: 'seller', title: '商家中心' },
    children: [
      { index: true, page: 'SellerLink' },
      ...[
        'sellerBrand',
        'sellerRuZhu',
        'goodList',
        'userComment',
        'userMessage',
        'goodClassify',
        'distributMode',
        'orderList',
        'storeSettle',
        'returnApplicatList',
        'goodList/recycliStation',
        'publishGoods',
        'editPublishGoods',
        'bindGoodAttr',
        'products',
        'photos',
      ].map((path) => ({ path, page: 'SellerLink' as const })),
    ],
  },

  { path: '*', page: 'NotFound', meta: { title: '页面不存在' } },
];

export interface CrawlEntry {
  url: string;
  meta: RouteMeta;
}

/** Every page of the table as a concrete URL (dynamic segments filled from `sample`), for the crawl test. */
export function crawlEntries(
  nodes: RouteNode[] = routeTable,
  base = '',
  inherited: RouteMeta = {},
): CrawlEntry[] {
  const out: CrawlEntry[] = [];
  for (const node of nodes) {
    const meta = { ...inherited, ...node.meta };
    const joined = node.index ? base : `${base}/${node.path ?? ''}`;
    if (node.children) {
      out.push(...crawlEntries(node.children, joined, meta));
      continue;
    }
    if (!node.page || node.path === '*') continue;
    const sample = node.sample ?? {};
    const path = joined
      .split('/')
      .map((seg) => (seg.startsWith(':') ? (sample[seg.replace(/^:|\?$/g, '')] ?? '') : seg))
      .filter((seg, i) => i === 0 || seg !== '')
      .join('/');
    const query = sample['?'] ? `?${sample['?']}` : '';
    out.push({ url: (path || '/') + query, meta });
  }
  return out;
}
