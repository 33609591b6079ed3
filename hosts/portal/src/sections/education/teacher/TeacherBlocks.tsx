import { memo } from 'react';
import { useTeacherTextList, useTeacherVideoList } from '@wz/sdk/react';
import { ResumeBlock } from '@wz/ui';
import type { TeacherInfo } from '../educationInfo';
import { teacherPath } from '../paths';
import { RemarkSection } from './Remarks';
import { CourseAffairs } from './CourseAffairs';
import { Materials } from './Materials';

/** Text materials, free and paid videos: each block reads its own list, so one answer re-renders one block. */
const TextMaterials = memo(function TextMaterials({ teacherId }: { teacherId: number }) {
  const texts = useTeacherTextList({ teacher_id: teacherId });
  return (
    <Materials
      title="文本资料"
      items={texts.data?.lists ?? []}
      totalclick={texts.data?.totalclick}
      totalliuyan={texts.data?.totalliuyan}
      detail={{ page: 'textCoursewareDetail', type: 1 }}
      more={teacherPath('textCoursewareList', { teacher_id: teacherId })}
      loading={texts.isLoading}
    />
  );
});

const VideoMaterials = memo(function VideoMaterials({
  teacherId,
  type,
}: {
  teacherId: number;
  type: 2 | 3;
}) {
  const videos = useTeacherVideoList({ teacher_id: teacherId, type });
  return (
    <Materials
      title={type === 2 ? '免费视频' : '付费视频'}
      items={videos.data?.lists ?? []}
      totalclick={videos.data?.totalclick}
      totalliuyan={videos.data?.totalliuyan}
      detail={{ page: 'videoCoursewareDetail', type }}
      more={teacherPath('videoCoursewareList', { teacher_id: teacherId, type })}
      loading={videos.isLoading}
      paid={type === 3}
    />
  );
});

/**
 * The teacher page below the profile: remarks, resume (server HTML, so DOMPurify lives in this
 * chunk), course affairs and materials. Loaded after the profile has painted.
 */
export default memo(function TeacherBlocks({
  teacherId,
  teacher,
}: {
  teacherId: number;
  teacher: TeacherInfo | undefined;
}) {
  return (
    <>
      <RemarkSection teacherId={teacherId} />
      <ResumeBlock jianli={teacher?.jianli} zhici={teacher?.zhici} className="edu-card" />
      <CourseAffairs teacherId={teacherId} withSubjects />
      <TextMaterials teacherId={teacherId} />
      <VideoMaterials teacherId={teacherId} type={2} />
      <VideoMaterials teacherId={teacherId} type={3} />
    </>
  );
});
