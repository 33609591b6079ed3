import { useCallback, useMemo, useRef } from 'react';
import type { ApiError } from '../errors';
import { toggleMessage } from '../messages';
import type { OperationData, OperationParams, ReadOperationId } from '../types';
import { useApi, useApiMutation, type ApiConfig } from './useApi';

type P<K extends ReadOperationId> = OperationParams<K> | null;

/** Teacher (type 3), school (1) or guide (2) profile. */
export function useEducationInfo(params: P<'educationInfo'>, config?: ApiConfig<'educationInfo'>) {
  return useApi('educationInfo', params, config);
}
/** Teacher profile by id (type 3). */
export function useTeacherInfo(id: number | null, config?: ApiConfig<'educationInfo'>) {
  return useApi('educationInfo', id === null ? null : { id, type: 3 }, config);
}
/** School (type 1) or guide (type 2) profile. */
export function useSchoolInfo(
  id: number | null,
  type: 1 | 2 = 1,
  config?: ApiConfig<'educationInfo'>,
) {
  return useApi('educationInfo', id === null ? null : { id, type }, config);
}
/** A teacher's course subjects. */
export function useTeacherSubjects(
  params: P<'teacherSubjects'>,
  config?: ApiConfig<'teacherSubjects'>,
) {
  return useApi('teacherSubjects', params, config);
}
/** A teacher's text courseware with totalclick / totalliuyan (teacher page). */
export function useTeacherTextList(
  params: P<'teacherTextList'>,
  config?: ApiConfig<'teacherTextList'>,
) {
  return useApi('teacherTextList', params, config);
}
/** A teacher's free (type 2) or paid (type 3) videos (teacher page). */
export function useTeacherVideoList(
  params: P<'teacherVideoList'>,
  config?: ApiConfig<'teacherVideoList'>,
) {
  return useApi('teacherVideoList', params, config);
}
/** Paged courseware of a teacher by type and sort (1 latest, 2 reads). */
export function useCoursewareList(
  params: P<'coursewareList'>,
  config?: ApiConfig<'coursewareList'>,
) {
  return useApi('coursewareList', params, config);
}
/** Courseware detail; guests get ApiError code 202 (show 请先登录). */
export function useCoursewareDetail(
  params: P<'coursewareDetail'>,
  config?: ApiConfig<'coursewareDetail'>,
) {
  return useApi('coursewareDetail', params, config);
}
/** Comments (with replies) on a courseware, 10 per page. */
export function useComments(params: P<'commentList'>, config?: ApiConfig<'commentList'>) {
  return useApi('commentList', params, config);
}
/** A teacher's course affairs, paged. */
export function useKewuList(params: P<'kewuList'>, config?: ApiConfig<'kewuList'>) {
  return useApi('kewuList', params, config);
}
/** Course-affairs detail; guests get ApiError code 202. */
export function useKewuDetail(params: P<'kewuDetail'>, config?: ApiConfig<'kewuDetail'>) {
  return useApi('kewuDetail', params, config);
}
/** Remarks on a teacher (`limit` per page). */
export function useRemarks(params: P<'remarkList'>, config?: ApiConfig<'remarkList'>) {
  return useApi('remarkList', params, config);
}
/** Gifts that can be sent (the first is preselected by the dialog). */
export function useGiftList(params: P<'giftList'> = { page: 1 }, config?: ApiConfig<'giftList'>) {
  return useApi('giftList', params, config);
}
/** Notices (ntype 2), campus life (1) or style (3) of a school or guide, paged. */
export function useNoticeList(params: P<'noticeList'>, config?: ApiConfig<'noticeList'>) {
  return useApi('noticeList', params, config);
}
/** Campus showcase (school style items): noticeList with stype 1, ntype 3. */
export function useShowcaseList(
  schoolId: number | null,
  page = 1,
  config?: ApiConfig<'noticeList'>,
) {
  return useApi(
    'noticeList',
    schoolId === null ? null : { school_id: schoolId, stype: 1, ntype: 3, page },
    config,
  );
}
/** Latest notice, campus life or style item (null when none). */
export function useLatestNotice(params: P<'latestNotice'>, config?: ApiConfig<'latestNotice'>) {
  return useApi('latestNotice', params, config);
}
/** Notice, campus life or style detail; guests get ApiError code 202. */
export function useNoticeDetail(params: P<'noticeDetail'>, config?: ApiConfig<'noticeDetail'>) {
  return useApi('noticeDetail', params, config);
}
/** Alumni-centre notices, paged. */
export function useCentreNoticeList(
  params: P<'centreNoticeList'>,
  config?: ApiConfig<'centreNoticeList'>,
) {
  return useApi('centreNoticeList', params, config);
}
/** Alumni-centre notice detail; guests get ApiError code 202. */
export function useCentreNoticeDetail(
  params: P<'centreNoticeDetail'>,
  config?: ApiConfig<'centreNoticeDetail'>,
) {
  return useApi('centreNoticeDetail', params, config);
}
/** Latest alumni-centre notice (null when none). */
export function useLatestCentreNotice(
  params: P<'latestCentreNotice'>,
  config?: ApiConfig<'latestCentreNotice'>,
) {
  return useApi('latestCentreNotice', params, config);
}
/** Alumni classes grouped by graduating year. */
export function useAlumniList(params: P<'alumniList'>, config?: ApiConfig<'alumniList'>) {
  return useApi('alumniList', params, config);
}
/** Alumni-centre leader and activities text. */
export function useAlumniBasics(params: P<'alumniBasics'>, config?: ApiConfig<'alumniBasics'>) {
  return useApi('alumniBasics', params, config);
}
/** Latest graduating classes. */
export function useLatestGraduates(
  params: P<'latestGraduates'>,
  config?: ApiConfig<'latestGraduates'>,
) {
  return useApi('latestGraduates', params, config);
}
/** Organisation structure rows. */
export function useOrganisationList(
  params: P<'organisationList'>,
  config?: ApiConfig<'organisationList'>,
) {
  return useApi('organisationList', params, config);
}
/** Student classes grouped by grade. */
export function useStudentClasses(
  params: P<'studentClasses'>,
  config?: ApiConfig<'studentClasses'>,
) {
  return useApi('studentClasses', params, config);
}

