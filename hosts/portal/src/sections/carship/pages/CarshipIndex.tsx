import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRead } from '@wz/sdk/react';
import { ListingIndex, listResult } from '../../../app/listing/ListingIndex';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { carshipCard, type CarshipItem } from '../card';
import { CARSHIP_AREAS, carshipAttributeRead, carshipListRead, carshipPath, carshipSorts, carshipUnits } from '../params';
import { useCarshipPlace } from './area';

/** /carship/{area}/index/{tab}: the area's filter rows, sort, count, cards and pager; all of it in the URL. */
export default function CarshipIndex() {
  const { area, tab } = useCarshipPlace();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const rows = useRead(carshipAttributeRead(area));
  const list = useRead(carshipListRead(area, tab, search));
  const heading = `${area.label}${tab === 'demand' ? area.demand : ''}`;
  return (
    <SectionLayout section="carship" filter={<span />} breadcrumb={[{ label: heading }]}>
      <ListingIndex<CarshipItem>
        heading={heading}
        areas={CARSHIP_AREAS.map((a) => ({ label: a.label, to: carshipPath(a, tab), active: a === area }))}
        tabs={[
          { label: area.kind === 'car' ? '车源' : '船源', to: carshipPath(area, 'info'), active: tab === 'info' },
          { label: area.demand, to: carshipPath(area, 'demand'), active: tab === 'demand' },
        ]}
        rows={rows.data}
        units={carshipUnits(area)}
        sorts={carshipSorts(area)}
        search={search}
        onSearch={(next) => setSearch(next)}
        result={listResult<CarshipItem>(list)}
        card={carshipCard}
        getKey={(c) => c.id}
        onNavigate={(href) => navigate(href)}
      />
    </SectionLayout>
  );
}
