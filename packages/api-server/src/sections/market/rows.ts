// The market's rows and the answers built from them, shared by the public reads and the company's writes.
import type { AppContext } from '../../http/context.js';
import type { Schema } from '../../http/section.js';
import { abs, fmtTime, money } from '../../http/context.js';

export const MSG_NO_COMPANY = '企业不存在';
/** The company types (getShuxing), by id. */
export const SHUXING = ['生产厂家', '经销批发', '商业服务', '招商加盟', '个体商户', '其他'] as const;
export const INFOTYPES: Schema<'MarketInfoType'>[] = ['供应信息', '求购信息', '招商加盟', '行业资讯'];
export const isInfotype = (v: string): v is Schema<'MarketInfoType'> => (INFOTYPES as string[]).includes(v);
/** The cities a company settles in (the seeded ones first; any other city name of 2–20 characters is taken). */
export const CITIES = ['盐城市', '南京市', '苏州市', '无锡市', '南通市', '上海市', '杭州市', '合肥市', '山东省寿光市', '广州市'];

export type CompanyRow = {
  id: number; user_id: number; name: string; shuxing: number; leibie_id: number; city: string; address: string; jianjie: string; content: string;
  contact: string; phone: string; logo: string; licence: string; video: string; goods_count: number; browse_count: number; like_count: number;
  follow_count: number; inputtime: number; updated_at: number;
};
export type CompanyCardRow = CompanyRow & { leibie: string };

/** Companies are public from their approval on (the row exists only then). */
export const COMPANY_FROM = 'market_companies c JOIN market_leibie l ON l.id = c.leibie_id';

export const companyById = (ctx: AppContext, id: number) => ctx.db.prepare(`SELECT c.*, l.name AS leibie FROM ${COMPANY_FROM} WHERE c.id = ?`).get(id) as CompanyCardRow | undefined;
export const companyLink = (id: number) => `/market/market_detail?id=${id}`;
export const shuxingName = (id: number) => SHUXING[id - 1] ?? '其他';

type CardColumns = 'id' | 'name' | 'logo' | 'shuxing' | 'leibie' | 'city' | 'jianjie' | 'goods_count' | 'browse_count' | 'like_count' | 'follow_count' | 'inputtime';
export function companyCard(ctx: AppContext, c: Pick<CompanyCardRow, CardColumns>): Schema<'MarketCompanyCard'> {
  return {
    id: c.id, name: c.name, logo: abs(ctx, c.logo), shuxing: shuxingName(c.shuxing), leibie: c.leibie, city: c.city, jianjie: c.jianjie, goods: c.goods_count,
    browse_count: c.browse_count, like_count: c.like_count, follow_count: c.follow_count, inputtime: fmtTime(c.inputtime),
  };
}

export type GoodsRow = { id: number; company_id: number; company: string; title: string; price_cents: number; unit: string; pics: string; content: string; inputtime: number };
export const picsOf = (pics: string) => pics.split('\n').filter(Boolean);
export function goodsItem(ctx: AppContext, g: GoodsRow): Schema<'MarketGoods'> {
  const pics = picsOf(g.pics).map((p) => abs(ctx, p.split('|')[1] ?? p));
  return { id: g.id, company_id: g.company_id, company: g.company, title: g.title, price: money(g.price_cents), unit: g.unit, pic: pics[0] ?? '', pics, content: g.content, inputtime: fmtTime(g.inputtime) };
}

export type NoticeRow = { id: number; company_id: number; company: string; title: string; content: string; inputtime: number };
export const noticeItem = (n: NoticeRow): Schema<'MarketNotice'> => ({ id: n.id, company_id: n.company_id, company: n.company, title: n.title, content: n.content, inputtime: fmtTime(n.inputtime) });

export type InfoRow = { id: number; company_id: number; company: string; title: string; infotype: Schema<'MarketInfoType'>; content: string; clickcount: number; inputtime: number };
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
export const infoItem = (i: InfoRow): Schema<'MarketInfo'> => ({
  id: i.id, company_id: i.company_id, company: i.company, title: i.title, infotype: i.infotype, summary: textOf(i.content).slice(0, 80), content: i.content, clickcount: i.clickcount, inputtime: fmtTime(i.inputtime),
});

/** The video of a company once transcoded: `asset_id|play path|cover path` in its row (empty: none). */
export function videoOf(ctx: AppContext, video: string): Schema<'MarketVideo'> {
  const [asset_id, play, cover] = video.split('|');
  return asset_id && play ? { asset_id, play_url: abs(ctx, play), cover: abs(ctx, cover ?? '') } : null;
}
