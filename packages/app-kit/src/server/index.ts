// Server rendering (Node only: it streams through node:stream).
export { createRenderer, createPortalClient, md5Signer, endpointSigner, memoryTokenStore, parseConfig, SSR_DATA_ID, CONFIG_ID } from './render';
export { documentTitle, pageHead } from './head';
export { runReads, answerOf } from './reads';
export { cityFromCookie, CITY_COOKIE } from '../listing/city';

export type { RendererParts, RenderOptions, RenderResult } from './render';
export type { SiteHead, HeadInput } from './head';
export type { ServerReads } from './reads';
