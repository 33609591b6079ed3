import { useParams } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { ManageList, useManageQuery } from '../../../app/listing/ManageList';
import { housePrice, type HouseItem } from '../card';
import { areaOf, housePath, tabOf } from '../params';

type Mine = HouseItem & { status: number; clickcount: number };

/** /user/house/list/{sn}/{tab}: the member's own listings by status, with edit, take down / put back and delete. */
export default function HouseList() {
  const params = useParams();
  const area = areaOf(params.sn);
  const tab = tabOf(params.tab);
  const query = useManageQuery();
  const list = useRead(reads.myHouseList({ house_nav_id: area.nav, tab, page: query.page, ...query.statusParam }));
  const setStatus = useWrite('setHouseStatus');
  const remove = useWrite('deleteHouse');
  const edit = `/user/house/edit/${area.sn}/${tab}`;
  return (
    <ManageList<Mine>
      title={`我的${area.label}${tab === 'demand' ? area.demand : '房源'}`}
      query={query}
      list={list}
      columns={[
        { key: 'price', title: '价格', value: (h) => { const p = housePrice(h); return `${p.price}${p.priceUnit}`; } },
        { key: 'room', title: '户型/面积', value: (h) => [h.room, h.measure ? `${h.measure}㎡` : ''].filter(Boolean).join(' · ') },
      ]}
      detailHref={(h) => housePath(area, tab, `detail/${h.id}`)}
      editHref={(h) => (h ? `${edit}/${h.id}` : edit)}
      publishLabel={`发布${tab === 'demand' ? area.demand : '房源'}`}
      setStatus={(h, status) => setStatus.trigger({ id: h.id, status })}
      remove={(h) => remove.trigger({ id: h.id })}
    />
  );
}
