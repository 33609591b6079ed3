/**
 * A listing section as a description (refine's `resources`, react-admin's `<Resource>`): what it has,
 * as data and a few functions — its places (areas × tabs), URLs, the operations by role, filters,
 * sorts and units. `engine.ts` turns it into routes and user-centre pages; the section's lazy
 * `view.tsx` (card, facts, columns, blocks) and `form.tsx` (schema, fields) hold what needs React; the
 * section's `routes.ts` places the pages in its route table (ListingPages).
 * No React here: route tables ship in the boot script.
 */
import type { OperationData, OperationParams, Read, ReadOperationId, WriteOperationId } from '@wz/sdk';
import type { RouteNode, RouteParams, RouteRead } from '../routing/route';
import type { FilterRow } from './filters';
import type { ListingForm } from './form';
import { listParams } from './query';
import type { ListingView } from './view';

/** A sub-area (新房, 二手车…): its key is the URL's, its label the nav's. */
export interface ListingArea {
  readonly key: string;
  readonly label: string;
}

/** Where a page is: the area, the tab (info / demand…) and the item's id (0 on a list). */
export interface ListingPlace<A extends ListingArea = ListingArea> {
  area: A;
  tab: string;
  id: number;
}

/** What a place is read from: the route's params, the query, the pathname (a fixed area segment). */
export interface PlaceInput {
  params: RouteParams;
  search: URLSearchParams;
  pathname?: string;
}

/** The parameters a list call takes from the URL, typed by the call (page, sort, keyword, its filter keys). */
export type ListQuery<L extends ReadOperationId> = { [P in keyof OperationParams<L>]?: OperationParams<L>[P] };
/** The filter keys of a list call: its own parameter names. */
export type FilterKey<L extends ReadOperationId> = Extract<keyof OperationParams<L>, string>;

/** A list call's query from the URL: the text of `price=100~200` and `room=1,2`, under the call's own keys. */
export function listQuery<L extends ReadOperationId>(search: URLSearchParams, keys: readonly FilterKey<L>[]): ListQuery<L> {
  return listParams(search, keys) as ListQuery<L>;
}

/** A write by role: the operation and how its params are made; typed by the operation where it is declared. */
export interface WriteRole<A extends unknown[]> {
  readonly op: WriteOperationId;
  readonly params: (...args: A) => object;
}

/** `write('setCarshipStatus', (id, status) => ({ id, status }))`: the params must be the operation's. */
export function write<K extends WriteOperationId, A extends unknown[]>(op: K, params: (...args: A) => OperationParams<K>): WriteRole<A> {
  return { op, params };
}

/** The operation ids a listing is built on. */
export interface ListingTypes {
  area: ListingArea;
  /** The public list (one op, or the ops chosen by area and tab). */
  list: ReadOperationId;
  detail: ReadOperationId;
  /** The member's own list (`{ lists, total, counts }`) and one of them for the edit form. */
  mine: ReadOperationId;
  one: ReadOperationId;
  /** The create call's fields (what the form gives). */
  fields: object;
  /** The member list's status values (a tab's key). */
  status: number;
}

type ItemOf<K extends ReadOperationId> = OperationData<K> extends { lists: readonly (infer I)[] } ? I : never;
export type ListItem<T extends ListingTypes> = ItemOf<T['list']>;
export type MineItem<T extends ListingTypes> = ItemOf<T['mine']> & { id: number; title: string; status: number; clickcount: number };
export type DetailItem<T extends ListingTypes> = OperationData<T['detail']>;
export type OneItem<T extends ListingTypes> = OperationData<T['one']>;

/** A read whose answer is filter rows. */
export type FilterRowsRead = { [K in ReadOperationId]: OperationData<K> extends readonly FilterRow[] ? Read<K> : never }[ReadOperationId];
/** A read whose answer carries the contact's number. */
export type PhoneRead = { [K in ReadOperationId]: OperationData<K> extends { phone: string } ? Read<K> : never }[ReadOperationId];

/** A member list's status tab: `key` is the call's `status` (`all` leaves it out), `count` its figure in the answer's counts. */
export interface StatusTab {
  key: string;
  label: string;
  count: string;
}

