import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchRead, isApiError, type Read } from '@wz/sdk';
import { usePortalClient, useRead } from '@wz/sdk/react';
import { DetailSection, ListingCard, toast, type DataTableColumn, type DetailFrameProps, type ListingCardProps } from '@wz/ui';
import { writeErrorText } from '../lib/writeError';
import { SectionLayout } from '../frame';
import { listQuery, type DetailItem, type ListingPlace, type Listing, type ListingTypes, type ListItem, type MineItem } from './describe';
import { withListCity, listCity } from './city';
import { useChosenCity, usePlace, useWriteRole } from './hooks';
import { ListingDetail, type ListingDetailProps } from './ListingDetail';
import { ListingIndex, listResult, type ListingIndexProps, type ListingNavItem } from './ListingIndex';

type Place<T extends ListingTypes> = ListingPlace<T['area']>;

/** What a section adds to its index: its own blocks, and how its list is laid out. */
export interface IndexParts<T extends ListingTypes> {
  layout?: 'list' | 'grid';
  /** A keyword box above the filters (`keyword` in the URL). */
  keyword?: string;
  empty?: ReactNode;
  /** Parts that need the page's state (a read, the URL): heading and tabs from a call, banner, toolbar, a block above the filters. */
  useParts?(place: Place<T>, search: URLSearchParams, onSearch: (next: URLSearchParams) => void): Partial<Pick<ListingIndexProps<unknown>, 'heading' | 'tabs' | 'banner' | 'toolbar' | 'before'>>;
}

/** What a section shows on its detail page, beyond the engine's gallery, 收藏 / 分享 and contact. */
export interface DetailParts<T extends ListingTypes> {
  /** Instead of the view's `price` as the engine shows it. */
  price?(item: DetailItem<T>): ReactNode;
  facts(item: DetailItem<T>, place: Place<T>): DetailFrameProps['facts'];
  /** The sections below the facts (description, location, the section's own blocks). */
  blocks(item: DetailItem<T>, place: Place<T>): ReactNode;
  /** Parts that need the page's state: breadcrumb, back link, the item as shown, contact, share, the phone. */
  useParts?(place: Place<T>, item: DetailItem<T> | undefined): Partial<Pick<ListingDetailProps, 'breadcrumb' | 'back' | 'item' | 'contactRole' | 'share' | 'revealPhone' | 'contact'>>;
}

/** The member list's columns and a section's own row actions and panel. */
export interface ManageParts<T extends ListingTypes> {
  columns(place: Place<T>): DataTableColumn<MineItem<T>>[];
  statusText?(item: MineItem<T>): string;
  /** A hook giving the row's own buttons (改价, 标记已售). */
  useActions?(): (item: MineItem<T>) => ReactNode;
  /** Below the list (who contacted me). */
  Panel?: ComponentType;
}

/** An amount in 元 shown in `unit` after dividing by `scale` (万: 10 000). */
export interface PriceUnit {
  unit: string;
  scale?: number;
}

/** How an item's price reads: the engine puts it on the card, the detail and the member's list. */
export interface PricePart<T extends ListingTypes> {
  amount(item: ListItem<T> | DetailItem<T> | MineItem<T>): number;
  unit(item: ListItem<T> | DetailItem<T> | MineItem<T>): PriceUnit;
}

/** 86000 in 万 → 8.6 万 (two decimals at most); 0 → 面议. */
export function priceText(amount: number, { unit, scale = 1 }: PriceUnit): { price: string; priceUnit: string } {
  if (!amount) return { price: '面议', priceUnit: '' };
  return { price: String(Math.round((amount / scale) * 100) / 100), priceUnit: unit };
}

const priceOf = <T extends ListingTypes>(part: PricePart<T>, item: ListItem<T> | DetailItem<T> | MineItem<T>) => priceText(part.amount(item), part.unit(item));

