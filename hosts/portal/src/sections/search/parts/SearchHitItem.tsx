import { Link } from 'react-router-dom';
import { isHttpUrl } from '@wz/ui';
import type { OperationData } from '@wz/sdk';
import { isInternalPath } from '../../../app/lib/url';
import { Highlight } from './Highlight';

type Hit = OperationData<'searchGroups'>['groups'][number]['lists'][number];

/** One hit: cover, title with the keyword's words marked, summary, channel and date; the whole card links to its detail. */
export function SearchHitItem({ hit, words }: { hit: Hit; words: readonly string[] }) {
  const body = (
    <>
      {hit.pic ? (
        <img className="search-hit__pic" src={hit.pic} alt="" width={160} height={100} loading="lazy" />
      ) : (
        <span className="search-hit__pic search-hit__pic--none" aria-hidden="true">
          {hit.menu_cn}
        </span>
      )}
      <span className="search-hit__text">
        <span className="search-hit__title">
          <Highlight text={hit.title} words={words} />
        </span>
        {hit.jianjie ? <span className="search-hit__summary">{hit.jianjie}</span> : null}
        <span className="search-hit__meta">
          <span className="chip">{hit.menu_cn}</span> {hit.inputtime.startsWith('1970') ? '' : hit.inputtime.slice(0, 10)}
        </span>
      </span>
    </>
  );
  return (
    <li className="search-hit">
      {isInternalPath(hit.url) ? (
        <Link to={hit.url} className="search-hit__link">
          {body}
        </Link>
      ) : isHttpUrl(hit.url) ? (
        <a href={hit.url} className="search-hit__link" target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <div className="search-hit__link">{body}</div>
      )}
    </li>
  );
}
