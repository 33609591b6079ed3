import { useState } from 'react';
import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { DetailSection, PagedList } from '@wz/ui';
import { defineView, ListingDescription, ListingLocation } from '@wz/app-kit/listing/ui';
import { house, housePath } from './listing';
import { areaOf } from './reads';

type News = OperationData<'listNewHouseMessage'>['lists'][number];

/** A new home's news (楼盘动态), paged. */
function BuildingNews({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const news = useRead(reads.listNewHouseMessage({ id, page }));
  return (
    <PagedList.Root items={news.data?.lists} total={news.data?.total ?? 0} page={page} loading={news.isLoading} error={news.error} onRetry={() => void news.mutate()} onPageChange={setPage}>
      <PagedList.Items<News> label="楼盘动态" getKey={(n) => n.id}>
        {(n) => (
          <article className="house-news">
            <h3>{n.title}</h3>
            <p className="listing-detail__text">{n.content}</p>
            <time>{n.inputtime}</time>
          </article>
        )}
      </PagedList.Items>
      <PagedList.Empty>暂无楼盘动态</PagedList.Empty>
      <PagedList.Error />
      <PagedList.Pager />
    </PagedList.Root>
  );
}

export default defineView(house, {
  // total_price is kept in 万 (rents in 元 a month)
  price: { amount: (h) => h.total_price, unit: (h) => ({ unit: h.house_nav_id === 220 ? '元/月' : '万' }) },
  card: (h) => ({
    href: housePath({ area: areaOf(String(h.house_nav_id)), tab: h.tab }, `detail/${h.id}`),
    title: h.title,
    cover: h.pictures[0] ?? null,
    ...(h.reference_unit_price && h.house_nav_id !== 220 ? { priceNote: `单价 ${h.reference_unit_price}元/㎡` } : {}),
    tags: h.tags,
    meta: [h.room, h.measure ? `${h.measure}㎡` : '', h.area, h.inputtime.slice(0, 10)].filter(Boolean),
  }),
  detail: {
    facts: (h) =>
      [
        { label: '户型', value: h.room },
        { label: '面积', value: h.measure ? `${h.measure}㎡` : '' },
        { label: '区域', value: h.area },
        { label: '地址', value: h.address },
        { label: '参考单价', value: h.reference_unit_price && h.house_nav_id !== 220 ? `${h.reference_unit_price}元/㎡` : '' },
        { label: '物业类型', value: h.property_type },
        { label: '开发商', value: h.developers },
        { label: '最低首付', value: h.minimum_down_payment ? `${h.minimum_down_payment}万` : '' },
        { label: '开盘时间', value: h.open_date },
        { label: '交房时间', value: h.delivery_date },
      ].filter((f) => f.value),
    blocks: (h, place) => (
      <>
        <ListingDescription title="房源描述" text={h.description} />
        {h.floor_plans.length > 0 && (
          <DetailSection title="户型">
            <ul className="listing-detail__plans">
              {h.floor_plans.map((f) => (
                <li key={f.id}>
                  <Link to={housePath(place, `huxing/${f.id}`)}>
                    <img src={f.pic} alt={`${f.name}户型图`} width={180} height={180} loading="lazy" />
                    <span>{f.name} · {f.room} · {f.measure}㎡</span>
                  </Link>
                </li>
              ))}
            </ul>
          </DetailSection>
        )}
        <ListingLocation item={h} what="房源" />
        {h.house_nav_id === 218 && place.tab === 'info' && (
          <DetailSection title="楼盘动态">
            <BuildingNews id={h.id} />
          </DetailSection>
        )}
      </>
    ),
  },
  manage: {
    columns: () => [
      { key: 'room', title: '户型/面积', value: (h) => [h.room, h.measure ? `${h.measure}㎡` : ''].filter(Boolean).join(' · ') },
    ],
  },
});
