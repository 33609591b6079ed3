import { EduLayout } from '../EducationLayout';
import { CoursewarePage } from '../courseware/TeacherCourseware';
import { teacherPath, useQueryInt } from '../paths';

/** /teacher/textCoursewareList?teacher_id (default 1): text courseware (type 1), latest/read, 10 per page. */
export default function TextCoursewareList() {
  const teacherId = useQueryInt('teacher_id', 1);
  return (
    <EduLayout crumbs={[{ label: '教师详情', to: teacherPath('teacherDetail', { id: teacherId, type: 3 }) }, { label: '文本课件' }]}>
      <h1 className="edu-title">文本课件</h1>
      <CoursewarePage teacherId={teacherId} type={1} />
    </EduLayout>
  );
}