/** Makes the routes of a listing's pages: the section gives the paths, the engine the pages and their reads. */
export interface ListingPages {
  index(path: string, extra?: PageExtra): RouteNode;
  detail(path: string, extra?: PageExtra): RouteNode;
}
/** A page route's own meta and sample, and params fixed by its place in the table (`/carship/newcar/…`). */
export type PageExtra = Pick<RouteNode, 'meta' | 'sample'> & { fixed?: RouteParams };

export interface Listing<T extends ListingTypes = ListingTypes> {
  /** The section key: its URL root, its frame (menus, banner) and its favourites kind's key. */
  key: string;
  /** The section's name (车船): its frame's title and the favourites kind's label. */
  label: string;
  /** What 收藏 records for its items. */
  favourite: OperationParams<'toggleFavourite'>['kind'];
  areas: readonly T['area'][];
  /** An area's tabs: info / demand, with their names. */
  tabs: (area: T['area']) => readonly { key: string; label: string }[];
  place(at: PlaceInput): ListingPlace<T['area']>;
  /** What one item is called (车辆, 房源): the gallery's and the map's names, the form's title. */
  what(place: ListingPlace<T['area']>): string;
  labels: {
    /** The index's heading (二手车求购). */
    heading(place: ListingPlace<T['area']>): string;
    /** The detail page when the id is unknown. */
    missing: string;
    /** The member's list (我的二手车) and its publish link. */
    mine(place: ListingPlace<T['area']>): string;
    publish(place: ListingPlace<T['area']>): string;
  };
  paths: {
    index(place: ListingPlace<T['area']>): string;
    detail(place: ListingPlace<T['area']>, id: number): string;
    /** The member's list and edit pages. */
    mine(place: ListingPlace<T['area']>): string;
    edit(place: ListingPlace<T['area']>, id?: number): string;
  };
  read: {
    /** The filter rows (the attribute call). */
    filters?(place: ListingPlace<T['area']>): FilterRowsRead;
    /** Other reads the index makes on its first render (advertisements, categories). */
    index?(place: ListingPlace<T['area']>): RouteRead[];
    filterKeys: readonly FilterKey<T['list']>[];
    /** The list call: the URL's page, sort, keyword and filters as `query`, and the URL for a section's own keys. */
    list(place: ListingPlace<T['area']>, query: ListQuery<T['list']>, search: URLSearchParams): Read<T['list']>;
    detail(id: number): Read<T['detail']>;
    /** Other reads of the detail's first render (a new home's news). */
    more?(place: ListingPlace<T['area']>): RouteRead[];
    phone?(id: number): PhoneRead;
    mine(place: ListingPlace<T['area']>, query: { page: number; status?: T['status'] }): Read<T['mine']>;
    one(id: number): Read<T['one']>;
  };
  write: {
    create: WriteRole<[T['fields']]>;
    update: WriteRole<[T['fields'], number]>;
    status: WriteRole<[number, T['status']]>;
    remove?: WriteRole<[number]>;
  };
  /**
   * Where an item belongs (its area's key and tab), for sections whose detail URL names them: an id opened
   * under another area or tab is sent to its own URL (a new car under /carship/ercar/…).
   */
  placeOf?(item: DetailItem<T>): { area: string; tab: string };
  /** The member list's status tabs (default 全部 / 已发布 / 已下架). */
  statuses?: readonly StatusTab[];
  sorts(area: T['area']): readonly { value: string; label: string }[];
  /** Units of the range rows (price → 万). */
  units(area: T['area']): Record<string, string>;
}

/**
 * The half of a description the boot script carries (a section's reads.ts): where a page is and what it
 * reads first. The rest (labels, URLs, writes, sorts, units) loads with the pages.
 */
export type ListingReads<T extends ListingTypes = ListingTypes> = Pick<Listing<T>, 'key' | 'label' | 'areas' | 'place' | 'read'>;

/** A listing's lazy modules: `view.tsx` (the public pages' parts) and `form.tsx` (the edit form). */
export interface ListingModules<T extends ListingTypes> {
  view: () => Promise<{ default: ListingView<T> }>;
  form: () => Promise<{ default: ListingForm<T> }>;
}

/** A favourites kind: what 收藏 records for a section's items, and the tab 我的收藏 shows them under. */
export interface FavouriteKind {
  kind: OperationParams<'toggleFavourite'>['kind'];
  label: string;
}

/** The favourites kind of a listing (its section's name). */
export const favouriteKind = (listing: Pick<Listing, 'favourite' | 'label'>): FavouriteKind => ({ kind: listing.favourite, label: listing.label });
