import { Link } from 'react-router-dom';
import { useCoursewareDetail } from '@wz/sdk/react';
import { HtmlContent, isHttpUrl } from '@wz/ui';
import { Comments } from '../courseware/Comments';
import { DetailState } from '../DetailState';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { textCoursewareDetailParams } from '../params';
import { teacherPath } from '../paths';

/** /teacher/textCoursewareDetail?id&type (type default 1): the embedded file, introduction, cover, comments. */
export default function TextCoursewareDetail() {
  const query = useQuery(textCoursewareDetailParams);
  const { id } = query;
  const detail = useCoursewareDetail(query);
  const doc = detail.data;
  const teacherId = doc ? Number(doc.teacher_id) : null;

  return (
    <SectionLayout
      section="education"
      breadcrumb={[
        ...(teacherId ? [{ label: '文本课件', to: teacherPath('textCoursewareList', { teacher_id: teacherId }) }] : []),
        { label: '文本课件详情' },
      ]}
    >
      <DetailState isLoading={detail.isLoading} error={detail.error} hasData={Boolean(doc)}>
        {doc ? (
          <article className="edu-card edu-detail">
            <h1 className="edu-title">{doc.title}</h1>
            <p className="edu-muted">
              {doc.inputtime} · 浏览 {doc.clickcount} · 留言 {doc.liuyancount}
              {teacherId ? (
                <>
                  {' · '}
                  <Link to={teacherPath('teacherDetail', { id: teacherId, type: 3 })}>查看老师</Link>
                </>
              ) : null}
            </p>
            {isHttpUrl(doc.fileurl) ? (
              <>
                {/* The document is served by the API's media host; sandboxed without scripts. */}
                <iframe className="edu-file" src={doc.fileurl} title={`${doc.title}（课件文件）`} sandbox="" loading="lazy" />
                <p>
                  <a href={doc.fileurl} target="_blank" rel="noopener noreferrer">
                    在新窗口打开课件
                  </a>
                </p>
              </>
            ) : (
              <p className="edu-muted">暂无课件文件</p>
            )}
            {doc.fengmian ? <img className="edu-cover" src={doc.fengmian} alt={`${doc.title}的封面`} width={320} height={180} /> : null}
            <section aria-labelledby="edu-intro-title">
              <h2 id="edu-intro-title">课件简介</h2>
              <HtmlContent html={doc.jianjie} empty={<p className="edu-muted">暂无简介</p>} />
            </section>
          </article>
        ) : null}
        <Comments coursewareId={id} requireComment={false} />
      </DetailState>
    </SectionLayout>
  );
}
