import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EMPTY_KEYWORD_MESSAGE, Pager } from '@wz/ui';
import { useRead } from '@wz/sdk/react';
import { Breadcrumb } from '../../../app/shell/Breadcrumb';
import { LONG_KEYWORD_MESSAGE, searchPath } from '../../../app/lib/search';
import { searchQuery } from '../params';
import { keywordWords } from '../parts/Highlight';
import { SearchHitItem } from '../parts/SearchHitItem';
import '../search.css';

const PAGE_SIZE = 10;

/**
 * /search?keyword=…&channel=…&page=…: one search over every section (searchGroups). Tabs 全部 and one per channel
 * with its count; 全部 shows each channel's best hits with a link to the rest, a channel its ranked, paged hits.
 */
export default function Search() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { keyword, channel, page, tooLong, groups: read } = searchQuery(params);
  const { data, error, isLoading } = useRead(read);
  const words = keywordWords(keyword);
  const current = data?.groups.find((g) => g.channel === channel);

  return (
    <div className="container search-page">
      <Breadcrumb items={[{ label: '首页', to: '/' }, { label: '搜索结果' }]} />
      <h1 className="search-page__title">
        {keyword ? (
          <>
            “{keyword}”的搜索结果
            {data ? <span className="muted">（共 {data.total} 条）</span> : null}
          </>
        ) : (
          '站内搜索'
        )}
      </h1>
      {!keyword ? <p className="muted">{EMPTY_KEYWORD_MESSAGE}</p> : null}
      {tooLong ? (
        <p className="state-panel" role="alert">
          {LONG_KEYWORD_MESSAGE}
        </p>
      ) : null}

      {data ? (
        <nav className="search-tabs" aria-label="搜索栏目">
          <Link to={searchPath(keyword)} className="search-tab" aria-current={channel === '' ? 'page' : undefined}>
            全部 <span className="search-tab__count">{data.total}</span>
          </Link>
          {data.channels.map((c) => (
            <Link
              key={c.channel}
              to={searchPath(keyword, c.channel)}
              className={c.count ? 'search-tab' : 'search-tab search-tab--empty'}
              aria-current={channel === c.channel ? 'page' : undefined}
            >
              {c.name} <span className="search-tab__count">{c.count}</span>
            </Link>
          ))}
        </nav>
      ) : null}

      {isLoading ? (
        <ul className="search-results" aria-hidden="true" data-testid="search-skeleton">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="search-hit">
              <span className="search-hit__link">
                <span className="skeleton search-hit__pic" />
                <span>
                  <span className="skeleton skeleton--line" style={{ width: '40%' }} />
                  <span className="skeleton skeleton--line" />
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="state-panel" role="alert">
          搜索失败：{error.message}
        </p>
      ) : null}

      {data && data.total === 0 ? (
        <p className="state-panel" data-testid="search-empty">
          没有找到与“{keyword}”相关的内容，换个关键词试试。
        </p>
      ) : null}

      {data && data.total > 0 && !channel ? (
        <div className="search-groups" data-testid="search-results">
          {data.groups.map((g) => (
            <section key={g.channel} className="search-group" aria-labelledby={`search-group-${g.channel}`}>
              <h2 id={`search-group-${g.channel}`} className="search-group__title">
                {g.name}
                <span className="muted">共 {g.count} 条</span>
              </h2>
              <ol className="search-results">
                {g.lists.map((hit) => (
                  <SearchHitItem key={`${hit.menu_en}-${hit.id}`} hit={hit} words={words} />
                ))}
              </ol>
              {g.count > g.lists.length ? (
                <Link to={searchPath(keyword, g.channel)} className="search-group__more">
                  查看全部 {g.count} 条{g.name}结果 ›
                </Link>
              ) : null}
            </section>
          ))}
        </div>
      ) : null}

      {data && channel && current ? (
        current.lists.length === 0 ? (
          <p className="state-panel" data-testid="search-empty">
            {current.name}中没有找到与“{keyword}”相关的内容。
          </p>
        ) : (
          <>
            <ol className="search-results" data-testid="search-results">
              {current.lists.map((hit) => (
                <SearchHitItem key={`${hit.menu_en}-${hit.id}`} hit={hit} words={words} />
              ))}
            </ol>
            <Pager
              total={current.count}
              page={page}
              pageSize={PAGE_SIZE}
              onChange={(p) => {
                navigate(`${searchPath(keyword, channel)}${p > 1 ? `&page=${p}` : ''}`);
                window.scrollTo(0, 0);
              }}
            />
          </>
        )
      ) : null}
    </div>
  );
}
