import { EduLayout } from '../EducationLayout';
import { CourseAffairs } from '../teacher/CourseAffairs';
import { teacherPath, useQueryInt } from '../paths';

/** /teacher/sectionList?teacher_id (default 1): course affairs, latest/read, 10 per page → sectionDetail {id}. */
export default function SectionList() {
  const teacherId = useQueryInt('teacher_id', 1);
  return (
    <EduLayout crumbs={[{ label: '教师详情', to: teacherPath('teacherDetail', { id: teacherId, type: 3 }) }, { label: '课务列表' }]}>
      <h1 className="edu-title">课务列表</h1>
      <CourseAffairs teacherId={teacherId} />
    </EduLayout>
  );
}
