import { lazy } from 'react';
import { useEducationInfo, useRead } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { VideoPlayer, formatPrice, toast } from '@wz/ui';
import { DetailState } from '../DetailState';
import { MountAfterPaint } from '../MountAfterPaint';
import { asTeacher } from '../educationInfo';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { videoTeacherParams } from '../params';
import { videoDetailReads } from '../reads';
import { downloadFile } from '../courseware/download';
import { teacherPath } from '../paths';
import { TeacherOps } from '../teacher/TeacherOps';
import { Link } from 'react-router-dom';
import { PaidGate } from '../courseware/PaidGate';

// Introduction (DOMPurify) and comments: their own chunk, mounted once the player has painted.
const loadIntroAndComments = () => import('../courseware/VideoIntroAndComments');
const VideoIntro = lazy(() => loadIntroAndComments().then((m) => ({ default: m.VideoIntro })));
const Comments = lazy(() => loadIntroAndComments().then((m) => ({ default: m.Comments })));

/** Placeholder share figure of the video page (spec §9). */
const VIDEO_SHARE_PLACEHOLDER = 15;

/** /teacher/videoCoursewareDetail?id&type (type 2 free, 3 paid; default 2). */
export default function VideoCoursewareDetail() {
  const first = useRouteReads(videoDetailReads);
  const { id, type } = first.video.params;
  const detail = useRead(first.video);
  const video = detail.data;
  const teacherId = video ? Number(video.teacher_id) : null;
  const teacher = useEducationInfo(video ? videoTeacherParams(video) : null);
  const teacherName = asTeacher(teacher.data)?.realname ?? '';

  return (
    <SectionLayout
      section="education"
      breadcrumb={[
        ...(teacherId
          ? [
              {
                label: '视频课件',
                to: teacherPath('videoCoursewareList', { teacher_id: teacherId, type }),
              },
            ]
          : []),
        { label: '视频课件详情' },
      ]}
    >
      {/* While loading and once loaded the frame is at least a screen high: what follows (the right
          column on phones, the footer) stays below the fold instead of moving. */}
      <div className={detail.isLoading || video ? 'edu-detail-frame' : undefined}>
        <DetailState isLoading={detail.isLoading} error={detail.error} hasData={Boolean(video)}>
          {video ? (
            <article className="edu-card edu-detail">
              <h1 className="edu-title">{video.title}</h1>
              <p className="edu-muted">
                {video.inputtime} · 浏览 {video.clickcount} · 留言 {video.liuyancount}
                {type === 3 && video.price !== null && video.price !== undefined ? (
                  <span className="edu-price"> ¥{formatPrice(video.price)}</span>
                ) : null}
                {teacherId ? (
                  <>
                    {' · '}
                    {/* Keeps the name's room while the teacher loads, so the line does not re-wrap. */}
                    <span className="edu-name-slot">
                      {teacherName ? (
                        <Link to={teacherPath('teacherDetail', { id: teacherId, type: 3 })}>
                          {teacherName}老师
                        </Link>
                      ) : null}
                    </span>
                  </>
                ) : null}
              </p>
              {video.paid === 0 ? (
                <PaidGate id={id} cover={video.fengmian} title={video.title} price={video.price} onPaid={() => void detail.mutate()} />
              ) : (
                <VideoPlayer
                  src={video.fileurl}
                  poster={video.fengmian}
                  title={video.title}
                  onDownload={(src) => void downloadFile(src, video.title)}
                  onDownloadError={(message) => toast.warning(message)}
                />
              )}
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
              <MountAfterPaint ready minHeight={120}>
                <VideoIntro html={video.jianjie} />
              </MountAfterPaint>
            </article>
          ) : null}
          <MountAfterPaint ready minHeight={400}>
            <Comments coursewareId={id} requireComment />
          </MountAfterPaint>
        </DetailState>
      </div>
    </SectionLayout>
  );
}
