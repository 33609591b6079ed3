// The app kit: what every host needs, naming no host and no section. Server-only parts: `@wz/app-kit/server`.
export { parseConfig, loadConfig, signerFor } from './config';
export { EditForm, useRecordForm } from './kinds/EditForm';
export { StatusList, useStatusQuery } from './kinds/StatusList';
export { parseId, queryInt, queryType } from './queryParams';
export { trackPending, isPending, subscribePending } from './pending';
export { PortalProvider, usePortalConfig } from './providers';
export { createFirstRoutes, takeEarlyReads, startReads } from './routing/firstReads';
export { loadedPage, preloadPage } from './routing/pages';
export { withFollowUp } from './routing/route';
export { RouteMetaContext, useRouteMeta } from './routing/routeMeta';
export { routeObjects, createRouter } from './routing/router';
export {
  MENU_GROUPS,
  userPages,
  RELEASE_MESSAGES,
  assembleAreas,
  linkPath,
  linkOf,
  areaPath,
  staticPrefix,
  isWithin,
} from './routing/userArea';
export { TOKEN_KEY, USER_INFO_KEY, IS_FLAG_KEY, hasToken } from './session';
export { SSR_DATA_ID, CONFIG_ID, currentUrl, readSsrData } from './ssrData';

export type { SignerConfig, PortalConfig } from './config';
export type { EditFormProps } from './kinds/EditForm';
export type { StatusQuery, StatusListProps } from './kinds/StatusList';
export type { FirstRoute, FirstRoutes, EarlyRead } from './routing/firstReads';
export type {
  ReadFollowUp,
  RouteRead,
  ReadAnswer,
  PageHeadInfo,
  PageHead,
  RouteParams,
  RouteMeta,
  PageModule,
  PageLoader,
  RouteNode,
} from './routing/route';
export type { RouteHandle, HostRouter } from './routing/router';
export type { UserPage, MenuGroup, UserArea } from './routing/userArea';
export type { SsrData } from './ssrData';
