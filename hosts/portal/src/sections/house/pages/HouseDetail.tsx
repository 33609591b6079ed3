import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchRead, isApiError, reads } from '@wz/sdk';
import { usePortalClient, useRead } from '@wz/sdk/react';
import { DetailSection, PagedList } from '@wz/ui';
import { ListingDescription, ListingDetail, ListingLocation } from '../../../app/listing/ListingDetail';
import { housePrice } from '../card';
import { areaOf, housePath, tabOf } from '../params';

type News = { id: number; title: string; content: string; inputtime: string };

function BuildingNews({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const news = useRead(reads.listNewHouseMessage({ id, page }));
  return (
    <PagedList.Root
      items={news.data?.lists as News[] | undefined}
      total={news.data?.total ?? 0}
      page={page}
      loading={news.isLoading}
      error={news.error}
      onRetry={() => void news.mutate()}
      onPageChange={setPage}
    >
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

/** /house/{sn}/{tab}/detail/{id}: gallery, key facts, floor plans, news, location and contact. */
export default function HouseDetail() {
  const params = useParams();
  const area = areaOf(params.sn);
  const tab = tabOf(params.tab);
  const id = Number(params.id) || 0;
  const client = usePortalClient();
  const { data: h, error, isLoading } = useRead(id ? reads.newBuildingDetails({ id }) : null);
  const missing = !id || (isApiError(error) && error.kind === 'api');
  const crumbs = [{ label: area.label, to: housePath(area, tab) }, { label: h?.title ?? '房源详情' }];
  const facts = h
    ? [
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
      ].filter((f) => f.value)
    : [];
  const price = h ? housePrice(h) : undefined;
  return (
    <ListingDetail
      section="house"
      breadcrumb={crumbs}
      missing={missing}
      missingText="房源不存在或已下架"
      back={{ label: `返回${area.label}列表`, to: housePath(area, tab) }}
      {...(h && !isLoading ? { item: h } : {})}
      favourite={{ kind: 'house', id }}
      galleryLabel="房源图片"
      price={price && <p className="house-price"><strong>{price.price}</strong> {price.priceUnit}</p>}
      facts={facts}
      contactRole={tab === 'demand' ? '发布人' : '联系人'}
      revealPhone={() => fetchRead(client, reads.houseContactPhone({ id })).then((r) => r.phone)}
    >
      {h && (
        <>
          <ListingDescription title="房源描述" text={h.description} />
          {h.floor_plans.length > 0 && (
            <DetailSection title="户型">
              <ul className="listing-detail__plans">
                {h.floor_plans.map((f) => (
                  <li key={f.id}>
                    <Link to={housePath(area, tab, `huxing/${f.id}`)}>
                      <img src={f.pic} alt={`${f.name}户型图`} width={180} height={180} loading="lazy" />
                      <span>{f.name} · {f.room} · {f.measure}㎡</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </DetailSection>
          )}
          <ListingLocation item={h} what="房源" />
          {h.house_nav_id === 218 && tab === 'info' && (
            <DetailSection title="楼盘动态">
              <BuildingNews id={id} />
            </DetailSection>
          )}
        </>
      )}
    </ListingDetail>
  );
}
