import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { useFlowerCount, useRead } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { Dialog, htmlToText, TeacherProfile } from '@wz/ui';
import { asTeacher, type TeacherInfo } from '../educationInfo';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { teacherDetailReads } from '../reads';
import { MountAfterPaint } from '../MountAfterPaint';
import { useTeacherNav } from '../paths';
import { TeacherOps } from '../teacher/TeacherOps';

// Below the fold (remarks, resume with DOMPurify, course affairs, materials) and the remarks dialog:
// their own chunk, fetched and mounted once the top of the page has painted (not competing with it).
const TeacherBlocks = lazy(() => import('../teacher/TeacherBlocks'));
const RemarkListOnly = lazy(() =>
  import('../teacher/Remarks').then((m) => ({ default: m.RemarkListOnly })),
);

/** Profile with the flower figure (shared with the operation bar's stats: same key, one call). */
const Profile = memo(function Profile({
  id,
  teacher,
  loading,
  onShowRemarks,
}: {
  id: number;
  teacher: TeacherInfo | undefined;
  loading: boolean;
  onShowRemarks: () => void;
}) {
  const flowers = useFlowerCount({ id });
  return (
    <TeacherProfile
      teacher={teacher}
      loading={loading}
      flowerCount={flowers.data?.count}
      giftCount={teacher?.giftcount}
      onShowRemarks={onShowRemarks}
    />
  );
});

/** /teacher/teacherDetail?id&type — the teacher's profile, operations, remarks, resume and materials. */
export default function TeacherDetail() {
  const first = useRouteReads(teacherDetailReads);
  const { id } = first.info.params;
  // Spec: a non-200 answer is ignored silently (the profile shows its empty state, no message).
  const info = useRead(first.info);
  const teacher = asTeacher(info.data);
  const [remarksOpen, setRemarksOpen] = useState(false);
  const showRemarks = useCallback(() => setRemarksOpen(true), []);
  const go = useTeacherNav();
  const more = useCallback(() => go('videoCoursewareList', { teacher_id: id, type: 2 }), [go, id]);
  const name = teacher?.realname ?? '';

  return (
    <SectionLayout section="education" breadcrumb={[{ label: '教师详情' }]}>
      <h1 className="visually-hidden">{name ? `${name}老师` : '教师详情'}</h1>
      <div className="edu-card">
        <Profile id={id} teacher={teacher} loading={info.isLoading} onShowRemarks={showRemarks} />
        {/* The teacher id comes from the URL: the bar and its stats load with the profile (hidden if
            there turns out to be no such teacher). */}
        {info.isLoading || teacher ? (
          <TeacherOps
            teacherId={id}
            teacherName={name}
            share={{ id, type: 3 }}
            shareNum={teacher?.sharecount}
            shareTitle={`${name}老师`}
            sharePic={teacher?.zhaopian}
            onMore={more}
          />
        ) : null}
      </div>
      {/* The resume as text is in the server's HTML (a phone reads it before the app runs, and without
          JavaScript): the blocks' chunk replaces it with the formatted one once it has come. */}
      <MountAfterPaint
        ready={!info.isLoading}
        minHeight={1200}
        early={
          teacher ? (
            <section className="edu-card">
              <h2>个人简历</h2>
              <p style={{ whiteSpace: 'pre-line' }}>{htmlToText(teacher.jianli) || '暂无简历'}</p>
            </section>
          ) : null
        }
      >
        <TeacherBlocks teacherId={id} teacher={teacher} />
      </MountAfterPaint>
      <Dialog open={remarksOpen} onClose={() => setRemarksOpen(false)} title="教师备注" width={640}>
        {remarksOpen ? (
          <Suspense fallback={<p className="edu-muted">加载中…</p>}>
            <RemarkListOnly teacherId={id} />
          </Suspense>
        ) : null}
      </Dialog>
    </SectionLayout>
  );
}
