import { EduLayout } from '../EducationLayout';
import { CoursewarePage } from '../courseware/TeacherCourseware';
import { teacherPath, useQueryInt, useQueryType } from '../paths';

/** /teacher/videoCoursewareList?teacher_id (default 1)&type (2 free default, 3 paid): list or card view. */
export default function VideoCoursewareList() {
  const teacherId = useQueryInt('teacher_id', 1);
  const type = useQueryType('type', [2, 3] as const, 2);
  const title = type === 3 ? '付费视频课件' : '免费视频课件';
  return (
    <EduLayout crumbs={[{ label: '教师详情', to: teacherPath('teacherDetail', { id: teacherId, type: 3 }) }, { label: title }]}>
      <h1 className="edu-title">{title}</h1>
      {/* keyed by type so switching free/paid starts at page 1 on the latest tab */}
      <CoursewarePage key={type} teacherId={teacherId} type={type} />
    </EduLayout>
  );
}
