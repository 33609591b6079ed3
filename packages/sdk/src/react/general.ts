import type { OperationParams } from '../types';
import { useApi, type ApiConfig } from './useApi';

/** Banner of a section (belong_id 0 = home). */
export function useBanner(
  belongId: number | null,
  style?: 'big' | 'small',
  config?: ApiConfig<'banner'>,
) {
  return useApi('banner', belongId === null ? null : { belong_id: belongId, style }, config);
}

/** Top navigation menus. */
export function useMenus(config?: ApiConfig<'getFirstCategory'>) {
  return useApi('getFirstCategory', {}, config);
}

/** Primary menus with sub-menus. */
export function useMainCategory(config?: ApiConfig<'getMainCategory'>) {
  return useApi('getMainCategory', {}, config);
}

/** Second-level menus of a top menu. */
export function useSecCategory(menuId: number | null, config?: ApiConfig<'getSecCategory'>) {
  return useApi('getSecCategory', menuId === null ? null : { menu_id: menuId }, config);
}

/** Category tree of a section. */
export function useCategory(belongId?: number | null, config?: ApiConfig<'getCategory'>) {
  return useApi('getCategory', belongId === null ? null : { belong_id: belongId }, config);
}

/** Home recommendation blocks TJ01–TJ10. */
export function useTuijian(config?: ApiConfig<'getTuijianList'>) {
  return useApi('getTuijianList', {}, config);
}

/** App / mini-program / official-account QR codes for the header. */
export function useAppcode(config?: ApiConfig<'getAppcode'>) {
  return useApi('getAppcode', {}, config);
}

/** The caller's city (header city picker default). */
export function useClientCity(config?: ApiConfig<'getClientCity'>) {
  return useApi('getClientCity', {}, config);
}

/** Provinces (pid '0') or the cities of a province. */
export function useRegionList(pid: string | null = '0', config?: ApiConfig<'getRegionList'>) {
  return useApi('getRegionList', pid === null ? null : { pid }, config);
}

/** Site search; a blank keyword fetches nothing (the page shows 请先输入搜索内容！). */
export function useSearch(params: OperationParams<'search'> | null, config?: ApiConfig<'search'>) {
  return useApi('search', params && params.keyword.trim() ? params : null, config);
}

/** Hit counts per section for a keyword; blank fetches nothing. */
export function useSearchCount(keyword: string | null, config?: ApiConfig<'searchCount'>) {
  return useApi('searchCount', keyword && keyword.trim() ? { keyword } : null, config);
}

/** Advertisements of a section module. */
export function useModuleAdvertising(
  module: string | null,
  config?: ApiConfig<'getModuleAdvertising'>,
) {
  return useApi('getModuleAdvertising', module === null ? null : { module }, config);
}
