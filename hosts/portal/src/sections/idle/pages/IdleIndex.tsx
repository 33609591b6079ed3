import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { ListingIndex, listResult } from '../../../app/listing/ListingIndex';
import { loadRegion } from '../../../app/lib/region';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { idleCard, type IdleItem } from '../card';
import { IDLE_SORTS, idleListRead } from '../params';
import '../idle.css';

/** The visitor's city (the header's region), as the items name it. */
const myCity = () => loadRegion().areaName ?? '盐城市';

/** /idle/index: advertisements, categories, filter rows, same city, sort, a picture-first grid and pager; all of it in the URL. */
export default function IdleIndex() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const ads = useRead(reads.idleAds({})).data ?? [];
  const tabs = useRead(reads.idleTab({})).data ?? [];
  const rows = useRead(reads.idleAttr({}));
  const list = useRead(idleListRead(search));
  const tab = Number(search.get('tab')) || 0;
  const city = search.get('city');
  const tabTo = (id: number) => {
    // a category starts again from its first page, keeping the same-city choice
    const next = new URLSearchParams(city ? { city } : {});
    if (id) next.set('tab', String(id));
    return `/idle/index${next.size ? `?${next}` : ''}`;
  };
  const heading = tabs.find((t) => t.id === tab)?.name ?? '闲置';
  return (
    <SectionLayout section="idle" filter={<span />} breadcrumb={[{ label: heading }]}>
      <ListingIndex<IdleItem>
        heading={heading}
        banner={
          ads.length > 0 && (
            <ul className="idle-ads" aria-label="闲置广告">
              {ads.map((a) => (
                <li key={a.id}>
                  {a.url.startsWith('/') ? (
                    <Link to={a.url}><img src={a.pic} alt={a.title} /></Link>
                  ) : (
                    <a href={a.url} target="_blank" rel="noopener noreferrer"><img src={a.pic} alt={a.title} /></a>
                  )}
                </li>
              ))}
            </ul>
          )
        }
        areas={[]}
        tabs={[{ label: '全部', to: tabTo(0), active: tab === 0 }, ...tabs.map((t) => ({ label: t.name, to: tabTo(t.id), active: t.id === tab }))]}
        rows={rows.data}
        units={{ price: '元' }}
        sorts={IDLE_SORTS}
        keywordPlaceholder="搜索闲置宝贝"
        search={search}
        onSearch={(next) => setSearch(next)}
        toolbar={
          <button
            type="button"
            className="listing__sort"
            aria-pressed={Boolean(city)}
            onClick={() => {
              const next = new URLSearchParams(search);
              next.delete('page');
              if (city) next.delete('city');
              else next.set('city', myCity());
              setSearch(next);
            }}
          >
            {city ? `同城 · ${city}` : '同城'}
          </button>
        }
        layout="grid"
        result={listResult<IdleItem>(list)}
        card={idleCard}
        getKey={(c) => c.id}
        onNavigate={(href) => navigate(href)}
      />
    </SectionLayout>
  );
}
