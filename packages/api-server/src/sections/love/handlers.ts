import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok, ParamError } from '../../http/context.js';
import {
  activeLevel, blockedEither, card, CARD_SELECT, cardsOf, CITIES, contactsLeft, EDUCATIONS, INCOMES, levelOf, MARITALS, MSG_NO_MEMBER, NO_IDEAL,
  SORTS, topUntil, touch, type CardRow, type IdealRow, type ProfileRow,
} from './rows.js';
import { searchMembers } from './search.js';
import { socialHandlers } from './social.js';
import { payHandlers } from './pay.js';
import { introducerHandlers } from './introducers.js';
import { profileOf, idealOf } from './fields.js';

const options = (names: string[]) => names.map((name, i) => ({ value: i + 1, name }));
const idealAnswer = (row: IdealRow | undefined) => ({ ...NO_IDEAL, ...(row ?? {}) });

export const loveHandlers: SectionHandlers<'love'> = {
  loveFilters: () =>
    ok({ educations: options(EDUCATIONS), incomes: options(INCOMES), maritals: options(MARITALS), cities: CITIES, sorts: SORTS.map(({ key, name }) => ({ key, name })) }, '请求成功'),

  loveMembers(ctx, p, req) {
    const { ids, total } = searchMembers(ctx, p, req.user?.id);
    const cards = cardsOf(ctx, ids);
    return ok({ lists: ids.flatMap((id) => (cards.has(id) ? [cards.get(id)!] : [])), total }, '请求成功');
  },

  loveMember(ctx, p, req) {
    const id = intParam(p, 'id');
    const viewer = req.user?.id;
    const row = ctx.db.prepare(`SELECT ${CARD_SELECT} WHERE p.user_id = ?`).get(ctx.now(), id) as CardRow | undefined;
    if (!row || (viewer && viewer !== id && blockedEither(ctx, viewer, id))) return fail(404, MSG_NO_MEMBER);
    const photos = ctx.db.prepare('SELECT id, url FROM love_photos WHERE user_id = ? ORDER BY id').all(id) as { id: number; url: string }[];
    const ideal = ctx.db.prepare('SELECT * FROM love_ideals WHERE user_id = ?').get(id) as IdealRow | undefined;
    const fans = (ctx.db.prepare('SELECT COUNT(*) AS n FROM love_follows WHERE target_id = ?').get(id) as { n: number }).n;
    let followed = false;
    let blocked = false;
    let contactState: 'none' | 'asked' | 'received' | 'accepted' | 'refused' = 'none';
    if (viewer && viewer !== id) {
      ctx.db.prepare('INSERT INTO love_visits (user_id, visitor_id, at) VALUES (?, ?, ?) ON CONFLICT (user_id, visitor_id) DO UPDATE SET at = excluded.at').run(id, viewer, ctx.now());
      followed = !!ctx.db.prepare('SELECT 1 FROM love_follows WHERE user_id = ? AND target_id = ?').get(viewer, id);
      blocked = !!ctx.db.prepare('SELECT 1 FROM love_blocks WHERE user_id = ? AND target_id = ?').get(viewer, id);
      const requests = ctx.db.prepare('SELECT from_id, state FROM love_contacts WHERE (from_id = ? AND to_id = ?) OR (from_id = ? AND to_id = ?)').all(viewer, id, id, viewer) as { from_id: number; state: string }[];
      if (requests.some((r) => r.state === 'accepted')) contactState = 'accepted';
      else if (requests.some((r) => r.from_id === id && r.state === 'waiting')) contactState = 'received';
      else if (requests.some((r) => r.from_id === viewer && r.state === 'waiting')) contactState = 'asked';
      else if (requests.some((r) => r.state === 'refused')) contactState = 'refused';
      touch(ctx, viewer);
    }
    return ok(
      {
        card: card(ctx, row), occupation: row.occupation, income: INCOMES[row.income - 1] ?? '', intro: row.intro,
        photos: photos.map((ph) => ({ id: ph.id, url: abs(ctx, ph.url) })), ideal: idealAnswer(ideal), fans, followed, blocked,
        contact_state: contactState, contact: contactState === 'accepted' ? { phone: row.phone, wechat: row.wechat } : null,
      },
      '请求成功',
    );
  },

  loveMine(ctx, _p, req) {
    const userId = req.user!.id;
    const profile = ctx.db.prepare('SELECT * FROM love_profiles WHERE user_id = ?').get(userId) as ProfileRow | undefined;
    const photos = ctx.db.prepare('SELECT id, url FROM love_photos WHERE user_id = ? ORDER BY id').all(userId) as { id: number; url: string }[];
    const ideal = ctx.db.prepare('SELECT * FROM love_ideals WHERE user_id = ?').get(userId) as IdealRow | undefined;
    const membership = activeLevel(ctx, userId);
    // completeness: the required facts half, then occupation, introduction, WeChat, a photo and the ideal partner
    const extras = profile ? [profile.occupation !== '', [...profile.intro].length >= 10, profile.wechat !== '', photos.length > 0, !!ideal] : [];
    const completeness = profile ? 50 + extras.filter(Boolean).length * 10 : 0;
    return ok(
      {
        profile: !profile ? null : {
          nickname: profile.nickname, sex: profile.sex, birth_year: profile.birth_year, height: profile.height, education: profile.education, income: profile.income,
          marital: profile.marital, city: profile.city, occupation: profile.occupation, intro: profile.intro, phone: profile.phone, wechat: profile.wechat,
        },
        photos: photos.map((ph) => ({ id: ph.id, url: abs(ctx, ph.url) })),
        ideal: idealAnswer(ideal),
        completeness,
        membership: { level: membership.level, name: levelOf(membership.level)?.name ?? '', end: membership.level ? fmtTime(membership.end_at - 1).slice(0, 10) : '', contacts_left: contactsLeft(ctx, userId) },
      },
      '请求成功',
    );
  },

  loveSaveProfile(ctx, p, req) {
    const userId = req.user!.id;
    const f = profileOf(ctx, p);
    const now = ctx.now();
    ctx.db
      .prepare(`INSERT INTO love_profiles (user_id, nickname, sex, birth_year, height, education, income, marital, city, occupation, intro, phone, wechat, created_at, active_at, top_until)
        VALUES (@user_id, @nickname, @sex, @birth_year, @height, @education, @income, @marital, @city, @occupation, @intro, @phone, @wechat, @now, @now, @top_until)
        ON CONFLICT (user_id) DO UPDATE SET nickname = @nickname, sex = @sex, birth_year = @birth_year, height = @height, education = @education, income = @income,
        marital = @marital, city = @city, occupation = @occupation, intro = @intro, phone = @phone, wechat = @wechat, active_at = @now`)
      .run({ ...f, user_id: userId, now, top_until: topUntil(ctx, userId) });
    return ok(null, '保存成功');
  },

  loveSaveIdeal(ctx, p, req) {
    const f = idealOf(p);
    ctx.db
      .prepare(`INSERT INTO love_ideals (user_id, age_min, age_max, height_min, height_max, education, income, marital, city, note)
        VALUES (@user_id, @age_min, @age_max, @height_min, @height_max, @education, @income, @marital, @city, @note)
        ON CONFLICT (user_id) DO UPDATE SET age_min = @age_min, age_max = @age_max, height_min = @height_min, height_max = @height_max,
        education = @education, income = @income, marital = @marital, city = @city, note = @note`)
      .run({ ...f, user_id: req.user!.id });
    return ok(null, '保存成功');
  },

  loveAddPhoto(ctx, p, req) {
    const userId = req.user!.id;
    const image = ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id = ?').get(intParam(p, 'pic'), userId) as { url: string } | undefined;
    if (!image) throw new ParamError('pic 图片不存在，请重新上传');
    if (!ctx.db.prepare('SELECT 1 FROM love_profiles WHERE user_id = ?').get(userId)) return fail(201, '请先填写婚恋资料');
    const count = (ctx.db.prepare('SELECT COUNT(*) AS n FROM love_photos WHERE user_id = ?').get(userId) as { n: number }).n;
    if (count >= 9) return fail(201, '最多上传 9 张照片');
    const id = ctx.db.transaction(() => {
      const photoId = Number(ctx.db.prepare('INSERT INTO love_photos (user_id, url, created_at) VALUES (?, ?, ?)').run(userId, image.url, ctx.now()).lastInsertRowid);
      ctx.db.prepare("UPDATE love_profiles SET photo = ? WHERE user_id = ? AND photo = ''").run(image.url, userId);
      return photoId;
    })();
    return ok({ id, url: abs(ctx, image.url) }, '上传成功');
  },

  loveRemovePhoto(ctx, p, req) {
    const userId = req.user!.id;
    const id = intParam(p, 'id');
    const removed = ctx.db.transaction(() => {
      if (!ctx.db.prepare('DELETE FROM love_photos WHERE id = ? AND user_id = ?').run(id, userId).changes) return false;
      const first = ctx.db.prepare('SELECT url FROM love_photos WHERE user_id = ? ORDER BY id LIMIT 1').get(userId) as { url: string } | undefined;
      ctx.db.prepare('UPDATE love_profiles SET photo = ? WHERE user_id = ?').run(first?.url ?? '', userId);
      return true;
    })();
    return removed ? ok(null, '删除成功') : fail(404, '照片不存在');
  },

  ...socialHandlers,
  ...payHandlers,
  ...introducerHandlers,
};
