import type { ComponentType } from 'react';
import { useRead } from '@wz/sdk/react';
import type { Read } from '@wz/sdk';
import type { ListingTypes, MineItem } from './describe';
import { ManageList, useManageQuery } from './ManageList';
import { NO_REMOVE, usePlace, useWriteRole } from './hooks';
import { NavRow } from './ListingIndex';
import type { ListingView } from './view';

function ManagePage<T extends ListingTypes>({ view }: { view: ListingView<T> }) {
  const { listing, manage } = view;
  const place = usePlace(listing);
  const query = useManageQuery<T['status']>(listing.statuses);
  const list = useRead(listing.read.mine(place, { page: query.page, ...query.statusParam }) as Read);
  const setStatus = useWriteRole(listing.write.status);
  const remove = useWriteRole(listing.write.remove ?? NO_REMOVE);
  const actions = manage.useActions?.();
  const Panel = manage.Panel;
  // 我的发布 covers the whole section: its areas (新房 / 二手房 / 租房) and tabs (出售 / 求购) one tap away
  const areas = listing.areas.length > 1 ? listing.areas : [];
  const tabs = listing.tabs(place.area);
  const switcher = (
    <>
      <NavRow label="分类" items={areas.map((a) => ({ label: a.label, to: listing.paths.mine({ ...place, area: a, tab: listing.tabs(a)[0]?.key ?? place.tab }), active: a.key === place.area.key }))} />
      {tabs.length > 1 && <NavRow label="信息类型" items={tabs.map((t) => ({ label: t.label, to: listing.paths.mine({ ...place, tab: t.key }), active: t.key === place.tab }))} />}
    </>
  );
  return (
    <ManageList<MineItem<T>>
      title={listing.labels.mine(place)}
      query={query}
      list={list as Parameters<typeof ManageList>[0]['list']}
      {...(listing.statuses ? { tabs: listing.statuses } : {})}
      {...(manage.statusText ? { statusText: manage.statusText } : {})}
      {...(actions ? { actions } : {})}
      switcher={switcher}
      columns={manage.columns(place)}
      detailHref={(item) => listing.paths.detail(place, item.id)}
      editHref={(item) => listing.paths.edit(place, item?.id)}
      publishLabel={listing.labels.publish(place)}
      setStatus={(item, status) => setStatus(item.id, status as T['status'])}
      {...(listing.write.remove ? { remove: (item: MineItem<T>) => remove(item.id) } : {})}
    >
      {Panel && <Panel />}
    </ManageList>
  );
}

const made = new WeakMap<object, ComponentType>();

/** The member's list of a listing (one component per view). */
export function managePage<T extends ListingTypes>(view: ListingView<T>): ComponentType {
  let page = made.get(view);
  if (!page) {
    page = () => <ManagePage view={view} />;
    made.set(view, page);
  }
  return page;
}
