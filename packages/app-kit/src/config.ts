/** Runtime configuration, read from /config.json (served beside the bundle) before the app renders. */
import { CONFIG_ID } from './ssrData';
import { endpointSigner, lazyMd5Signer } from '@wz/sdk';

export type SignerConfig =
  | { mode: 'md5'; secret: string }
  | { mode: 'endpoint'; url: string };

export interface PortalConfig {
  /** Base URL of the API including /public/v1, e.g. http://localhost:8787/public/v1. */
  apiBaseUrl: string;
  /** Client id sent with every signed request. */
  appid: string;
  signer: SignerConfig;
  /** Origin of the seller-centre host, when one is deployed. */
  sellerUrl?: string;
  /** Footer lines: company registration, customer hotline, report contact (the operator's own). */
  footerLines?: string[];
  /**
   * `map` of config.json as it came (tileUrl, labelsUrl, subdomains, key, attribution): read by the pages
   * that show a map (useMapTiles, lib/mapTiles.ts), so its checks are not in every page's first load.
   */
  map?: unknown;
}

function fromBuildEnv(): Partial<PortalConfig> {
  const env = import.meta.env;
  const out: Partial<PortalConfig> = {};
  if (env.VITE_API_BASE_URL) out.apiBaseUrl = env.VITE_API_BASE_URL;
  if (env.VITE_APPID) out.appid = env.VITE_APPID;
  if (env.VITE_SIGN_ENDPOINT) out.signer = { mode: 'endpoint', url: env.VITE_SIGN_ENDPOINT };
  if (env.VITE_SELLER_URL) out.sellerUrl = env.VITE_SELLER_URL;
  return out;
}

export function parseConfig(raw: unknown): PortalConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json must be a JSON object');
  const c = raw as Record<string, unknown>;
  const signer = c.signer as Record<string, unknown> | undefined;
  if (typeof c.apiBaseUrl !== 'string' || c.apiBaseUrl === '') throw new Error('config.json: apiBaseUrl is required');
  if (typeof c.appid !== 'string' || c.appid === '') throw new Error('config.json: appid is required');
  let parsedSigner: SignerConfig;
  if (signer?.mode === 'md5' && typeof signer.secret === 'string') {
    parsedSigner = { mode: 'md5', secret: signer.secret };
  } else if (signer?.mode === 'endpoint' && typeof signer.url === 'string') {
    parsedSigner = { mode: 'endpoint', url: signer.url };
  } else {
    throw new Error('config.json: signer must be {mode:"md5",secret} or {mode:"endpoint",url}');
  }
  return {
    apiBaseUrl: c.apiBaseUrl.replace(/\/+$/, ''),
    appid: c.appid,
    signer: parsedSigner,
    ...(typeof c.sellerUrl === 'string' && c.sellerUrl ? { sellerUrl: c.sellerUrl } : {}),
    ...(Array.isArray(c.footerLines) ? { footerLines: c.footerLines.filter((l): l is string => typeof l === 'string') } : {}),
    ...(c.map !== undefined ? { map: c.map } : {}),
  };
}

/** config.json wins over build-time env (VITE_API_BASE_URL, VITE_APPID, VITE_SIGN_ENDPOINT). */
export async function loadConfig(): Promise<PortalConfig> {
  const built = fromBuildEnv();
  let served: Record<string, unknown> = {};
  // A server-rendered page carries it.
  const inline = document.getElementById(CONFIG_ID)?.textContent;
  if (inline) served = JSON.parse(inline) as Record<string, unknown>;
  else {
    const res = await fetch('/config.json').catch(() => undefined);
    if (res?.ok) served = (await res.json()) as Record<string, unknown>;
  }
  return parseConfig({ appid: 'wzwebapp', ...built, ...served });
}

/** The request signer the configuration asks for. */
export function signerFor(config: PortalConfig) {
  return config.signer.mode === 'md5'
    ? lazyMd5Signer(config.signer.secret)
    : endpointSigner(config.signer.url);
}
