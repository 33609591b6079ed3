import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { videoCoursewareListParams } from '../params';
import { TeacherCourseware } from '../courseware/TeacherCourseware';
import { teacherPath } from '../paths';

/** /teacher/videoCoursewareList?teacher_id (default 1)&type (2 free default, 3 paid): list or card view. */
export default function VideoCoursewareList() {
  const { teacherId, type } = useQuery(videoCoursewareListParams);
  const title = type === 3 ? '付费视频课件' : '免费视频课件';
  return (
    <SectionLayout section="education" breadcrumb={[{ label: '教师详情', to: teacherPath('teacherDetail', { id: teacherId, type: 3 }) }, { label: title }]}>
      <h1 className="edu-title">{title}</h1>
      {/* keyed by type so switching free/paid starts at page 1 on the latest tab */}
      <TeacherCourseware key={type} teacherId={teacherId} type={type} />
    </SectionLayout>
  );
}
