/**
 * Old names kept until the portal moves to the new API; each is a thin call of its successor.
 * Delete this file once nothing imports these names.
 */
import { read, isReadKey, type ReadKey } from '../reads';
import type { OperationParams, ReadOperationId } from '../types';
import { useCommentList, useEducationInfo, useNoticeList, useRemarkList } from './education';
import { useGetSecCategory } from './general';
import { useRead, type ReadConfig } from './read';

/** @deprecated Use `ReadKey`. */
export type ApiKey<K extends ReadOperationId = ReadOperationId> = ReadKey<K>;
/** @deprecated Use `ReadConfig`. */
export type ApiConfig<K extends ReadOperationId> = ReadConfig<K>;

/** @deprecated Use `reads.<operation>(params).key`. */
export function apiKey<K extends ReadOperationId>(
  operation: K,
  params: OperationParams<K>,
): ReadKey<K> {
  return read(operation, ...([params] as never)).key;
}

/** @deprecated Use `isReadKey` from `@wz/sdk`. */
export const isApiKey = isReadKey;

/** @deprecated Use `useRead(reads.<operation>(params))` or `use<Operation>(params)`. */
export function useApi<K extends ReadOperationId>(
  operation: K,
  params: OperationParams<K> | null,
  config?: ReadConfig<K>,
) {
  return useRead(params === null ? null : read(operation, ...([params] as never)), config);
}

/** @deprecated Use `useGetSecCategory({ menu_id })`. */
export function useSecCategory(menuId: number | null, config?: ReadConfig<'getSecCategory'>) {
  return useGetSecCategory(menuId === null ? null : { menu_id: menuId }, config);
}

/** @deprecated Use `useCommentList`. */
export const useComments = useCommentList;

/** @deprecated Use `useRemarkList`. */
export const useRemarks = useRemarkList;

/** @deprecated Use `useEducationInfo({ id, type })`. */
export function useSchoolInfo(
  id: number | null,
  type: 1 | 2 = 1,
  config?: ReadConfig<'educationInfo'>,
) {
  return useEducationInfo(id === null ? null : { id, type }, config);
}

/** @deprecated Use `useNoticeList({ school_id, stype: 1, ntype: 3, page })` (the school's style items). */
export function useShowcaseList(
  schoolId: number | null,
  page = 1,
  config?: ReadConfig<'noticeList'>,
) {
  return useNoticeList(
    schoolId === null ? null : { school_id: schoolId, stype: 1, ntype: 3, page },
    config,
  );
}
