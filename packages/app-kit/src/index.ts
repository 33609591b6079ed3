// The app kit: what every host needs, naming no host and no section. Server-only parts: `@wz/app-kit/server`.
export { parseConfig, loadConfig, signerFor } from './config';
export { EditForm, useRecordForm } from './kinds/EditForm';
export { StatusList, useStatusQuery } from './kinds/StatusList';
export { parseId, queryInt, queryType } from './queryParams';
export { trackPending, isPending, subscribePending } from './pending';
export { PortalProvider, usePortalConfig } from './providers';
export { createFirstRoutes, takeEarlyReads, startReads } from './routing/firstReads';
export { useRouteReads } from './routing/useRouteReads';
export { loadedPage, preloadPage } from './routing/pages';
export { withFollowUp, readList, joinReads, pageRoute } from './routing/route';
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
export { SectionFrameProvider, SectionLayout } from './frame';
export { useMapTiles, parseMap } from './lib/mapTiles';
export { writeErrorText } from './lib/writeError';
export { useRequireLogin, takeResumedAction, dropResumedAction, rememberAction, loginPathBack } from './lib/requireLogin';
export { requestLogin, resetLoginCheck, useLoginCheckCounter, markLoginRedirect, setFlash, takeFlash } from './lib/loginPrompt';
export { SSR_DATA_ID, CONFIG_ID, currentUrl, readSsrData } from './ssrData';

export type { SignerConfig, PortalConfig } from './config';
export type { EditFormProps } from './kinds/EditForm';
export type { StatusQuery, StatusListProps } from './kinds/StatusList';
export type { FirstRoute, MatchedFirstRoute, FirstRoutes, EarlyRead } from './routing/firstReads';
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
  ReadRecord,
  PageReads,
  ReadAnswers,
  ReadsOf,
} from './routing/route';
export type { RouteHandle, HostRouter } from './routing/router';
export type { RouteGroup } from './routing/groups';
export type { UserPage, MenuGroup, UserArea } from './routing/userArea';
export type { SsrData } from './ssrData';
export type { SectionFrameProps, FrameCrumb } from './frame';
