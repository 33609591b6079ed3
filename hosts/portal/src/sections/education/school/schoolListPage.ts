import { useState } from 'react';
import { useTeacherNav } from '../paths';
import { useSchoolCrumbs } from './schoolCrumbs';

interface PagedAnswer<T> {
  data?: { lists: T[]; total: number } | undefined;
  isLoading: boolean;
}

/**
 * A school's paged list page (notices, centre notices, campus life and style, alumni): the page number,
 * the school's breadcrumb trail, navigation, and `paged(list)`: the props @wz/ui's list views take for
 * one page of a list answer.
 */
export function useSchoolListPage(schoolId: number | null, type: 1 | 2, title: string) {
  const [page, setPage] = useState(1);
  const crumbs = useSchoolCrumbs(schoolId, type, title);
  const go = useTeacherNav();
  const paged = <T>(list: PagedAnswer<T>) => ({
    items: list.data?.lists ?? [],
    total: list.data?.total ?? 0,
    page,
    onPageChange: setPage,
    loading: list.isLoading,
  });
  return { page, setPage, crumbs, go, paged };
}
