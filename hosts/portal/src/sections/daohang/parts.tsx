// The directory's building blocks: a site link (outside, new tab, counted), grids and lists of them, adverts,
// the search box and the pager. Member text (names, descriptions) is rendered as text.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { OperationData } from '@wz/sdk';
import { useWrite } from '@wz/sdk/react';
import { isHttpUrl } from '@wz/ui';
import { MSG_EMPTY_SEARCH, searchPath } from './params';

export type Site = OperationData<'daohangTopSites'>['lists'][number];
type Ad = OperationData<'daohangIndexAds'>[number];

/** Counts a click on a site (fire and forget: the new tab opens whatever the answer). */
export function useCountClick(): (id: number) => void {
  const click = useWrite('daohangClick');
  return (id) => void click.trigger({ id }).catch(() => undefined);
}

function Logo({ site }: { site: Site }) {
  if (isHttpUrl(site.logo)) return <img className="dh-logo" src={site.logo} alt="" width={18} height={18} loading="lazy" decoding="async" />;
  const hue = [...site.name].reduce((h, c) => (h * 31 + c.codePointAt(0)!) % 360, 7);
  return (
    <span className="dh-logo dh-logo--letter" aria-hidden="true" style={{ ['--dh-hue' as string]: hue }}>
      {[...site.name][0]}
    </span>
  );
}

/** A listed site: opens in a new tab without handing it this page (noopener noreferrer); never a non-http(s) link. */
export function SiteLink({ site, onVisit }: { site: Site; onVisit: (id: number) => void }) {
  const body = (
    <>
      <Logo site={site} />
      <span className="dh-link__name">{site.name}</span>
    </>
  );
  if (!isHttpUrl(site.url)) return <span className="dh-link">{body}</span>;
  return (
    <a className="dh-link" href={site.url} target="_blank" rel="noopener noreferrer" title={site.jianjie ? `${site.name}：${site.jianjie}` : site.name} onClick={() => onVisit(site.id)}>
      {body}
    </a>
  );
}

/** Sites as a grid of links (the home's modules and top sites). */
export function SiteGrid({ sites, label, onVisit }: { sites: readonly Site[]; label: string; onVisit: (id: number) => void }) {
  return (
    <ul className="dh-grid" aria-label={label}>
      {sites.map((s) => (
        <li key={s.id}>
          <SiteLink site={s} onVisit={onVisit} />
        </li>
      ))}
    </ul>
  );
}

/** Sites with their description and address (a category page, search results). */
export function SiteList({ sites, label, onVisit }: { sites: readonly Site[]; label: string; onVisit: (id: number) => void }) {
  return (
    <ul className="dh-list" aria-label={label}>
      {sites.map((s) => (
        <li key={s.id}>
          <SiteLink site={s} onVisit={onVisit} />
          {s.jianjie ? <p>{s.jianjie}</p> : null}
          <small>
            {s.url.replace(/^https?:\/\//i, '').replace(/\/$/, '')} · {s.clicks} 次访问
          </small>
        </li>
      ))}
    </ul>
  );
}

/** Adverts: a portal path stays in the tab, an outside http(s) address opens a new one, anything else is not a link. */
export function Ads({ ads, label }: { ads: readonly Ad[] | undefined; label: string }) {
  if (!ads?.length) return null;
  return (
    <ul className="dh-ads" aria-label={label}>
      {ads.map((a, i) => {
        const body = (
          <>
            <img src={a.pic} alt="" width={600} height={200} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
            <span className="dh-ads__title">{a.title}</span>
          </>
        );
        return (
          <li key={a.id}>
            {a.url.startsWith('/') && !a.url.startsWith('//') ? (
              <Link to={a.url}>{body}</Link>
            ) : isHttpUrl(a.url) ? (
              <a href={a.url} target="_blank" rel="noopener noreferrer">{body}</a>
            ) : (
              <span>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The site search: a GET form (works without JavaScript); an empty keyword is refused with the spec's text. */
export function SearchBox({ keyword = '' }: { keyword?: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  return (
    <form className="dh-search" method="get" action="/daohang/search" role="search" aria-label="网址搜索"
      onSubmit={(e) => {
        e.preventDefault();
        const value = String(new FormData(e.currentTarget).get('keyword') ?? '').trim();
        if (!value) {
          setError(MSG_EMPTY_SEARCH);
          return;
        }
        setError('');
        navigate(searchPath(value));
      }}
    >
      <input type="search" name="keyword" defaultValue={keyword} key={keyword} placeholder="搜索网站名称、简介或网址" aria-label="搜索网址" maxLength={50} aria-invalid={error ? true : undefined} aria-describedby={error ? 'dh-search-error' : undefined} />
      <button type="submit">搜索</button>
      {error ? <p id="dh-search-error" className="dh-search__error" role="alert">{error}</p> : null}
    </form>
  );
}

/** 上一页 / 下一页 as links (the page is in the URL). */
export function Pager({ page, total, perPage, href }: { page: number; total: number; perPage: number; href: (page: number) => string }) {
  if (total <= perPage) return null;
  return (
    <nav className="dh-pages" aria-label="翻页">
      {page > 1 ? <Link to={href(page - 1)}>上一页</Link> : null}
      <span>
        第 {page} / {Math.ceil(total / perPage)} 页
      </span>
      {page * perPage < total ? <Link to={href(page + 1)}>下一页</Link> : null}
    </nav>
  );
}
