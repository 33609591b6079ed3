import type { OperationParams } from '../types';
import { readHook, useRead, type ReadConfig } from './read';
import {
  banner,
  getFirstCategory,
  getSecCategory,
  getMainCategory,
  getTuijianList,
  getAppcode,
  getRegionList,
  getModuleAdvertising,
  search,
  searchCount,
  searchGroups,
  searchSuggest,
} from '../generated/reads';

/** Banner of a section (belong_id 0 = home), big or small style. */
export const useBanner = /* @__PURE__ */ readHook(banner);
/** Top navigation menus (section menu ids by menu_en). */
export const useGetFirstCategory = /* @__PURE__ */ readHook(getFirstCategory);
/** Second-level menus of a top menu. */
export const useGetSecCategory = /* @__PURE__ */ readHook(getSecCategory);
/** Primary menus with sub-menus. */
export const useGetMainCategory = /* @__PURE__ */ readHook(getMainCategory);
/** Home recommendation blocks TJ01–TJ10. */
export const useGetTuijianList = /* @__PURE__ */ readHook(getTuijianList);
/** App / mini-program / official-account QR codes for the header. */
export const useGetAppcode = /* @__PURE__ */ readHook(getAppcode);
/** Provinces (pid '0') or the cities of a province. */
export const useGetRegionList = /* @__PURE__ */ readHook(getRegionList);
/** Advertisements of a section module. */
export const useGetModuleAdvertising = /* @__PURE__ */ readHook(getModuleAdvertising);

const blank = (keyword: string | undefined) => !keyword || !keyword.trim();

/** Site search; a blank keyword fetches nothing (the page shows 请先输入搜索内容！). */
export function useSearch(params: OperationParams<'search'> | null, config?: ReadConfig<'search'>) {
  return useRead(params && !blank(params.keyword) ? search(params) : null, config);
}

/** Hit counts per section for a keyword; a blank keyword fetches nothing. */
export function useSearchCount(
  params: OperationParams<'searchCount'> | null,
  config?: ReadConfig<'searchCount'>,
) {
  return useRead(params && !blank(params.keyword) ? searchCount(params) : null, config);
}

/** One search over every section, grouped by channel with counts; a blank keyword fetches nothing. */
export function useSearchGroups(
  params: OperationParams<'searchGroups'> | null,
  config?: ReadConfig<'searchGroups'>,
) {
  return useRead(params && !blank(params.keyword) ? searchGroups(params) : null, config);
}

/** Titles for what has been typed into a search box; a blank keyword fetches nothing. */
export function useSearchSuggest(
  params: OperationParams<'searchSuggest'> | null,
  config?: ReadConfig<'searchSuggest'>,
) {
  return useRead(params && !blank(params.keyword) ? searchSuggest(params) : null, config);
}
