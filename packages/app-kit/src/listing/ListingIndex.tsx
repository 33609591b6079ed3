import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '@wz/sdk';
import { FilterBar, filtersFromSearch, filtersToSearch, ListingCard, PagedList, SearchBar, type ListingCardProps } from '@wz/ui';
import { filterGroups, type FilterRow } from './filters';
import { FilterDropdowns } from './FilterDropdowns';
import { pageOf } from './query';
import './listing.css';

export interface ListingNavItem {
  label: string;
  to: string;
  active: boolean;
}

export interface ListingIndexProps<T> {
  heading: string;
  /** Sub-areas (新房 / 二手房 / 租房) and tabs (房源 / 求购), as links. */
  areas: ListingNavItem[];
  tabs: ListingNavItem[];
  rows: readonly FilterRow[] | undefined;
  units?: Record<string, string>;
  sorts: readonly { value: string; label: string }[];
  /** The URL's query: filters, sort and page live there, so reload, back and a shared link keep them. */
  search: URLSearchParams;
  onSearch: (next: URLSearchParams) => void;
  result: { items?: readonly T[]; total?: number; loading: boolean; error?: unknown; retry: () => void };
  card: (item: T) => Omit<ListingCardProps, 'onNavigate'>;
  onNavigate: (href: string) => void;
  getKey: (item: T) => string | number;
  empty?: ReactNode;
  /** `list` (default): a card per line, picture left; `grid`: picture-first cards in columns. */
  layout?: 'list' | 'grid';
  /** Above the heading (a section's advertisements). */
  banner?: ReactNode;
  /** Beside the count (a section's own toggles, e.g. 同城). */
  toolbar?: ReactNode;
  /** A section's own controls between the tabs and the filter bar (logistics' origin → destination). */
  before?: ReactNode;
  /** A keyword box above the filters (`keyword` in the URL), for sections whose list call takes one. */
  keywordPlaceholder?: string;
  /** The city the list shows (none: every city) and the header's choice. */
  city?: { shown?: string | undefined; chosen?: string | undefined };
}

/** A row of links as pills (areas, tabs); the current one marked. */
export function NavRow({ items, label }: { items: ListingNavItem[]; label: string }) {
  if (!items.length) return null;
  return (
    <nav className="listing-nav" aria-label={label}>
      {items.map((i) => (
        <Link key={i.to} to={i.to} className="listing-nav__item" aria-current={i.active ? 'page' : undefined}>
          {i.label}
        </Link>
      ))}
    </nav>
  );
}

/** The list's keyword: searched within the chosen filters, shown with a way back to the whole list. */
function KeywordBox({ heading, placeholder, search, onSearch }: { heading: string; placeholder: string; search: URLSearchParams; onSearch: (next: URLSearchParams) => void }) {
  const keyword = search.get('keyword')?.trim() ?? '';
  const withKeyword = (k: string) => {
    const next = new URLSearchParams(search);
    if (k) next.set('keyword', k);
    else next.delete('keyword');
    onSearch(next);
  };
  return (
    <div className="listing__keyword">
      <SearchBar key={keyword} defaultValue={keyword} placeholder={placeholder} label={`${heading}搜索`} onSearch={withKeyword} />
      {keyword && (
        <button type="button" className="listing__sort" onClick={() => withKeyword('')}>
          清除关键词“{keyword}”
        </button>
      )}
    </div>
  );
}

/** The list's city (58同城: a city's lists) with a way to every city (`city=` empty) and back. */
function CityChoice({ shown, chosen, search, onSearch }: { shown?: string | undefined; chosen?: string | undefined; search: URLSearchParams; onSearch: (next: URLSearchParams) => void }) {
  const to = (city: string | null) => {
    const next = new URLSearchParams(search);
    if (city === null) next.delete('city');
    else next.set('city', city);
    onSearch(next);
  };
  if (shown)
    return (
      <div className="listing__city" role="group" aria-label="城市">
        <span className="listing__city-name">{shown}</span>
        <button type="button" className="listing__sort" onClick={() => to('')}>全部城市</button>
      </div>
    );
  if (!chosen) return null;
  return (
    <div className="listing__city" role="group" aria-label="城市">
      <button type="button" className="listing__sort" onClick={() => to(null)}>只看{chosen}</button>
    </div>
  );
}