export interface ViewParts<T extends ListingTypes> {
  /** The card (its price comes from `price` when the view describes it). */
  card(item: ListItem<T>): Omit<ListingCardProps, 'onNavigate'>;
  price?: PricePart<T>;
  index?: IndexParts<T>;
  detail: DetailParts<T>;
  manage: ManageParts<T>;
}

/** A section's view module: its parts, and the engine's index and detail pages bound to them. */
export interface ListingView<T extends ListingTypes> extends ViewParts<T> {
  listing: Listing<T>;
  Index: ComponentType;
  Detail: ComponentType;
}

/** A price as the detail shows it: 8.6 万, 面议. */
export function Price({ price, priceUnit }: { price: string; priceUnit: string }) {
  return <p className="listing-price"><strong>{price}</strong> {priceUnit}</p>;
}

function IndexPage<T extends ListingTypes>({ view }: { view: ListingView<T> }) {
  const { listing } = view;
  const place = usePlace(listing);
  const { area, tab } = place;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const rows = useRead(listing.read.filters?.(place) ?? null);
  const chosen = useChosenCity();
  const list = useRead(listing.read.list(place, withListCity(listQuery(search, listing.read.filterKeys), search, chosen), search) as Read);
  const own = view.index?.useParts?.(place, search, setSearch) ?? {};
  const heading = own.heading ?? listing.labels.heading(place);
  const nav = (items: readonly { key: string; label: string }[], to: (key: string) => string, active: string): ListingNavItem[] =>
    items.map((i) => ({ label: i.label, to: to(i.key), active: i.key === active }));
  const areas = listing.areas.length > 1 ? nav(listing.areas, (key) => listing.paths.index({ ...place, area: listing.areas.find((a) => a.key === key)! }), area.key) : [];
  return (
    <SectionLayout section={listing.key} filter={<span />} breadcrumb={[{ label: heading }]}>
      <ListingIndex<ListItem<T>>
        heading={heading}
        areas={areas}
        tabs={own.tabs ?? nav(listing.tabs(area), (key) => listing.paths.index({ ...place, tab: key }), tab)}
        rows={rows.data as ListingIndexProps<unknown>['rows']}
        units={listing.units(area)}
        sorts={listing.sorts(area)}
        search={search}
        onSearch={(next) => setSearch(next)}
        result={listResult<ListItem<T>>(list)}
        city={{ shown: listCity(search, chosen), chosen }}
        card={view.card}
        getKey={(item) => (item as { id: number }).id}
        onNavigate={(href) => navigate(href)}
        {...(view.index?.layout ? { layout: view.index.layout } : {})}
        {...(view.index?.keyword ? { keywordPlaceholder: view.index.keyword } : {})}
        {...(view.index?.empty ? { empty: view.index.empty } : {})}
        banner={own.banner}
        toolbar={own.toolbar}
        before={own.before}
      />
    </SectionLayout>
  );
}

