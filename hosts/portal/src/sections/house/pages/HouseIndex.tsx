import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useRead } from '@wz/sdk/react';
import { ListingIndex, listResult } from '../../../app/listing/ListingIndex';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { houseCard, type HouseItem } from '../card';
import { areaOf, HOUSE_AREAS, houseAttributeRead, houseListRead, housePath, tabOf, type HouseArea } from '../params';

/** /house/{sn}/{tab}/index: the filter bar from the attribute call, sort, count, cards and pager. */
export default function HouseIndex() {
  const params = useParams();
  const area = areaOf(params.sn);
  const tab = tabOf(params.tab);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const rows = useRead(houseAttributeRead(area));
  const list = useRead(houseListRead(area, tab, search));
  const heading = `${area.label}${tab === 'demand' ? area.demand : ''}`;
  return (
    <SectionLayout section="house" filter={<span />} breadcrumb={[{ label: heading }]}>
      <ListingIndex<HouseItem>
        heading={heading}
        areas={HOUSE_AREAS.map((a) => ({ label: a.label, to: housePath(a, tab), active: a === area }))}
        tabs={[
          { label: '房源', to: housePath(area, 'info'), active: tab === 'info' },
          { label: area.demand, to: housePath(area, 'demand'), active: tab === 'demand' },
        ]}
        rows={rows.data}
        units={houseUnits(area)}
        sorts={HOUSE_SORTS}
        search={search}
        onSearch={(next) => setSearch(next)}
        result={listResult<HouseItem>(list)}
        card={houseCard}
        getKey={(h) => h.id}
        onNavigate={(href) => navigate(href)}
      />
    </SectionLayout>
  );
}

/** Units of the range rows: 万 for prices (元 a month for rentals), ㎡ for areas, 年 for ages. */
const houseUnits = (area: HouseArea): Record<string, string> => ({
  price: area.nav === 220 ? '元' : '万',
  measure: '㎡',
  year: '年',
});

const HOUSE_SORTS = [
  { value: '0', label: '最新' },
  { value: '1', label: '总价↑' },
  { value: '2', label: '总价↓' },
  { value: '3', label: '单价↑' },
  { value: '5', label: '面积↑' },
  { value: '6', label: '面积↓' },
] as const;
