import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Button } from '@wz/ui';
import { loadRegion } from '../../app/lib/region';
import { ListingDescription } from '@wz/app-kit/listing/ui';
import { defineView } from '@wz/app-kit/listing/ui';
import { Askers, Connects, idlePrice, PriceCell, SellerCard, useAsk, useSetField, WantBox, yuan } from './blocks';
import { idle, idlePath } from './listing';
import './idle.css';

const USER_TYPE_NAMES: Record<OperationData<'idleList'>['lists'][number]['user_type'], string> = { qiye: '企业', geren: '个人', zhongjie: '中介', zuzhi: '组织' };
const STATUS_TEXT: Record<number, string> = { 1: '在售', 0: '已下架', 2: '已售出' };

/** The visitor's city (the header's region), as the items name it. */
const myCity = () => loadRegion().areaName ?? '盐城市';

export default defineView(idle, {
  // a picture-first card: cover, price with the original price, condition and seller type, place and wants
  card: (c) => ({
    href: idlePath(c.id),
    title: c.title,
    cover: c.pictures[0] ?? null,
    ratio: 1,
    ...idlePrice(c.price),
    ...(c.original_price > c.price ? { priceNote: `原价 ${yuan(c.original_price)}元` } : {}),
    tags: [c.condition, USER_TYPE_NAMES[c.user_type]],
    meta: [`${c.city.replace(/市$/, '')}${c.district}`, ...(c.wants ? [`${c.wants}人想要`] : [])],
  }),
  index: {
    layout: 'grid',
    keyword: '搜索闲置宝贝',
    // advertisements, categories (the heading is the chosen one) and 同城, all of it in the URL
    useParts: function useIdleIndex(place, search, onSearch) {
      const ads = useRead(reads.idleAds({})).data ?? [];
      const tabs = useRead(reads.idleTab({})).data ?? [];
      const tab = Number(place.tab) || 0;
      const city = search.get('city');
      const tabTo = (id: number) => {
        // a category starts again from its first page, keeping the same-city choice
        const next = new URLSearchParams(city ? { city } : {});
        if (id) next.set('tab', String(id));
        return `/idle/index${next.size ? `?${next}` : ''}`;
      };
      return {
        heading: tabs.find((t) => t.id === tab)?.name ?? '闲置',
        tabs: [{ label: '全部', to: tabTo(0), active: tab === 0 }, ...tabs.map((t) => ({ label: t.name, to: tabTo(t.id), active: t.id === tab }))],
        banner: ads.length > 0 && (
          <ul className="idle-ads" aria-label="闲置广告">
            {ads.map((a) => (
              <li key={a.id}>
                {a.url.startsWith('/') ? (
                  <Link to={a.url}><img src={a.pic} alt={a.title} /></Link>
                ) : (
                  <a href={a.url} target="_blank" rel="noopener noreferrer"><img src={a.pic} alt={a.title} /></a>
                )}
              </li>
            ))}
          </ul>
        ),
        toolbar: (
          <button
            type="button"
            className="listing__sort"
            aria-pressed={Boolean(city)}
            onClick={() => {
              const next = new URLSearchParams(search);
              next.delete('page');
              if (city) next.delete('city');
              else next.set('city', myCity());
              onSearch(next);
            }}
          >
            {city ? `同城 · ${city}` : '同城'}
          </button>
        ),
      };
    },
  },
  detail: {
    price: (c) => (
      <p className="listing-price">
        {c.price ? <><strong>{yuan(c.price)}</strong> 元</> : <strong>面议</strong>}
        {c.original_price > c.price && <> <s>原价 {yuan(c.original_price)}元</s></>}
      </p>
    ),
    facts: (c) => [
      { label: '分类', value: c.category },
      { label: '成色', value: c.condition },
      { label: '交易方式', value: c.trade },
      { label: '所在地', value: `${c.city}${c.district}` },
      { label: '发布时间', value: c.inputtime.slice(0, 16) },
      ...(c.status === 2 ? [{ label: '状态', value: '已售出' }] : c.status === 0 ? [{ label: '状态', value: '已下架' }] : []),
    ],
    // 想要 / contact, the seller, who asked
    useParts: function useIdleDetail(place, c) {
      const ask = useAsk(place.id);
      return {
        breadcrumb: [{ label: '闲置', to: idlePath() }, ...(c ? [{ label: c.category, to: `/idle/index?tab=${c.tab}` }] : []), { label: c?.title ?? '闲置详情' }],
        ...(c ? { item: { ...c, tags: [c.condition, c.trade, USER_TYPE_NAMES[c.user_type]] } } : {}),
        contactRole: '卖家',
        ...(c && !c.mine && c.status === 1 ? { contact: { label: '我想要', target: 'idle-want-message' } } : {}),
        revealPhone: () => ask(''),
      };
    },
    blocks: (c) => (
      <>
        <WantBox item={c} />
        <SellerCard seller={c.seller} />
        <ListingDescription title="宝贝描述" text={c.description} />
        <Askers id={c.id} total={c.wants} />
      </>
    ),
  },
  manage: {
    statusText: (c) => STATUS_TEXT[c.status] ?? '',
    columns: () => [
      { key: 'price', title: '价格', render: (c) => <PriceCell item={c} /> },
      { key: 'facts', title: '成色', value: (c) => `${c.condition} · ${c.category}` },
      { key: 'wants', title: '想要', value: (c) => c.wants, align: 'end' },
    ],
    useActions: function useIdleActions() {
      const setField = useSetField();
      return (c) =>
        c.status !== 2 ? (
          <Button size="sm" variant="ghost" onClick={() => void setField(c, 'status', '2').catch(() => undefined)}>
            标记已售
          </Button>
        ) : null;
    },
    Panel: Connects,
  },
});
