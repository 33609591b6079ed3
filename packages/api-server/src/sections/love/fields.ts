// The profile's and the ideal partner's fields, checked with the messages the forms show (x-spec: inferred).
import type { AppContext, Params } from '../../http/context.js';
import { intParam, ParamError, strParam } from '../../http/context.js';
import { yearOf } from './rows.js';

const text = (p: Params, key: string) => strParam(p, key, '').trim();
const PHONE = /^1[3-9]\d{9}$/;
const WECHAT = /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/;

/** A whole number in [min, max], or the message (0 / absent counts as missing). */
function pick(p: Params, key: string, min: number, max: number, message: string): number {
  const n = p[key] === undefined || p[key] === '' ? 0 : intParam(p, key);
  if (n < min || n > max) throw new ParamError(`${key} ${message}`);
  return n;
}

export function profileOf(ctx: AppContext, p: Params) {
  const nickname = text(p, 'nickname');
  if ([...nickname].length < 2 || [...nickname].length > 12) throw new ParamError('nickname 请输入 2–12 个字的昵称');
  const sex = strParam(p, 'sex', '');
  if (sex !== 'm' && sex !== 'f') throw new ParamError('sex 请选择性别');
  const year = yearOf(ctx);
  const birthYear = intParam(p, 'birth_year', 0);
  if (year - birthYear < 18 || year - birthYear > 99) throw new ParamError('birth_year 年龄须在 18 到 99 岁之间');
  const height = pick(p, 'height', 140, 220, '请填写 140–220 厘米之间的身高');
  const education = pick(p, 'education', 1, 6, '请选择学历');
  const income = pick(p, 'income', 1, 6, '请选择月收入');
  const marital = pick(p, 'marital', 1, 3, '请选择婚姻状况');
  const city = text(p, 'city');
  if (!city || [...city].length > 20) throw new ParamError('city 请选择所在城市');
  const occupation = text(p, 'occupation');
  if ([...occupation].length > 20) throw new ParamError('occupation 职业最多 20 个字');
  const intro = text(p, 'intro');
  if ([...intro].length > 1000) throw new ParamError('intro 自我介绍最多 1000 字');
  const phone = text(p, 'phone');
  if (!PHONE.test(phone)) throw new ParamError('phone 请输入正确的手机号');
  const wechat = text(p, 'wechat');
  if (wechat && !WECHAT.test(wechat)) throw new ParamError('wechat 微信号为 6–20 位字母、数字、下划线或减号，以字母开头');
  return { nickname, sex, birth_year: birthYear, height, education, income, marital, city, occupation, intro, phone, wechat };
}

export function idealOf(p: Params) {
  const age = (key: string) => {
    const n = pick(p, key, 0, 99, '年龄须在 18 到 99 岁之间');
    if (n !== 0 && n < 18) throw new ParamError(`${key} 年龄须在 18 到 99 岁之间`);
    return n;
  };
  const height = (key: string) => {
    const n = pick(p, key, 0, 220, '身高须在 140 到 220 厘米之间');
    if (n !== 0 && n < 140) throw new ParamError(`${key} 身高须在 140 到 220 厘米之间`);
    return n;
  };
  const ageMin = age('age_min');
  const ageMax = age('age_max');
  if (ageMin && ageMax && ageMin > ageMax) throw new ParamError('age_max 最大年龄不能小于最小年龄');
  const heightMin = height('height_min');
  const heightMax = height('height_max');
  if (heightMin && heightMax && heightMin > heightMax) throw new ParamError('height_max 最高身高不能低于最低身高');
  const city = text(p, 'city');
  if ([...city].length > 20) throw new ParamError('city 城市最多 20 个字');
  const note = text(p, 'note');
  if ([...note].length > 300) throw new ParamError('note 其他要求最多 300 字');
  return {
    age_min: ageMin, age_max: ageMax, height_min: heightMin, height_max: heightMax,
    education: pick(p, 'education', 0, 6, '请选择学历'), income: pick(p, 'income', 0, 6, '请选择月收入'), marital: pick(p, 'marital', 0, 3, '请选择婚姻状况'),
    city, note,
  };
}
