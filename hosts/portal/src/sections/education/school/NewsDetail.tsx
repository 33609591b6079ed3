import type { ApiError } from '@wz/sdk';
import { HtmlContent } from '@wz/ui';
import { DetailState } from '../DetailState';

interface News {
  title: string;
  inputtime?: string | null;
  content?: string | null;
  pic?: string | null;
}

/** Title, publish time, picture and HTML content of a notice, centre notice or campus life/style item. */
export function NewsDetail({ item, isLoading, error }: { item: News | null | undefined; isLoading: boolean; error: ApiError | undefined }) {
  return (
    <DetailState isLoading={isLoading} error={error} hasData={Boolean(item)}>
      {item ? (
        <article className="edu-card edu-detail">
          <h1 className="edu-title">{item.title}</h1>
          {item.inputtime ? <p className="edu-muted">发布时间：{item.inputtime}</p> : null}
          {item.pic ? <img className="edu-cover" src={item.pic} alt={item.title} width={480} height={270} /> : null}
          <HtmlContent html={item.content} empty={<p className="edu-muted">暂无内容</p>} />
        </article>
      ) : null}
    </DetailState>
  );
}
