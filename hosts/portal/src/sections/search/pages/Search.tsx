import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EMPTY_KEYWORD_MESSAGE, isHttpUrl, Pager } from '@wz/ui';
import { useRead } from '@wz/sdk/react';
import { isInternalPath } from '../../../app/lib/url';
import { Breadcrumb } from '../../../app/shell/Breadcrumb';
import { searchQuery } from '../params';
import '../search.css';

const PAGE_SIZE = 10;

/** Marks every occurrence of the keyword in a title (text only; no HTML from the server is rendered). */
function Highlight({ text, keyword }: { text: string; keyword: string }) {
  if (!keyword) return <>{text}</>;
  const parts = text.split(keyword);
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>
          {p}
          {i < parts.length - 1 ? <mark>{keyword}</mark> : null}
        </Fragment>
      ))}
    </>
  );
}

/** /search?keyword=…&page=…&menu_en=…: per-section counts (searchCount) and paged hits (search). */
export default function Search() {
  const [params, setParams] = useSearchParams();
  const { keyword, page, section, count, hits: hitsRead } = searchQuery(params);
  const counts = useRead(count);
  const hits = useRead(hitsRead);

  function update(next: Record<string, string | undefined>) {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === '') p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  }

  return (
    <div className="container search-page">
      <Breadcrumb items={[{ label: '首页', to: '/' }, { label: '搜索结果' }]} />
      <h1 className="search-page__title">
        {keyword ? (
          <>
            “{keyword}”的搜索结果
            {counts.data ? <span className="muted">（共 {counts.data.total} 条）</span> : null}
          </>
        ) : (
          '站内搜索'
        )}
      </h1>
      {!keyword ? <p className="muted">{EMPTY_KEYWORD_MESSAGE}</p> : null}

      {keyword ? (
        <div className="section-filter" role="group" aria-label="按栏目筛选">
          <button
            type="button"
            className={section === '' ? 'chip chip--active' : 'chip'}
            aria-pressed={section === ''}
            onClick={() => update({ menu_en: undefined, page: undefined })}
          >
            全部{counts.data ? `（${counts.data.total}）` : ''}
          </button>
          {counts.isLoading ? (
            <span className="skeleton skeleton--word" aria-hidden="true" />
          ) : null}
          {(counts.data?.sections ?? [])
            .filter((s) => s.count > 0)
            .map((s) => (
              <button
                key={s.menu_en}
                type="button"
                className={section === s.menu_en ? 'chip chip--active' : 'chip'}
                aria-pressed={section === s.menu_en}
                onClick={() => update({ menu_en: s.menu_en, page: undefined })}
              >
                {s.menu_cn}（{s.count}）
              </button>
            ))}
        </div>
      ) : null}

      {hits.isLoading ? (
        <ul className="search-results" aria-hidden="true" data-testid="search-skeleton">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="search-hit">
              <span className="skeleton search-hit__pic" />
              <span>
                <span className="skeleton skeleton--line" style={{ width: '40%' }} />
                <span className="skeleton skeleton--line" />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {hits.error ? (
        <p className="state-panel" role="alert">
          搜索失败：{hits.error.message}
        </p>
      ) : null}
      {hits.data ? (
        hits.data.lists.length === 0 ? (
          <p className="state-panel" data-testid="search-empty">
            没有找到与“{keyword}”相关的内容，换个关键词试试。
          </p>
        ) : (
          <>
            <ol className="search-results" data-testid="search-results">
              {hits.data.lists.map((hit) => {
                const body = (
                  <>
                    <img
                      className="search-hit__pic"
                      src={hit.pic}
                      alt=""
                      width={160}
                      height={100}
                      loading="lazy"
                    />
                    <span className="search-hit__text">
                      <span className="search-hit__title">
                        <Highlight text={hit.title} keyword={keyword} />
                      </span>
                      <span className="search-hit__summary">{hit.jianjie}</span>
                      <span className="search-hit__meta">
                        <span className="chip">{hit.menu_cn}</span> {hit.inputtime}
                      </span>
                    </span>
                  </>
                );
                return (
                  <li key={`${hit.menu_en}-${hit.id}`} className="search-hit">
                    {isInternalPath(hit.url) ? (
                      <Link to={hit.url} className="search-hit__link">
                        {body}
                      </Link>
                    ) : isHttpUrl(hit.url) ? (
                      <a
                        href={hit.url}
                        className="search-hit__link"
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {body}
                      </a>
                    ) : (
                      <div className="search-hit__link">{body}</div>
                    )}
                  </li>
                );
              })}
            </ol>
            <Pager
              total={hits.data.total}
              page={page}
              pageSize={PAGE_SIZE}
              onChange={(p) => {
                update({ page: p === 1 ? undefined : String(p) });
                window.scrollTo(0, 0);
              }}
            />
          </>
        )
      ) : null}
    </div>
  );
}
