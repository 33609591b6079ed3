import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRead } from '@wz/sdk/react';
import { ListingIndex, listResult } from '../../../app/listing/ListingIndex';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { carshipCard, type CarshipItem } from '../card';
import { CARSHIP_AREAS, carshipAttributeRead, carshipListRead, carshipPath, type CarshipArea } from '../params';
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

/** Units of the range rows, as the attribute call's bounds are. */
const carshipUnits = (area: CarshipArea): Record<string, string> => ({
  price: area.rental ? '元' : '万',
  year: '年',
  mileage: '万公里',
  deposit: '元',
  tonnage: '吨',
  length: '米',
});

const NEWEST = { value: '0', label: '最新' };
const PRICE = [
  { value: '1', label: '价格↑' },
  { value: '2', label: '价格↓' },
];
const carshipSorts = (area: CarshipArea) =>
  area.kind === 'car'
    ? [NEWEST, ...PRICE, ...(area.key === 'newcar' ? [] : [{ value: '3', label: '车龄最短' }, { value: '4', label: '里程最少' }])]
    : [NEWEST, ...PRICE, { value: '5', label: '吨位↓' }, { value: '6', label: '船长↓' }, ...(area.key === 'newship' ? [] : [{ value: '3', label: '船龄最短' }])];
