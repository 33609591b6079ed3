/**
 * The listing engine, React-free half: a description (describe.ts) becomes the section's routes with
 * their first reads, and the page loaders of its user-centre entries. The pages themselves are in
 * view.tsx (index, detail), manage.tsx (the member's list) and form.tsx (the edit form).
 */
import type { PageLoader, PageModule, RouteNode, RouteParams, RouteRead } from '../routing/route';
import type { UserArea, UserPage } from '../routing/userArea';
import { withListCity } from './city';
import { listQuery, type ListingReads, type ListingModules, type ListingPages, type ListingPlace, type ListingTypes, type PageExtra } from './describe';

/** The page loaders of a listing: one per page kind, so each page is one component wherever it is used. */
export interface ListingLoaders<T extends ListingTypes = ListingTypes> {
  listing: ListingReads<T>;
  index: PageLoader;
  detail: PageLoader;
  /** The member's list (status tabs) and edit form. */
  mine: PageLoader;
  edit: PageLoader;
}


/** A read of the description as a route's first read (its operation is the description's own). */
const asRouteRead = (read: object) => read as RouteRead;

/**
 * The page loaders of a listing, made once in the section's routes.ts (its routes and its user-centre
 * entries share them). The view module is the public pages' chunk: the server preloads it, and its
 * styles, by its source.
 */
export function listingLoaders<T extends ListingTypes>(listing: ListingReads<T>, modules: ListingModules<T>): ListingLoaders<T> {
  const viewPage = (pick: 'Index' | 'Detail'): PageLoader => () =>
    modules.view().then((m): PageModule => ({ default: m.default[pick], ...sourceOf(m) }));
  return {
    listing,
    index: viewPage('Index'),
    detail: viewPage('Detail'),
    mine: () => Promise.all([import('./manage'), modules.view()]).then(([m, v]) => ({ default: m.managePage(v.default) })),
    edit: () => Promise.all([import('./form'), modules.form()]).then(([m, f]) => ({ default: m.editPage(f.default) })),
  };
}

const sourceOf = (m: object): Pick<PageModule, '__source'> => {
  const source = (m as PageModule).__source;
  return source ? { __source: source } : {};
};

/** The reads of an index page's first render: filter rows, the section's others, the list (in the chosen city). */
export function indexReads<T extends ListingTypes>(listing: ListingReads<T>, place: ListingPlace<T['area']>, search: URLSearchParams): RouteRead[] {
  const { read } = listing;
  return [
    ...(read.filters ? [asRouteRead(read.filters(place))] : []),
    ...(read.index?.(place) ?? []),
    asRouteRead(read.list(place, withListCity(listQuery(search, read.filterKeys), search), search)),
  ];
}

/** The reads of a detail page's first render. */
export function detailReads<T extends ListingTypes>(listing: ListingReads<T>, place: ListingPlace<T['area']>): RouteRead[] {
  return place.id > 0 ? [asRouteRead(listing.read.detail(place.id)), ...(listing.read.more?.(place) ?? [])] : [];
}

/** The section's routes: its frame (banner, menus) and the children it places there, the engine's pages among them. */
export function listingRoutes<T extends ListingTypes>(loaders: ListingLoaders<T>, children: (pages: ListingPages) => RouteNode[]): RouteNode[] {
  const { listing } = loaders;
  const placeOf = (search: URLSearchParams, params: RouteParams = {}, fixed: RouteParams = {}) =>
    listing.place({ params: { ...params, ...fixed }, search });
  const page = (load: PageLoader, reads: (place: ListingPlace<T['area']>, search: URLSearchParams) => RouteRead[]) =>
    (path: string, { fixed, ...extra }: PageExtra = {}): RouteNode => ({
      path,
      page: load,
      ...extra,
      reads: (search, params) => reads(placeOf(search, params, fixed), search),
    });
  const pages: ListingPages = {
    index: page(loaders.index, (place, search) => indexReads(listing, place, search)),
    detail: page(loaders.detail, (place) => detailReads(listing, place)),
  };
  // the host's route table gives a section node (banner: section) its frame's first reads
  return [{ path: listing.key, meta: { section: listing.key, title: listing.label, banner: 'section' }, children: children(pages) }];
}

/**
 * A listing's user-centre pages: the member's list (status tabs) and the publish / edit form, named after
 * what is listed (房源列表, 发布/编辑房源); `sample` fills the list's segments for menus and the crawl.
 */
export function listingUserPages(loaders: Pick<ListingLoaders, 'mine' | 'edit'>, what: string, paths: { list: string; edit: string; sample?: Record<string, string> }): UserPage[] {
  const { sample } = paths;
  return [
    { path: paths.list, label: `${what}列表`, page: loaders.mine, ...(sample ? { sample } : {}) },
    { path: paths.edit, label: `发布/编辑${what}`, page: loaders.edit, ...(sample ? { sample: { ...sample, id: '1' } } : {}) },
  ];
}

/** A listing's user-centre area under 分类信息 (/user/{path}): its list and edit pages. */
export function listingUserArea(
  loaders: Pick<ListingLoaders, 'mine' | 'edit'>,
  area: { path: string; label: string; what: string; list?: string; edit?: string; sample?: Record<string, string> },
): UserArea {
  const { path, label, what, list = 'list', edit = 'edit', sample } = area;
  return { group: '分类信息', path, label, pages: listingUserPages(loaders, what, { list, edit, ...(sample ? { sample } : {}) }) };
}
