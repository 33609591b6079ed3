import { Link, useParams } from 'react-router-dom';
import { isApiError, reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { DetailFrame, DetailSection } from '@wz/ui';
import { SectionLayout } from '../../app/shell/SectionLayout';
import { housePath } from './listing';
import { areaOf, tabOf } from './reads';
import '@wz/app-kit/listing/listing.css';

/** /house/{sn}/{tab}/huxing/{id}: a floor plan's picture, rooms, area, orientation and price. */
export default function HouseFloorPlan() {
  const params = useParams();
  const place = { area: areaOf(params.sn), tab: tabOf(params.tab) };
  const id = Number(params.id) || 0;
  const { data: f, error, isLoading } = useRead(id ? reads.houseFloorPlan({ id }) : null);
  const back = f ? housePath(place, `detail/${f.building_id}`) : housePath(place);
  const crumbs = [{ label: place.area.label, to: housePath(place) }, ...(f ? [{ label: f.building_title, to: back }] : []), { label: '户型详情' }];
  return (
    <SectionLayout section="house" filter={<span />} breadcrumb={crumbs}>
      {!id || (isApiError(error) && error.kind === 'api') ? (
        <p role="alert">户型不存在</p>
      ) : (
        <DetailFrame
          loading={isLoading || !f}
          title={f ? `${f.building_title} · ${f.name}` : ''}
          gallery={f && <img className="house-plan" src={f.pic} alt={`${f.name}户型图`} width={600} height={600} />}
          price={f && <p className="house-price"><strong>{f.price ? `${f.price}` : '待定'}</strong> {f.price ? '万' : ''}</p>}
          facts={f ? [{ label: '户型', value: f.room }, { label: '面积', value: `${f.measure}㎡` }, { label: '朝向', value: f.direction }] : []}
        >
          {f && (
            <DetailSection title="户型解读">
              <p className="listing-detail__text">{f.description}</p>
              <Link to={back}>返回楼盘</Link>
            </DetailSection>
          )}
        </DetailFrame>
      )}
    </SectionLayout>
  );
}
