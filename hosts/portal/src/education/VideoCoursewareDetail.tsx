import { useCoursewareDetail, useEducationInfo } from '@wz/sdk/react';
import { HtmlContent, VideoPlayer, formatPrice, toast } from '@wz/ui';
import { Comments } from './parts/Comments';
import { DetailState } from './parts/DetailState';
import { asTeacher } from './parts/info';
import { EduLayout } from './parts/EduLayout';
import { downloadFile } from './parts/download';
import { teacherPath, useQueryInt, useQueryType } from './parts/query';
import { TeacherOps } from './parts/TeacherOps';
import { Link } from 'react-router-dom';

/** Placeholder share figure of the video page (spec §9). */
const VIDEO_SHARE_PLACEHOLDER = 15;

/** /teacher/videoCoursewareDetail?id&type (type 2 free, 3 paid; default 2). */
export default function VideoCoursewareDetail() {
  const id = useQueryInt('id', 1);
  const type = useQueryType('type', [1, 2, 3] as const, 2);
  const detail = useCoursewareDetail({ id, type });
  const video = detail.data;
  const teacherId = video ? Number(video.teacher_id) : null;
  const teacher = useEducationInfo(teacherId === null ? null : { id: teacherId, type: 3 });
  const teacherName = asTeacher(teacher.data)?.realname ?? '';

  return (
    <EduLayout
      crumbs={[
        ...(teacherId ? [{ label: '视频课件', to: teacherPath('videoCoursewareList', { teacher_id: teacherId, type }) }] : []),
        { label: '视频课件详情' },
      ]}
    >
      <DetailState isLoading={detail.isLoading} error={detail.error} hasData={Boolean(video)}>
        {video ? (
          <article className="edu-card edu-detail">
            <h1 className="edu-title">{video.title}</h1>
            <p className="edu-muted">
              {video.inputtime} · 浏览 {video.clickcount} · 留言 {video.liuyancount}
              {type === 3 && video.price !== null && video.price !== undefined ? (
                <span className="edu-price"> ¥{formatPrice(video.price)}</span>
              ) : null}
              {teacherName && teacherId ? (
                <>
                  {' · '}
                  <Link to={teacherPath('teacherDetail', { id: teacherId, type: 3 })}>{teacherName}老师</Link>
                </>
              ) : null}
            </p>
            <VideoPlayer
              src={video.fileurl}
              poster={video.fengmian}
              title={video.title}
              onDownload={(src) => void downloadFile(src, video.title)}
              onDownloadError={(message) => toast.warning(message)}
            />
            {teacherId ? (
              <TeacherOps
                teacherId={teacherId}
                teacherName={teacherName}
                share={{ id, type: 2 }}
                shareNum={VIDEO_SHARE_PLACEHOLDER}
                shareTitle={video.title}
                sharePic={video.fengmian}
              />
            ) : null}
            <section aria-labelledby="edu-intro-title">
              <h2 id="edu-intro-title">课件简介</h2>
              <HtmlContent html={video.jianjie} empty={<p className="edu-muted">暂无简介</p>} />
            </section>
          </article>
        ) : null}
        <Comments coursewareId={id} requireComment />
      </DetailState>
    </EduLayout>
  );
}
