import { reads } from '@wz/sdk';
import type { RouteNode } from '@wz/app-kit';
import { bannerRead, HOME_BANNER } from '../../app/routing/frameReads';

const KEYWORDS = '分类信息,本地生活,旅游,教育,房产,二手闲置,车船,物流,人才招聘,网上商城';
const DESCRIPTION =
  '本地分类信息与生活服务门户：旅游、市场、房产、闲置、车船、物流、人才、教育与网上商城，浏览、搜索、发布一站完成。';

export const routes: RouteNode[] = [
  {
    index: true,
    page: () => import('./pages/Home'),
    meta: { title: '首页', keywords: KEYWORDS, description: DESCRIPTION, banner: 'home' },
    reads: () => [bannerRead(HOME_BANNER), reads.getTuijianList()],
  },
];