/** The spec's operation stats of a teacher. */
export interface TeacherStats {
  likeNum: number;
  collectNum: number;
  averageScore: number;
  flowerNum: number;
  isLiked: boolean;
  isCollected: boolean;
}

/** Like, collect, flower and score stats of a teacher in one object (four cached reads). */
export function useTeacherStats(teacherId: number | null) {
  const params = teacherId === null ? null : { id: teacherId };
  const like = useApi('likeStats', params);
  const collect = useApi('collectStats', params);
  const flower = useApi('flowerCount', params);
  const score = useApi('averageScore', params);
  const ready = like.data && collect.data && flower.data && score.data;
  const data = useMemo<TeacherStats | undefined>(
    () =>
      like.data && collect.data && flower.data && score.data
        ? {
            likeNum: like.data.count,
            collectNum: collect.data.count,
            averageScore: score.data.average,
            flowerNum: flower.data.count,
            isLiked: like.data.status === 1,
            isCollected: collect.data.status === 1,
          }
        : undefined,
    [like.data, collect.data, flower.data, score.data],
  );
  const { mutate: m1 } = like;
  const { mutate: m2 } = collect;
  const { mutate: m3 } = flower;
  const { mutate: m4 } = score;
  const mutate = useCallback(
    () => Promise.all([m1(), m2(), m3(), m4()]).then(() => undefined),
    [m1, m2, m3, m4],
  );
  return {
    data,
    error: (like.error ?? collect.error ?? flower.error ?? score.error) as ApiError | undefined,
    isLoading: !ready && !(like.error || collect.error || flower.error || score.error),
    mutate,
  };
}

