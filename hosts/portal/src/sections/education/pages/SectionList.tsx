import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { teacherListParams } from '../params';
import { CourseAffairs } from '../teacher/CourseAffairs';
import { teacherPath } from '../paths';

/** /teacher/sectionList?teacher_id (default 1): course affairs, latest/read, 10 per page → sectionDetail {id}. */
export default function SectionList() {
  const { teacherId } = useQuery(teacherListParams);
  return (
    <SectionLayout section="education" breadcrumb={[{ label: '教师详情', to: teacherPath('teacherDetail', { id: teacherId, type: 3 }) }, { label: '课务列表' }]}>
      <h1 className="edu-title">课务列表</h1>
      <CourseAffairs teacherId={teacherId} />
    </SectionLayout>
  );
}