/** Listings like a missing one: the first of its area's list (58同城 and 安居客 show 相似房源 there). */
function Similar<T extends ListingTypes>({ view, place }: { view: ListingView<T>; place: Place<T> }) {
  const { listing } = view;
  const navigate = useNavigate();
  const list = useRead(listing.read.list({ ...place, id: 0 }, {}, new URLSearchParams()) as Read);
  const items = ((list.data as { lists?: ListItem<T>[] } | undefined)?.lists ?? []).filter((i) => (i as { id: number }).id !== place.id).slice(0, 4);
  if (!items.length) return null;
  const title = `相似${listing.what(place)}`;
  return (
    <DetailSection title={title}>
      <ul className="listing-similar" aria-label={title}>
        {items.map((item) => (
          <li key={(item as { id: number }).id}>
            <ListingCard {...view.card(item)} layout="horizontal" headingLevel={3} onNavigate={(href) => navigate(href)} />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/** Replaces the URL once the app runs (the server's HTML of a wrong URL stays empty: no <Navigate> there). */
function MovedTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

function DetailPage<T extends ListingTypes>({ view }: { view: ListingView<T> }) {
  const { listing, detail } = view;
  const place = usePlace(listing);
  const { area, id } = place;
  const client = usePortalClient();
  const { data, error, isLoading, mutate } = useRead(id ? (listing.read.detail(id) as Read) : null);
  const setStatus = useWriteRole(listing.write.status);
  const item = data as DetailItem<T> | undefined;
  const missing = !id || (isApiError(error) && error.kind === 'api');
  const what = listing.what(place);
  const title = (item as { title?: string } | undefined)?.title;
  const own = detail.useParts?.(place, item) ?? {};
  const { phone } = listing.read;
  const shown = item && !isLoading ? (own.item ?? (item as unknown as ListingDetailProps['item'])) : undefined;
  // only its owner gets a taken-down listing (status 0) from the detail call
  const mine = item as { mine?: boolean; status?: number } | undefined;
  const offline = mine?.mine === true && mine.status === 0;
  const relist = () =>
    setStatus(id, 1 as T['status']).then(
      () => {
        toast.success('已重新上架');
        return mutate();
      },
      (e: unknown) => toast.error(writeErrorText(e, '操作失败', '操作失败，请稍后重试')),
    );
  // an id opened under another area or tab: to its own URL (unknown there: as missing)
  const home = item && !isLoading ? listing.placeOf?.(item) : undefined;
  const homeArea = home && listing.areas.find((a) => a.key === home.area);
  if (home && homeArea && (homeArea.key !== area.key || home.tab !== place.tab))
    return <MovedTo to={listing.paths.detail({ ...place, area: homeArea, tab: home.tab }, id)} />;
  return (
    <ListingDetail
      section={listing.key}
      breadcrumb={own.breadcrumb ?? [{ label: area.label, to: listing.paths.index(place) }, { label: title ?? `${what}详情` }]}
      missing={missing || (home !== undefined && !homeArea)}
      missingText={listing.labels.missing}
      similar={<Similar view={view} place={place} />}
      {...(offline ? { offline: { relist } } : {})}
      {...(own.contact ? { contact: own.contact } : {})}
      back={own.back ?? { label: `返回${area.label}列表`, to: listing.paths.index(place) }}
      {...(shown ? { item: shown } : {})}
      favourite={{ kind: listing.favourite, id }}
      galleryLabel={`${what}图片`}
      price={item && (detail.price ? detail.price(item) : view.price && <Price {...priceOf(view.price, item)} />)}
      facts={item ? detail.facts(item, place) : []}
      contactRole={own.contactRole ?? (place.tab === 'demand' ? '发布人' : '联系人')}
      {...(own.share ? { share: own.share } : {})}
      revealPhone={own.revealPhone ?? (() => (phone ? fetchRead(client, phone(id) as Read).then((r) => (r as { phone: string }).phone) : Promise.resolve('')))}
    >
      {item && detail.blocks(item, place)}
    </ListingDetail>
  );
}

/** A section's view module: `export default defineView(listing, { card, detail, manage })`. */
export function defineView<T extends ListingTypes>(listing: Listing<T>, parts: ViewParts<T>): ListingView<T> {
  const { price, card } = parts;
  const view: ListingView<T> = {
    ...parts,
    card: (item) => ({ ...(price && priceOf(price, item)), ...card(item) }),
    manage: price ? { ...parts.manage, columns: (place) => [priceColumn(price), ...parts.manage.columns(place)] } : parts.manage,
    listing,
    Index: () => <IndexPage view={view} />,
    Detail: () => <DetailPage view={view} />,
  };
  return view;
}

const priceColumn = <T extends ListingTypes>(price: PricePart<T>): DataTableColumn<MineItem<T>> => ({
  key: 'price',
  title: '价格',
  value: (item) => {
    const p = priceOf(price, item);
    return `${p.price}${p.priceUnit}`;
  },
});
