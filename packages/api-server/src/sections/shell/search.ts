// The site-wide search calls, all on the one index (http/search.ts): the spec's search and searchCount, and
// the grouped search and suggestions (x-spec: inferred).
import type { AppContext, Params } from '../../http/context.js';
import { abs, fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, strParam } from '../../http/context.js';
import { KEYWORD_MAX, searchMatch, type Hit, type Memo } from '../../http/search.js';
import type { SectionHandlers } from '../../http/section.js';

export const MSG_EMPTY_SEARCH = '请先输入搜索内容！';
export const MSG_LONG_SEARCH = `搜索内容不能超过${KEYWORD_MAX}个字`;
/** How many hits each channel shows on the 全部 tab. */
const PER_GROUP = 4;

/** The keyword's FTS query; a refusal for an empty or over-long one; null when nothing in it can be searched. */
function keywordOf(p: Params, emptyCode: 201 | 400): { match: string | null } | ReturnType<typeof fail> {
  const keyword = strParam(p, 'keyword', '').trim();
  if (!keyword) return fail(emptyCode, MSG_EMPTY_SEARCH);
  if ([...keyword].length > KEYWORD_MAX) return fail(400, MSG_LONG_SEARCH);
  return { match: searchMatch(keyword) ?? null };
}

const hitOf = (ctx: AppContext, channels: ReadonlyMap<string, string>) => (h: Hit) => ({
  id: h.ref_id,
  title: h.title,
  jianjie: h.summary,
  pic: abs(ctx, h.pic),
  url: h.url,
  menu_en: h.channel,
  menu_cn: channels.get(h.channel) ?? h.channel,
  inputtime: fmtTime(h.time),
});

const memo = (ctx: AppContext): Memo => (key, compute) => ctx.cache.memo(key, compute);

const channelParam = (ctx: AppContext, p: Params, key: string) => {
  const c = strParam(p, key, '');
  return c && ctx.search.channels.has(c) ? c : c ? false : undefined;
};

export const searchHandlers: Pick<SectionHandlers<'shell'>, 'search' | 'searchCount' | 'searchGroups' | 'searchSuggest'> = {
  search(ctx, p) {
    const k = keywordOf(p, 201);
    if (!('match' in k)) return k;
    const channel = channelParam(ctx, p, 'menu_en');
    if (!k.match || channel === false) return ok({ lists: [], total: 0 });
    const counts = ctx.search.counts(k.match, memo(ctx));
    const total = channel ? (counts.get(channel) ?? 0) : [...counts.values()].reduce((a, b) => a + b, 0);
    const { offset } = pageOf(p);
    const lists = offset < total ? ctx.search.page(k.match, channel, ctx.now(), PAGE_SIZE, offset, memo(ctx)).map(hitOf(ctx, ctx.search.channels)) : [];
    return ok({ lists, total });
  },

  searchCount(ctx, p) {
    const k = keywordOf(p, 201);
    if (!('match' in k)) return k;
    const counts = k.match ? ctx.search.counts(k.match, memo(ctx)) : new Map<string, number>();
    const sections = [...counts].map(([menu_en, count]) => ({ menu_en, menu_cn: ctx.search.channels.get(menu_en) ?? menu_en, count })).sort((a, b) => b.count - a.count || a.menu_en.localeCompare(b.menu_en));
    return ok({ total: sections.reduce((s, r) => s + r.count, 0), sections });
  },

  searchGroups(ctx, p) {
    const k = keywordOf(p, 400);
    if (!('match' in k)) return k;
    const channel = channelParam(ctx, p, 'channel');
    if (channel === false) return fail(400, '参数错误: channel 栏目不存在');
    const { channels } = ctx.search;
    const counts = k.match ? ctx.search.counts(k.match, memo(ctx)) : new Map<string, number>();
    const tabs = [...channels].map(([c, name]) => ({ channel: c, name, count: counts.get(c) ?? 0 }));
    const total = tabs.reduce((s, t) => s + t.count, 0);
    const hit = hitOf(ctx, channels);
    if (!k.match || total === 0) return ok({ total, channels: tabs, groups: [] });
    if (channel) {
      const { offset } = pageOf(p);
      const count = counts.get(channel) ?? 0;
      const lists = offset < count ? ctx.search.page(k.match, channel, ctx.now(), PAGE_SIZE, offset, memo(ctx)).map(hit) : [];
      return ok({ total, channels: tabs, groups: [{ channel, name: channels.get(channel)!, count, lists }] });
    }
    const groups = new Map<string, { channel: string; name: string; count: number; lists: ReturnType<typeof hit>[] }>();
    for (const h of ctx.search.tops(k.match, ctx.now(), PER_GROUP, memo(ctx))) {
      const g = groups.get(h.channel) ?? groups.set(h.channel, { channel: h.channel, name: channels.get(h.channel) ?? h.channel, count: counts.get(h.channel) ?? 0, lists: [] }).get(h.channel)!;
      g.lists.push(hit(h));
    }
    return ok({ total, channels: tabs, groups: [...groups.values()] });
  },

  searchSuggest(ctx, p) {
    const k = keywordOf(p, 400);
    if (!('match' in k)) return k;
    return ok({ words: k.match ? ctx.search.suggest(k.match, ctx.now(), intParam(p, 'limit', 8)) : [] });
  },
};
