/** Demo listings for the pattern stories (not exported from the package). */
import { storyImage } from '../internal/storyImage';

export interface SampleListing {
  id: string;
  title: string;
  /** Integer cents, as the server sends money. */
  priceCents: number;
  area: number;
  district: string;
  status: '已发布' | '审核中' | '已下架';
  views: number;
  published: string;
  cover: string;
  tags: string[];
}

export const sampleListings: SampleListing[] = [
  {
    id: 'h1',
    title: '海州区 新城花园 三室两厅 南北通透 拎包入住',
    priceCents: 1_280_000_00,
    area: 118,
    district: '海州区',
    status: '已发布',
    views: 326,
    published: '2026-09-18',
    cover: storyImage('新城花园', 320, 240, '#1763d4'),
    tags: ['满五唯一', '近地铁', '精装修'],
  },
  {
    id: 'h2',
    title: '亭湖区 学府一号 两室一厅 学区房',
    priceCents: 865_000_00,
    area: 89,
    district: '亭湖区',
    status: '审核中',
    views: 58,
    published: '2026-10-02',
    cover: storyImage('学府一号', 320, 240, '#157a3c'),
    tags: ['学区房'],
  },
  {
    id: 'h3',
    title: '盐都区 阳光里 一室公寓 首付低',
    priceCents: 420_000_00,
    area: 46,
    district: '盐都区',
    status: '已下架',
    views: 1024,
    published: '2026-07-30',
    cover: storyImage('阳光里', 320, 240, '#9a5b00'),
    tags: ['首付低', '随时看房'],
  },
  {
    id: 'h4',
    title: '大丰区 港城名苑 四室两厅 带车位 南向大露台',
    priceCents: 1_960_000_00,
    area: 156,
    district: '大丰区',
    status: '已发布',
    views: 712,
    published: '2026-09-01',
    cover: storyImage('港城名苑', 320, 240, '#c62828'),
    tags: ['带车位', '大露台'],
  },
];

/** A title long enough to wrap or be cut on narrow screens. */
export const longListingTitle =
  '城南新区 紧邻万达广场和市第一人民医院 精装三室两厅两卫 南北通透 满五唯一 业主诚心出售 随时看房';

/** Cents shown as yuan with two decimals (`¥865,000.00`). */
export const yuan = (cents: number) =>
  `¥${(cents / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`;