/** Result of a like/collect toggle with the spec's message (点赞成功 / 取消点赞成功 / 收藏成功 / 取消收藏成功). */
export type ToggleResult = OperationData<'toggleLike'> & { active: boolean; message: string };

/** Likes or unlikes a teacher; stats are refetched afterwards. */
export function useToggleLike() {
  return useApiMutation('toggleLike', {
    invalidates: ['likeStats', 'educationInfo'],
    select: (data): ToggleResult => ({
      ...data,
      active: data.status === 1,
      message: toggleMessage('like', data.status),
    }),
  });
}
/** Collects or uncollects a teacher; stats are refetched afterwards. */
export function useToggleCollect() {
  return useApiMutation('toggleCollect', {
    invalidates: ['collectStats', 'educationInfo'],
    select: (data): ToggleResult => ({
      ...data,
      active: data.status === 1,
      message: toggleMessage('collect', data.status),
    }),
  });
}
/** Rates a teacher 1–5 (评分成功). */
export function useRateTeacher() {
  return useApiMutation('rateTeacher', {
    invalidates: ['averageScore'],
    select: (data) => ({ ...data, message: '评分成功' }),
  });
}
/** Records a share (分享成功); the teacher profile reloads. */
export function useShareRecord() {
  return useApiMutation('shareRecord', {
    invalidates: ['educationInfo'],
    select: (data) => ({ ...data, message: '分享成功' }),
  });
}
/** Adds a remark (添加成功); the remark list reloads. */
export function useAddRemark() {
  return useApiMutation('addRemark', {
    invalidates: ['remarkList'],
    select: (data) => ({ ...data, message: '添加成功' }),
  });
}
/** Deletes a remark (删除成功); the remark list reloads. */
export function useDeleteRemark() {
  return useApiMutation('deleteRemark', {
    invalidates: ['remarkList'],
    select: () => ({ message: '删除成功' }),
  });
}
/** Comments on a courseware; comments reload. */
export function usePostComment() {
  return useApiMutation('postComment', { invalidates: ['commentList', 'coursewareDetail'] });
}
/** Replies to a comment; comments reload. */
export function usePostReply() {
  return useApiMutation('postReply', { invalidates: ['commentList'] });
}

function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `gift-${random}`.slice(0, 64);
}

/**
 * Sends gifts. One idempotency key per order attempt: a double click while the first request is
 * pending returns the same promise (and the server dedupes by key anyway), so it creates one order.
 */
export function useSendGift() {
  const mutation = useApiMutation('sendGift', { invalidates: ['flowerCount', 'educationInfo'] });
  const pending = useRef<{ signature: string; promise: Promise<OperationData<'sendGift'>> } | null>(
    null,
  );
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const { trigger: send } = mutation;
  const trigger = useCallback(
    (params: Omit<OperationParams<'sendGift'>, 'idempotency_key'>) => {
      const signature = `${params.teacherid}:${params.id}:${params.number}`;
      if (pending.current?.signature === signature) return pending.current.promise;
      // Same gift, teacher and quantity after a failure: the same attempt, so the same key.
      if (attempt.current?.signature !== signature) {
        attempt.current = { signature, key: newIdempotencyKey() };
      }
      const { key } = attempt.current;
      const settle = () => {
        if (pending.current?.promise === promise) pending.current = null;
      };
      const promise: Promise<OperationData<'sendGift'>> = send({
        ...params,
        idempotency_key: key,
      }).then(
        (data) => {
          // The order exists; a later, deliberate send is a new order.
          if (attempt.current?.key === key) attempt.current = null;
          settle();
          return data;
        },
        (error: unknown) => {
          settle();
          throw error;
        },
      );
      pending.current = { signature, promise };
      return promise;
    },
    [send],
  );
  return { ...mutation, trigger };
}
