/**
 * The query of every education page (education-area.md §2), parsed in one place: the page reads it with
 * `useQuery(parser)`, and where its route starts first reads they are built from the same parser. No
 * React: the routes, and so these parsers, are part of the boot script.
 */
import type { OperationData, OperationParams } from '@wz/sdk';
import { queryInt, queryType } from '@wz/app-kit';

type Search = URLSearchParams;

/** /education/index?category_id: the chosen category, or none. */
export const educationIndexParams = (q: Search) => ({
  categoryId: Number(q.get('category_id') ?? '') || null,
});

/** /teacher/teacherDetail?id (1)&type (3): the teacher's educationInfo. */
export const teacherDetailParams = (q: Search): OperationParams<'educationInfo'> => ({
  id: queryInt(q, 'id', 1),
  type: queryType(q, 'type', [1, 2, 3] as const, 3),
});

/** /teacher/organizationDetail?id (1)&type (2, a guide). */
export const organizationDetailParams = (q: Search) => ({
  id: queryInt(q, 'id', 1),
  type: queryType(q, 'type', [1, 2] as const, 2),
});

/** /teacher/schoolDetail?id (1)&type (1): the school's educationInfo. */
export const schoolDetailParams = (q: Search) => ({
  id: queryInt(q, 'id', 1),
  type: queryType(q, 'type', [1, 2] as const, 1),
});

/** /teacher/textCoursewareList, sectionList ?teacher_id (1). */
export const teacherListParams = (q: Search) => ({ teacherId: queryInt(q, 'teacher_id', 1) });

/** /teacher/videoCoursewareList?teacher_id (1)&type (2 free, 3 paid). */
export const videoCoursewareListParams = (q: Search) => ({
  teacherId: queryInt(q, 'teacher_id', 1),
  type: queryType(q, 'type', [2, 3] as const, 2),
});

/** /teacher/textCoursewareDetail?id (1)&type (1). */
export const textCoursewareDetailParams = (q: Search): OperationParams<'coursewareDetail'> => ({
  id: queryInt(q, 'id', 1),
  type: queryType(q, 'type', [1, 2, 3] as const, 1),
});

/** /teacher/videoCoursewareDetail?id (1)&type (2 free, 3 paid): the video's coursewareDetail. */
export const videoCoursewareDetailParams = (q: Search): OperationParams<'coursewareDetail'> => ({
  id: queryInt(q, 'id', 1),
  type: queryType(q, 'type', [1, 2, 3] as const, 2),
});

/** The teacher of a video (educationInfo type 3), read once the video has answered. */
export const videoTeacherParams = (
  video: OperationData<'coursewareDetail'>,
): OperationParams<'educationInfo'> => ({ id: Number(video.teacher_id), type: 3 });

/** /teacher/sectionDetail, schoolCenterNoticeInfo ?id (1). */
export const detailIdParams = (q: Search) => ({ id: queryInt(q, 'id', 1) });

/** /teacher/noticeList?teacher_id (the school, 1)&type (1 school, 2 guide; 2). */
export const noticeListParams = (q: Search) => ({
  schoolId: queryInt(q, 'teacher_id', 1),
  type: queryType(q, 'type', [1, 2] as const, 2),
});

/** /teacher/noticeDetail?id (1)&type (1). */
export const noticeDetailParams = (q: Search) => ({
  id: queryInt(q, 'id', 1),
  type: queryType(q, 'type', [1, 2] as const, 1),
});

/** /teacher/schoolmate, schoolLife, schoolNotic, schoolCenterNotic ?school_id (1)&type (1). */
export const schoolListParams = (q: Search) => ({
  schoolId: queryInt(q, 'school_id', 1),
  type: queryType(q, 'type', [1, 2] as const, 1),
});

/** /teacher/schoolLifeInfo?id&type&is_mein (1 → campus style detail). */
export const schoolLifeInfoParams = (q: Search) => ({
  ...noticeDetailParams(q),
  isMein: queryInt(q, 'is_mein', 0) === 1,
});

/** /teacher/schoolMien?school_id: required (spec §5), none → an empty list. */
export const schoolMienParams = (q: Search) => ({ schoolId: queryInt(q, 'school_id', null) });
