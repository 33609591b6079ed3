import type { ComponentType } from 'react';
import { useRead } from '@wz/sdk/react';
import type { Read } from '@wz/sdk';
import type { ListingTypes, MineItem } from './describe';
import { ManageList, useManageQuery } from './ManageList';
import { NO_REMOVE, usePlace, useWriteRole } from './hooks';
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
  return (
    <ManageList<MineItem<T>>
      title={listing.labels.mine(place)}
      query={query}
      list={list as Parameters<typeof ManageList>[0]['list']}
      {...(listing.statuses ? { tabs: listing.statuses } : {})}
      {...(manage.statusText ? { statusText: manage.statusText } : {})}
      {...(actions ? { actions } : {})}
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
