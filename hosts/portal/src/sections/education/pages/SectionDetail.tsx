import { useKewuDetail } from '@wz/sdk/react';
import { HtmlContent } from '@wz/ui';
import { DetailState } from '../DetailState';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { detailIdParams } from '../params';
import { teacherPath } from '../paths';

/** /teacher/sectionDetail?id: a course affair — title, stats, HTML content, cover. */
export default function SectionDetail() {
  const { id } = useQuery(detailIdParams);
  const detail = useKewuDetail({ id });
  const item = detail.data;
  return (
    <SectionLayout
      section="education"
      breadcrumb={[
        ...(item ? [{ label: '课务列表', to: teacherPath('sectionList', { teacher_id: item.teacher_id }) }] : []),
        { label: '课务详情' },
      ]}
    >
      <DetailState isLoading={detail.isLoading} error={detail.error} hasData={Boolean(item)}>
        {item ? (
          <article className="edu-card edu-detail">
            <h1 className="edu-title">{item.title}</h1>
            <p className="edu-muted">
              {item.inputtime} · 浏览 {item.clickcount} · 留言 {item.liuyancount}
            </p>
            {item.fengmian ? <img className="edu-cover" src={item.fengmian} alt={`${item.title}的封面`} width={320} height={180} /> : null}
            <HtmlContent html={item.content} empty={<p className="edu-muted">暂无内容</p>} />
          </article>
        ) : null}
      </DetailState>
    </SectionLayout>
  );
}
