import { useState } from 'react';
import { useApi, useEducationInfo, useTeacherTextList, useTeacherVideoList } from '@wz/sdk/react';
import { Dialog, ResumeBlock, TeacherProfile } from '@wz/ui';
import { asTeacher } from './parts/info';
import { EduLayout } from './parts/EduLayout';
import { useQueryInt, useQueryType, teacherPath, useTeacherNav } from './parts/query';
import { TeacherOps } from './parts/TeacherOps';
import { RemarkListOnly, RemarkSection } from './parts/Remarks';
import { CourseAffairs } from './parts/CourseAffairs';
import { Materials } from './parts/Materials';

/** /teacher/teacherDetail?id&type — the teacher's profile, operations, remarks, resume and materials. */
export default function TeacherDetail() {
  const id = useQueryInt('id', 1);
  const type = useQueryType('type', [1, 2, 3] as const, 3);
  // Spec: a non-200 answer is ignored silently (the profile shows its empty state, no message).
  const info = useEducationInfo({ id, type });
  const teacher = asTeacher(info.data);
  const flowers = useApi('flowerCount', { id }); // shared with the operation bar's stats (same key)
  const texts = useTeacherTextList({ teacher_id: id });
  const free = useTeacherVideoList({ teacher_id: id, type: 2 });
  const paid = useTeacherVideoList({ teacher_id: id, type: 3 });
  const [remarksOpen, setRemarksOpen] = useState(false);
  const go = useTeacherNav();
  const name = teacher?.realname ?? '';

  return (
    <EduLayout crumbs={[{ label: '教师详情' }]}>
      <h1 className="visually-hidden">{name ? `${name}老师` : '教师详情'}</h1>
      <div className="edu-card">
        <TeacherProfile
          teacher={teacher}
          loading={info.isLoading}
          flowerCount={flowers.data?.count}
          giftCount={teacher?.giftcount}
          onShowRemarks={() => setRemarksOpen(true)}
        />
        {teacher ? (
          <TeacherOps
            teacherId={id}
            teacherName={name}
            share={{ id, type: 3 }}
            shareNum={teacher.sharecount}
            shareTitle={`${name}老师`}
            sharePic={teacher.zhaopian}
            onMore={() => go('videoCoursewareList', { teacher_id: id, type: 2 })}
          />
        ) : null}
      </div>
      <RemarkSection teacherId={id} />
      <ResumeBlock jianli={teacher?.jianli} zhici={teacher?.zhici} loading={info.isLoading} className="edu-card" />
      <CourseAffairs teacherId={id} withSubjects />
      <Materials
        title="文本资料"
        items={texts.data?.lists ?? []}
        totalclick={texts.data?.totalclick}
        totalliuyan={texts.data?.totalliuyan}
        detail={{ page: 'textCoursewareDetail', type: 1 }}
        more={teacherPath('textCoursewareList', { teacher_id: id })}
        loading={texts.isLoading}
      />
      <Materials
        title="免费视频"
        items={free.data?.lists ?? []}
        totalclick={free.data?.totalclick}
        totalliuyan={free.data?.totalliuyan}
        detail={{ page: 'videoCoursewareDetail', type: 2 }}
        more={teacherPath('videoCoursewareList', { teacher_id: id, type: 2 })}
        loading={free.isLoading}
      />
      <Materials
        title="付费视频"
        items={paid.data?.lists ?? []}
        totalclick={paid.data?.totalclick}
        totalliuyan={paid.data?.totalliuyan}
        detail={{ page: 'videoCoursewareDetail', type: 3 }}
        more={teacherPath('videoCoursewareList', { teacher_id: id, type: 3 })}
        loading={paid.isLoading}
        paid
      />
      <Dialog open={remarksOpen} onClose={() => setRemarksOpen(false)} title="教师备注" width={640}>
        {remarksOpen ? <RemarkListOnly teacherId={id} /> : null}
      </Dialog>
    </EduLayout>
  );
}
