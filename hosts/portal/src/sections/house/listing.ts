/** Housing (spec §2 Housing) as a listing: reads.ts (places and first reads) with its labels, URLs, writes, sorts and units. No React. */
import type { OperationParams } from '@wz/sdk';
import { write, type Listing } from '@wz/app-kit/listing';
import { HOUSE_AREAS, houseReads, type Place, type Types } from './reads';

export const housePath = ({ area, tab }: Place, rest = 'index') => `/house/${area.key}/${tab}/${rest}`;
const userPath = ({ area, tab }: Place, what: 'list' | 'edit', id?: number) => `/user/house/${what}/${area.key}/${tab}${id ? `/${id}` : ''}`;
const demand = (p: Place, info: string) => (p.tab === 'demand' ? p.area.demand : info);

export const house: Listing<Types> = {
  ...houseReads,
  favourite: 'house',
  tabs: (a) => [{ key: 'info', label: '房源' }, { key: 'demand', label: a.demand }],
  what: () => '房源',
  placeOf: (h) => ({ area: HOUSE_AREAS.find((a) => a.nav === h.house_nav_id)?.key ?? '', tab: h.tab }),
  labels: {
    heading: (p) => `${p.area.label}${demand(p, '')}`,
    missing: '房源不存在或已下架',
    mine: (p) => `我的${p.area.label}${demand(p, '房源')}`,
    publish: (p) => `发布${demand(p, '房源')}`,
  },
  paths: {
    index: (p) => housePath(p),
    detail: (p, id) => housePath(p, `detail/${id}`),
    mine: (p) => userPath(p, 'list'),
    edit: (p, id) => userPath(p, 'edit', id),
  },
  write: {
    create: write('createHouse', (fields: OperationParams<'createHouse'>) => fields),
    update: write('modifyHouse', (fields: OperationParams<'createHouse'>, id: number) => ({ ...fields, id })),
    status: write('setHouseStatus', (id: number, status: 0 | 1) => ({ id, status })),
    remove: write('deleteHouse', (id: number) => ({ id })),
  },
  sorts: () => [
    { value: '0', label: '最新' },
    { value: '1', label: '总价↑' },
    { value: '2', label: '总价↓' },
    { value: '3', label: '单价↑' },
    { value: '5', label: '面积↑' },
    { value: '6', label: '面积↓' },
  ],
  // 万 for prices (元 a month for rentals), ㎡ for areas, 年 for ages
  units: (a) => ({ price: a.nav === 220 ? '元' : '万', measure: '㎡', year: '年' }),
};
