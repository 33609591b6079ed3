import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { teacherListParams } from '../params';
import { TeacherCourseware } from '../courseware/TeacherCourseware';
import { teacherPath } from '../paths';

/** /teacher/textCoursewareList?teacher_id (default 1): text courseware (type 1), latest/read, 10 per page. */
export default function TextCoursewareList() {
  const { teacherId } = useQuery(teacherListParams);
  return (
    <SectionLayout section="education" breadcrumb={[{ label: '教师详情', to: teacherPath('teacherDetail', { id: teacherId, type: 3 }) }, { label: '文本课件' }]}>
      <h1 className="edu-title">文本课件</h1>
      <TeacherCourseware teacherId={teacherId} type={1} />
    </SectionLayout>
  );
}
