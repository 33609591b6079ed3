import type { ListingCardProps } from '@wz/ui';
import type { OperationData } from '@wz/sdk';
import { idlePath } from './params';

export type IdleItem = OperationData<'idleList'>['lists'][number];

export const USER_TYPE_NAMES: Record<IdleItem['user_type'], string> = { qiye: '企业', geren: '个人', zhongjie: '中介', zuzhi: '组织' };

/** 分 → 元 with at most two decimals (260000 → 2600, 1990 → 19.9); 0 → 面议. */
export const yuan = (cents: number) => String(Math.round(cents) / 100);
export const idlePrice = (cents: number) => (cents ? { price: yuan(cents), priceUnit: '元' } : { price: '面议', priceUnit: '' });

/** An idle item as a picture-first card: cover, price with the original price, condition and seller type, place and wants. */
export function idleCard(c: IdleItem): Omit<ListingCardProps, 'onNavigate'> {
  return {
    href: idlePath(c.id),
    title: c.title,
    cover: c.pictures[0] ?? null,
    ratio: 1,
    ...idlePrice(c.price),
    ...(c.original_price > c.price ? { priceNote: `原价 ${yuan(c.original_price)}元` } : {}),
    tags: [c.condition, USER_TYPE_NAMES[c.user_type]],
    meta: [`${c.city.replace(/市$/, '')}${c.district}`, ...(c.wants ? [`${c.wants}人想要`] : [])],
  };
}
