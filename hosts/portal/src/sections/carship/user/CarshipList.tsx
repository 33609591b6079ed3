import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { ManageList, useManageQuery } from '../../../app/listing/ManageList';
import { carshipFacts, carshipPrice, type CarshipItem } from '../card';
import { carshipPath, userPath } from '../params';
import { useUserPlace } from './place';

type Mine = CarshipItem & { status: number; clickcount: number };

/** /user/{car|ship}/list/{sn}/{tab}: the member's own vehicles or ships by status, with edit, take down / put back and delete. */
export default function CarshipList() {
  const { kind, area, tab } = useUserPlace();
  const query = useManageQuery();
  const list = useRead(reads.myCarshipList({ area: area.key, tab, page: query.page, ...query.statusParam }));
  const setStatus = useWrite('setCarshipStatus');
  const remove = useWrite('deleteCarship');
  const what = kind === 'car' ? '车辆' : '船舶';
  return (
    <ManageList<Mine>
      title={`我的${area.label}${tab === 'demand' ? area.demand : ''}`}
      query={query}
      list={list}
      columns={[
        { key: 'price', title: '价格', value: (c) => { const p = carshipPrice(c); return `${p.price}${p.priceUnit}`; } },
        { key: 'facts', title: kind === 'car' ? '车况' : '船况', value: (c) => carshipFacts(c).slice(0, 3).map((f) => f.value).join(' · ') },
      ]}
      detailHref={(c) => carshipPath(area, tab, c.id)}
      editHref={(c) => userPath(area, 'edit', tab, c?.id)}
      publishLabel={`发布${tab === 'demand' ? area.demand : what}`}
      setStatus={(c, status) => setStatus.trigger({ id: c.id, status })}
      remove={(c) => remove.trigger({ id: c.id })}
    />
  );
}
