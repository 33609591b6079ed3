/** The fifteen recognised top-level sections (spec §1) and where each one lives in the route table. */
export const SECTION_KEYS = [
  'education',
  'love',
  'talent',
  'market',
  'idle',
  'live',
  'carship',
  'logistics',
  'tour',
  'own',
  'information',
  'house',
  'daohang',
  'same',
  'wzmall',
] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];

export interface SectionInfo {
  /** Entry route of the section. */
  path: string;
  /** Label used when the menu call has not answered yet. */
  label: string;
  /** The breadcrumb root of the section's pages, when it is not the menu's label. */
  crumb?: string;
}

export const SECTIONS: Record<SectionKey, SectionInfo> = {
  education: { path: '/education/index', label: '教育', crumb: '学习' },
  love: { path: '/Love', label: '婚恋' },
  talent: { path: '/talents/index', label: '人才' },
  market: { path: '/market/index', label: '市场' },
  idle: { path: '/idle/index', label: '闲置' },
  live: { path: '/live/index', label: '生活' },
  carship: { path: '/carship', label: '车船' },
  logistics: { path: '/logistics', label: '物流' },
  tour: { path: '/tour/index', label: '旅游' },
  own: { path: '/own/index', label: '个人' },
  information: { path: '/information/index', label: '资讯' },
  house: { path: '/house', label: '房产' },
  daohang: { path: '/daohang/index', label: '导航' },
  same: { path: '/same/index', label: '同城' },
  wzmall: { path: '/wzmall', label: '商城' },
};

export function isSectionKey(value: string): value is SectionKey {
  return (SECTION_KEYS as readonly string[]).includes(value);
}

/** The label shown for top-navigation items outside the fifteen known names. */
export const REVISING_LABEL = '正在改版中';
