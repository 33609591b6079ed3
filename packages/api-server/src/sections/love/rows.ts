// The love section's rows, codes and the answers built from them (shared by reads, social writes and payment).
import type { AppContext } from '../../http/context.js';
import type { Schema } from '../../http/section.js';
import { abs, fail, fmtTime } from '../../http/context.js';
import { profileCards } from './counter.js';

export const LOVE_PAGE = 12;
export const MSG_NO_MEMBER = '会员不存在';
export const MSG_SELF = '不能对自己进行此操作';
export const EDUCATIONS = ['高中及以下', '中专', '大专', '本科', '硕士', '博士'];
export const INCOMES = ['3000元以下', '3000-5000元', '5000-8000元', '8000-12000元', '12000-20000元', '20000元以上'];
export const MARITALS = ['未婚', '离异', '丧偶'];
export const CITIES = ['亭湖区', '盐都区', '大丰区', '东台市', '建湖县', '射阳县', '阜宁县', '滨海县', '响水县', '南京市', '苏州市', '上海市'];
export const SORTS: { key: Schema<'LoveSort'>; name: string; order: string }[] = [
  { key: 'new', name: '最新注册', order: 'p.created_at DESC, p.user_id DESC' },
  { key: 'active', name: '最近活跃', order: 'p.active_at DESC, p.user_id DESC' },
];

/** Levels (x-spec: inferred, as 珍爱网's 白银 / 黄金 / 钻石): contacts per month, visitors, top of the lists; price per period in cents. */
export const FREE_CONTACTS = 3;
export const LEVELS = [
  { level: 1, name: '白银会员', contacts: 30, visitors: true, top: false, prices: { 1: 3000, 3: 7800, 6: 13800, 12: 23800 } },
  { level: 2, name: '黄金会员', contacts: 100, visitors: true, top: true, prices: { 1: 6800, 3: 16800, 6: 29800, 12: 49800 } },
  { level: 3, name: '钻石会员', contacts: 300, visitors: true, top: true, prices: { 1: 12800, 3: 32800, 6: 58800, 12: 99800 } },
] as const;
export type Level = (typeof LEVELS)[number];
export const levelOf = (n: number): Level | undefined => LEVELS.find((l) => l.level === n);

export type ProfileRow = {
  user_id: number; nickname: string; sex: Schema<'LoveSex'>; birth_year: number; height: number; education: number; income: number; marital: number;
  city: string; occupation: string; intro: string; phone: string; wechat: string; photo: string; created_at: number; active_at: number;
};
export type IdealRow = { age_min: number; age_max: number; height_min: number; height_max: number; education: number; income: number; marital: number; city: string; note: string };
export const NO_IDEAL: IdealRow = { age_min: 0, age_max: 0, height_min: 0, height_max: 0, education: 0, income: 0, marital: 0, city: '', note: '' };

/** The current year in China (ages are years since the birth year). */
export const yearOf = (ctx: AppContext) => Number(fmtTime(ctx.now()).slice(0, 4));

/** The member's active level (0 for none). */
export function activeLevel(ctx: AppContext, userId: number): { level: number; end_at: number } {
  const row = ctx.db.prepare('SELECT level, end_at FROM love_memberships WHERE user_id = ? AND end_at > ?').get(userId, ctx.now()) as { level: number; end_at: number } | undefined;
  return row ?? { level: 0, end_at: 0 };
}

/** The end of a membership that puts the member on top of the lists (黄金 / 钻石), else 0: love_profiles.top_until. */
export function topUntil(ctx: AppContext, userId: number): number {
  const m = ctx.db.prepare('SELECT level, end_at FROM love_memberships WHERE user_id = ?').get(userId) as { level: number; end_at: number } | undefined;
  return m && levelOf(m.level)?.top ? m.end_at : 0;
}

/** The SELECT of a card: the profile and the level name while the membership lasts. */
export const CARD_SELECT = `p.*, CASE WHEN m.end_at > ? THEN m.level ELSE 0 END AS vip_level FROM love_profiles p LEFT JOIN love_memberships m ON m.user_id = p.user_id`;
export type CardRow = ProfileRow & { vip_level: number };

