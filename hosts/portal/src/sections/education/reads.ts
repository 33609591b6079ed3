/**
 * The detail pages' reads, each declared once: the route starts them (boot script, server renderer),
 * the head reads their answers by name, and the page takes the same descriptors (useRouteReads).
 */
import { reads, teacherStatsReads } from '@wz/sdk';
import { withFollowUp } from '@wz/app-kit';
import { schoolDetailParams, teacherDetailParams, videoCoursewareDetailParams, videoTeacherParams } from './params';

export const teacherDetailReads = (search: URLSearchParams) => {
  const teacher = teacherDetailParams(search);
  // The profile's flower figure and the operation bar's stats, all keyed by the teacher id.
  return { info: reads.educationInfo(teacher), stats: teacherStatsReads(teacher.id) };
};

export const schoolDetailReads = (search: URLSearchParams) => ({
  info: withFollowUp(reads.educationInfo(schoolDetailParams(search)), {
    // The school's picture heads the info grid: the page's largest paint.
    pictures: (info) => ['pic1' in info ? info.pic1 : undefined],
  }),
});

export const videoDetailReads = (search: URLSearchParams) => ({
  video: withFollowUp(reads.coursewareDetail(videoCoursewareDetailParams(search)), {
    // The player's poster is the page's largest paint.
    pictures: (video) => [video.fengmian],
    then: (video) => [reads.educationInfo(videoTeacherParams(video))],
  }),
});
