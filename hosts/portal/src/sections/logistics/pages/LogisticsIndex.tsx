import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useRead } from '@wz/sdk/react';
import { ListingIndex, listResult } from '@wz/app-kit/listing/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { logisticsCard, type LogisticsItem } from '../card';
import { logisticsListRead, logisticsSnRead, snOf, tabOf } from '../params';
import { indexPath, LOGISTICS_SORTS, LOGISTICS_UNITS } from '../links';
import { RouteFilter } from './RouteFilter';
import '../logistics.css';

/** /logistics/index/{sn}/{tab}: boards, tabs, origin → destination, filter rows, sort, cards and pager; all of it in the URL. */
export default function LogisticsIndex() {
  const params = useParams();
  const sn = snOf(params.sn);
  const tab = tabOf(params.tab);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const boards = useRead(logisticsSnRead()).data;
  const board = boards?.find((b) => b.sn === sn);
  const list = useRead(logisticsListRead(sn, tab, search));
  const tabName = board?.tabs.find((t) => t.tab === tab)?.name ?? '';
  const heading = board ? `${board.name}${tabName}` : '物流';
  return (
    <SectionLayout section="logistics" filter={<span />} breadcrumb={[{ label: heading }]}>
      <ListingIndex<LogisticsItem>
        heading={heading}
        areas={(boards ?? []).map((b) => ({ label: b.name, to: indexPath(b.sn, b.tabs[0]!.tab), active: b.sn === sn }))}
        tabs={(board?.tabs ?? []).map((t) => ({ label: t.name, to: indexPath(sn, t.tab), active: t.tab === tab }))}
        before={<RouteFilter search={search} onSearch={(next) => setSearch(next)} />}
        rows={board?.filters}
        units={LOGISTICS_UNITS}
        sorts={LOGISTICS_SORTS}
        search={search}
        onSearch={(next) => setSearch(next)}
        result={listResult<LogisticsItem>(list)}
        card={logisticsCard}
        getKey={(i) => i.id}
        onNavigate={(href) => navigate(href)}
        empty="暂无符合条件的物流信息，换个线路或条件试试"
      />
    </SectionLayout>
  );
}
