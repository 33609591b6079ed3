import { isHttpUrl } from '@wz/ui';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import type { TuijianBlock } from '../../../app/lib/api';
import { isInternalPath } from '../../../app/lib/url';
import { Channels } from './Channels';
import '../home.css';

function ItemLink({
  url,
  children,
  className,
}: {
  url: string;
  children: React.ReactNode;
  className?: string;
}) {
  if (isInternalPath(url)) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  if (isHttpUrl(url)) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}

/** One recommendation block (TJ01–TJ10): title, then items with picture, title, summary and link. */
function Block({ block, eager }: { block: TuijianBlock; eager: boolean }) {
  const headingId = `tj-${block.tplnum}`;
  return (
    <section
      className={`tj tj--${block.tplnum.toLowerCase()}`}
      aria-labelledby={headingId}
      data-tplnum={block.tplnum}
    >
      <h2 id={headingId} className="tj__title">
        {block.tpltitle}
      </h2>
      {block.data.length === 0 ? (
        <p className="muted">暂无推荐内容</p>
      ) : (
        <ul className="tj__list">
          {block.data.map((item, i) => (
            <li key={`${item.url}-${i}`} className="tj__item">
              <ItemLink url={item.url} className="tj__link">
                <img
                  className="tj__pic"
                  src={item.pic}
                  alt=""
                  width={320}
                  height={200}
                  loading={eager && i < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <span className="tj__name">{item.title}</span>
              </ItemLink>
              <p className="tj__summary">{item.jianjie}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BlocksSkeleton() {
  return (
    <div className="tj-skeleton" aria-hidden="true" data-testid="home-skeleton">
      {Array.from({ length: 2 }, (_, b) => (
        <div key={b} className="tj">
          <span className="skeleton skeleton--line" style={{ width: 160 }} />
          <div className="tj__list">
            {Array.from({ length: 4 }, (_, i) => (
              <span key={i} className="skeleton skeleton--card" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Home: the banner, then the ten recommendation blocks from getTuijianList. */
export default function Home() {
  const { data, error, isLoading } = useRead(reads.getTuijianList());
  // The ten blocks render in an interruptible pass: SWR's update is synchronous, and rendering every
  // block in it would block the main thread for long on a slow phone.
  const shown = useDeferredValue(data);
  const blocks = useMemo(
    () => [...(shown ?? [])].sort((a, b) => a.tplnum.localeCompare(b.tplnum)),
    [shown],
  );
  return (
    <div className="home">
      <h1 className="visually-hidden">分类信息门户首页</h1>
      <div className="container">
        <Channels />
        {isLoading || (data && !shown) ? <BlocksSkeleton /> : null}
        {error ? (
          <p className="state-panel" role="alert">
            推荐内容加载失败：{error.message}
          </p>
        ) : null}
        {blocks.map((block, i) => (
          <Block key={block.tplnum} block={block} eager={i === 0} />
        ))}
      </div>
    </div>
  );
}
