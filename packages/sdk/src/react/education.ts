import { useCallback, useMemo, useRef } from 'react';
import type { ApiError } from '../errors';
import { toggleMessage } from '../messages';
import type { OperationData, OperationParams } from '../types';
import { teacherStatsReads } from '../teacher-stats';
import {
  educationInfo,
  teacherSubjects,
  teacherTextList,
  teacherVideoList,
  coursewareList,
  coursewareDetail,
  commentList,
  kewuList,
  kewuDetail,
  remarkList,
  flowerCount,
  giftList,
  noticeList,
  noticeDetail,
  centreNoticeList,
  centreNoticeDetail,
  latestCentreNotice,
  alumniList,
  alumniBasics,
  latestGraduates,
  organisationList,
  studentClasses,
} from '../generated/reads';
import { readHook, useRead } from './read';
import { useWrite } from './write';

/** Teacher (type 3), school (1) or guide (2) profile. */
export const useEducationInfo = /* @__PURE__ */ readHook(educationInfo);
/** A teacher's course subjects. */
export const useTeacherSubjects = /* @__PURE__ */ readHook(teacherSubjects);
/** A teacher's text courseware with totalclick / totalliuyan (teacher page). */
export const useTeacherTextList = /* @__PURE__ */ readHook(teacherTextList);
/** A teacher's free (type 2) or paid (type 3) videos (teacher page). */
export const useTeacherVideoList = /* @__PURE__ */ readHook(teacherVideoList);
/** Paged courseware of a teacher by type and sort (1 latest, 2 reads). */
export const useCoursewareList = /* @__PURE__ */ readHook(coursewareList);
/** Courseware detail; guests get ApiError code 202 (show 请先登录). */
export const useCoursewareDetail = /* @__PURE__ */ readHook(coursewareDetail);
/** Comments (with replies) on a courseware, 10 per page. */
export const useCommentList = /* @__PURE__ */ readHook(commentList);
/** A teacher's course affairs, paged. */
export const useKewuList = /* @__PURE__ */ readHook(kewuList);
/** Course-affairs detail; guests get ApiError code 202. */
export const useKewuDetail = /* @__PURE__ */ readHook(kewuDetail);
/** Remarks on a teacher (`limit` per page). */
export const useRemarkList = /* @__PURE__ */ readHook(remarkList);
/** A teacher's flower count. */
export const useFlowerCount = /* @__PURE__ */ readHook(flowerCount);
/** Gifts that can be sent (the first is preselected by the dialog). */
export const useGiftList = /* @__PURE__ */ readHook(giftList);
/** Notices (ntype 2), campus life (1) or style (3; the showcase) of a school or guide, paged. */
export const useNoticeList = /* @__PURE__ */ readHook(noticeList);
/** Notice, campus life or style detail; guests get ApiError code 202. */
export const useNoticeDetail = /* @__PURE__ */ readHook(noticeDetail);
/** Alumni-centre notices, paged. */
export const useCentreNoticeList = /* @__PURE__ */ readHook(centreNoticeList);
/** Alumni-centre notice detail; guests get ApiError code 202. */
export const useCentreNoticeDetail = /* @__PURE__ */ readHook(centreNoticeDetail);
/** Latest alumni-centre notice (null when none). */
export const useLatestCentreNotice = /* @__PURE__ */ readHook(latestCentreNotice);
/** Alumni classes grouped by graduating year. */
export const useAlumniList = /* @__PURE__ */ readHook(alumniList);
/** Alumni-centre leader and activities text. */
export const useAlumniBasics = /* @__PURE__ */ readHook(alumniBasics);
/** Latest graduating classes. */
export const useLatestGraduates = /* @__PURE__ */ readHook(latestGraduates);
/** Organisation structure rows. */
export const useOrganisationList = /* @__PURE__ */ readHook(organisationList);
/** Student classes grouped by grade. */
export const useStudentClasses = /* @__PURE__ */ readHook(studentClasses);


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
  const stats = teacherId === null ? null : teacherStatsReads(teacherId);
  const like = useRead(stats?.[0] ?? null);
  const collect = useRead(stats?.[1] ?? null);
  const flower = useRead(stats?.[2] ?? null);
  const score = useRead(stats?.[3] ?? null);
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
  return useWrite('toggleLike', {
    select: (data): ToggleResult => ({
      ...data,
      active: data.status === 1,
      message: toggleMessage('like', data.status),
    }),
  });
}
/** Collects or uncollects a teacher; stats are refetched afterwards. */
export function useToggleCollect() {
  return useWrite('toggleCollect', {
    select: (data): ToggleResult => ({
      ...data,
      active: data.status === 1,
      message: toggleMessage('collect', data.status),
    }),
  });
}
/** Rates a teacher 1–5 (评分成功). */
export function useRateTeacher() {
  return useWrite('rateTeacher', {
    select: (data) => ({ ...data, message: '评分成功' }),
  });
}
/** Records a share (分享成功); the teacher profile reloads. */
export function useShareRecord() {
  return useWrite('shareRecord', {
    select: (data) => ({ ...data, message: '分享成功' }),
  });
}
/** Adds a remark (添加成功); the remark list reloads. */
export function useAddRemark() {
  return useWrite('addRemark', {
    select: (data) => ({ ...data, message: '添加成功' }),
  });
}
/** Deletes a remark (删除成功); the remark list reloads. */
export function useDeleteRemark() {
  return useWrite('deleteRemark', {
    select: () => ({ message: '删除成功' }),
  });
}
/** Comments on a courseware; comments reload. */
export function usePostComment() {
  return useWrite('postComment');
}
/** Replies to a comment; comments reload. */
export function usePostReply() {
  return useWrite('postReply');
}

function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `gift-${random}`.slice(0, 64);
}

/** A gift order as the page describes it (the hook adds the idempotency key). */
export type GiftOrderParams = Omit<OperationParams<'sendGift'>, 'idempotency_key'>;

/**
 * Sends gifts. One idempotency key per order attempt: a double click while the first request is
 * pending returns the same promise (and the server dedupes by key anyway), so it creates one order.
 * `revalidate(order)` refetches the teacher's reads again once a paid order completes.
 */
export function useSendGift() {
  const mutation = useWrite('sendGift');
  const pending = useRef<{ signature: string; promise: Promise<OperationData<'sendGift'>> } | null>(
    null,
  );
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const { trigger: send, revalidate: clear } = mutation;
  const revalidate = useCallback(
    (params: GiftOrderParams) => clear({ ...params, idempotency_key: '' }),
    [clear],
  );
  const trigger = useCallback(
    (params: GiftOrderParams) => {
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
  return { ...mutation, trigger, revalidate };
}
