/** The engine's hooks its pages share: where a page is, and a write by role. */
import { useSyncExternalStore } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { OperationParams, WriteOperationId } from '@wz/sdk';
import { useWrite } from '@wz/sdk/react';
import { chosenCity, subscribeChosenCity } from './city';
import type { Listing, ListingPlace, ListingTypes, WriteRole } from './describe';

/** The header's city (cookie): a new choice re-renders the lists that default to it. */
export function useChosenCity(): string | undefined {
  // the server's snapshot is the request's cookie, the browser's its own: hydration sees the same city
  return useSyncExternalStore(subscribeChosenCity, chosenCity, chosenCity);
}

/** The place of the page being shown (route params, query, pathname). */
export function usePlace<T extends ListingTypes>(listing: Listing<T>): ListingPlace<T['area']> {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  return listing.place({ params, search, pathname });
}

/** A write by role, as a function of the role's arguments (the role was typed by its operation where declared). */
export function useWriteRole<A extends unknown[]>(role: WriteRole<A>): (...args: A) => Promise<unknown> {
  const { trigger } = useWrite<WriteOperationId>(role.op);
  return (...args: A) => trigger(role.params(...args) as OperationParams<WriteOperationId>);
}

export const NO_REMOVE: WriteRole<[number]> = { op: 'toggleFavourite', params: () => ({}) };
