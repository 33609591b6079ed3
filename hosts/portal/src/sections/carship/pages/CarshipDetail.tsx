import { fetchRead, isApiError, reads } from '@wz/sdk';
import { usePortalClient, useRead } from '@wz/sdk/react';
import { ListingDescription, ListingDetail, ListingLocation } from '../../../app/listing/ListingDetail';
import { carshipFacts, carshipPrice } from '../card';
import { carshipPath } from '../params';
import { useCarshipPlace } from './area';

/** /carship/{area}/detail/{tab}/{id}: gallery with lightbox, key facts, description, location and contact. */
export default function CarshipDetail() {
  const { area, tab, id } = useCarshipPlace();
  const client = usePortalClient();
  const { data: c, error, isLoading } = useRead(id ? reads.carshipDetail({ id }) : null);
  const missing = !id || (isApiError(error) && error.kind === 'api');
  const what = area.kind === 'car' ? '车辆' : '船舶';
  const price = c ? carshipPrice(c) : undefined;
  return (
    <ListingDetail
      section="carship"
      breadcrumb={[{ label: area.label, to: carshipPath(area, tab) }, { label: c?.title ?? `${what}详情` }]}
      missing={missing}
      missingText="信息不存在或已下架"
      back={{ label: `返回${area.label}列表`, to: carshipPath(area, tab) }}
      {...(c && !isLoading ? { item: c } : {})}
      favourite={{ kind: 'carship', id }}
      galleryLabel={`${what}图片`}
      price={price && <p className="listing-price"><strong>{price.price}</strong> {price.priceUnit}</p>}
      facts={c ? carshipFacts(c) : []}
      contactRole={tab === 'demand' ? '发布人' : '联系人'}
      revealPhone={() => fetchRead(client, reads.carshipContactPhone({ id })).then((r) => r.phone)}
    >
      {c && (
        <>
          <ListingDescription title={`${what}描述`} text={c.description} />
          <ListingLocation item={c} what={what} />
        </>
      )}
    </ListingDetail>
  );
}
