import type { AppContext, Params } from '../../http/context.js';
import { abs, fail, fmtTime, intParam, MSG_LOGIN_NEEDED, ParamError } from '../../http/context.js';

export const MSG_LIST_OK = '请求成功';
import type { InstitutionRow, NewsRow } from './rows.js';

export function institution(ctx: AppContext, row: InstitutionRow) {
  return {
    id: row.id, type: row.stype, schoolname: row.schoolname, belong_cn: row.belong_cn, address: row.address, pic1: abs(ctx, row.pic1),
    banqi: row.banqi, xingshi: row.xingshi, leibie: row.leibie, lianxiren: row.lianxiren, studentcount: row.studentcount, cldate: row.cldate,
    tel: row.tel, website: abs(ctx, row.website), clickcount: row.clickcount, sharecount: row.sharecount, zhengshu: abs(ctx, row.zhengshu),
    piwen: abs(ctx, row.piwen), jianjie: row.jianjie, kecheng: row.kecheng, xingzhi: row.xingzhi, cengji: row.cengji, pingji: row.pingji,
  };
}

export function news(ctx: AppContext, r: NewsRow) {
  return { id: r.id, title: r.title, content: r.content, inputtime: fmtTime(r.inputtime), pic: abs(ctx, r.pic), school_id: r.school_id };
}

export function stypeOf(p: Params, key = 'stype'): number {
  const stype = intParam(p, key, 1);
  if (stype !== 1 && stype !== 2) throw new ParamError(`${key} 必须是 1 或 2`);
  return stype;
}

export function schoolExists(ctx: AppContext, stype: number, id: number) {
  return Boolean(ctx.db.prepare('SELECT 1 FROM institutions WHERE stype = ? AND id = ?').get(stype, id));
}

export const NO_SCHOOL = () => fail(404, '学校或机构不存在');

export function detailGuard(req: { user?: unknown }) {
  return req.user ? undefined : fail(202, MSG_LOGIN_NEEDED);
}