/** What any list shows of a member: never the phone or the WeChat id. */
export function card(ctx: AppContext, p: CardRow): Schema<'LoveCard'> {
  return {
    id: p.user_id, nickname: p.nickname, sex: p.sex, age: yearOf(ctx) - p.birth_year, height: p.height, city: p.city,
    education: EDUCATIONS[p.education - 1] ?? '', marital: MARITALS[p.marital - 1] ?? '', photo: abs(ctx, p.photo),
    intro: [...p.intro].slice(0, 60).join(''), vip: levelOf(p.vip_level)?.name ?? '',
  };
}

/** Either member blocked the other. */
export function blockedEither(ctx: AppContext, a: number, b: number): boolean {
  return !!ctx.db.prepare('SELECT 1 FROM love_blocks WHERE (user_id = ? AND target_id = ?) OR (user_id = ? AND target_id = ?)').get(a, b, b, a);
}

/** SQL leaving out the members the viewer blocked or who blocked the viewer (and the viewer); args: viewer × 3. */
export const NOT_BLOCKED = `p.user_id != ? AND p.user_id NOT IN (SELECT target_id FROM love_blocks WHERE user_id = ?) AND p.user_id NOT IN (SELECT user_id FROM love_blocks WHERE target_id = ?)`;

/** The other member of a social write: with a profile, not the caller, not blocked either way; else the failure. */
export function otherMember(ctx: AppContext, userId: number, id: number): { row: CardRow } | { fail: ReturnType<typeof fail> } {
  if (id === userId) return { fail: fail(201, MSG_SELF) };
  const row = ctx.db.prepare(`SELECT ${CARD_SELECT} WHERE p.user_id = ?`).get(ctx.now(), id) as CardRow | undefined;
  if (!row || blockedEither(ctx, userId, id)) return { fail: fail(404, MSG_NO_MEMBER) };
  return { row };
}

const CARD_COLUMNS = ['user_id', 'nickname', 'sex', 'birth_year', 'height', 'city', 'education', 'marital', 'photo', 'intro'] as const;

/** Cards of members by id, in the order given: only a card's columns, read as arrays (the search's every page). */
export function cardsOf(ctx: AppContext, ids: number[]): Map<number, Schema<'LoveCard'>> {
  const map = new Map<number, Schema<'LoveCard'>>();
  if (!ids.length) return map;
  const held = profileCards(ctx.db, ids);
  if (held) {
    // the levels change with payments, not with profiles: read here (a few rows of a small table)
    const levels = new Map(ctx.db.prepare(`SELECT user_id, level FROM love_memberships WHERE end_at > ? AND user_id IN (${ids.map(() => '?').join(',')})`).raw(true).all(ctx.now(), ...ids) as [number, number][]);
    for (const [id, row] of held) map.set(id, card(ctx, { ...row, vip_level: levels.get(id) ?? 0 } as CardRow));
    return map;
  }
  const rows = ctx.db
    .prepare(`SELECT ${CARD_COLUMNS.map((c) => (c === 'intro' ? 'substr(p.intro, 1, 60)' : `p.${c}`)).join(', ')}, CASE WHEN m.end_at > ? THEN m.level ELSE 0 END
      FROM love_profiles p LEFT JOIN love_memberships m ON m.user_id = p.user_id WHERE p.user_id IN (${ids.map(() => '?').join(',')})`)
    .raw(true)
    .all(ctx.now(), ...ids) as unknown[][];
  for (const r of rows) {
    const row = Object.fromEntries(CARD_COLUMNS.map((c, i) => [c, r[i]])) as unknown as CardRow;
    row.vip_level = r[CARD_COLUMNS.length] as number;
    map.set(row.user_id, card(ctx, row));
  }
  return map;
}

/** The start of the current month in China (seconds), for the month's contact allowance. */
export function monthStart(ctx: AppContext): number {
  const d = new Date((ctx.now() + 8 * 3600) * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000 - 8 * 3600;
}

export function contactsLeft(ctx: AppContext, userId: number): number {
  const level = levelOf(activeLevel(ctx, userId).level);
  const used = (ctx.db.prepare('SELECT COUNT(*) AS n FROM love_contacts WHERE from_id = ? AND created_at >= ?').get(userId, monthStart(ctx)) as { n: number }).n;
  return Math.max(0, (level?.contacts ?? FREE_CONTACTS) - used);
}

export const touch = (ctx: AppContext, userId: number) => ctx.db.prepare('UPDATE love_profiles SET active_at = ? WHERE user_id = ?').run(ctx.now(), userId);