/**
 * A list read as the index's `result`. A list answer whose code is not 200 shows an empty list (spec §4);
 * a network failure offers 重试.
 */
export function listResult<T>(list: { data?: unknown; error?: unknown; isLoading: boolean; mutate: () => unknown }): ListingIndexProps<T>['result'] {
  const refused = isApiError(list.error) && list.error.kind === 'api';
  const data = refused ? { lists: [], total: 0 } : (list.data as { lists: T[]; total: number } | undefined);
  return {
    ...(data ? { items: data.lists, total: data.total } : {}),
    loading: list.isLoading,
    error: refused ? undefined : list.error,
    retry: () => void list.mutate(),
  };
}

/** The engine's index page: sub-area and tab links, filter bar, sort and count, cards, pager. */
export function ListingIndex<T>(props: ListingIndexProps<T>) {
  const { search, onSearch, rows, result } = props;
  const groups = rows ? filterGroups(rows, props.units) : [];
  const page = pageOf(search);
  const sort = search.get('sort') ?? '0';
  const cardLayout = props.layout === 'grid' ? 'vertical' : 'horizontal';
  const set = (next: URLSearchParams) => {
    // a new filter or sort starts again at page 1
    next.delete('page');
    onSearch(next);
  };
  return (
    <div className="listing">
      {props.banner}
      <h1 className="listing__title">{props.heading}</h1>
      <NavRow items={props.areas} label="分类" />
      <NavRow items={props.tabs} label="信息类型" />
      {props.before}
      {props.keywordPlaceholder && <KeywordBox heading={props.heading} placeholder={props.keywordPlaceholder} search={search} onSearch={set} />}
      {/* rows of options from 768 px, one line of dropdowns below (CSS picks one) */}
      <div className="listing__filters-wide">
        <FilterBar
          groups={groups}
          loading={!rows}
          value={filtersFromSearch(search, groups)}
          onChange={(value) => set(filtersToSearch(value, search))}
        />
      </div>
      {rows && groups.length > 0 && (
        <div className="listing__filters-phone">
          <FilterDropdowns groups={groups} value={filtersFromSearch(search, groups)} onChange={(value) => set(filtersToSearch(value, search))} />
        </div>
      )}
      <div className="listing__bar">
        <p className="listing__count" aria-live="polite">
          {result.total === undefined ? '\u00a0' : <>共找到 <strong>{result.total}</strong> 条信息</>}
        </p>
        {props.city && <CityChoice {...props.city} search={search} onSearch={set} />}
        {props.toolbar}
        <div className="listing__sorts" role="group" aria-label="排序">
          {props.sorts.map((s) => (
            <button
              key={s.value}
              type="button"
              className="listing__sort"
              aria-pressed={sort === s.value}
              onClick={() => {
                const next = new URLSearchParams(search);
                if (s.value === '0') next.delete('sort');
                else next.set('sort', s.value);
                set(next);
              }}
            >
              {s.label}
            </button>
          ))}
        </div>
      </div>
      <PagedList.Root
        items={result.items}
        total={result.total ?? 0}
        page={page}
        loading={result.loading}
        error={result.error}
        onRetry={result.retry}
        onPageChange={(p) => {
          const next = new URLSearchParams(search);
          if (p > 1) next.set('page', String(p));
          else next.delete('page');
          onSearch(next);
        }}
      >
        <PagedList.Items<T> label={props.heading} getKey={props.getKey} layout={props.layout ?? 'list'} minColumnWidth={200} placeholder={<ListingCard href="#" title="" loading layout={cardLayout} headingLevel={2} />}>
          {(item) => <ListingCard {...props.card(item)} layout={cardLayout} headingLevel={2} onNavigate={props.onNavigate} />}
        </PagedList.Items>
        <PagedList.Empty>{props.empty ?? '暂无符合条件的信息，换个条件试试'}</PagedList.Empty>
        <PagedList.Error />
        <PagedList.Pager />
      </PagedList.Root>
    </div>
  );
}
