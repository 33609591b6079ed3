/** Where the cards read from and link to. */
export interface EmbedConfig {
  /** API base including the version path, e.g. `https://api.example.com/public/v1`. */
  apiBase: string;
  /** The partner appid (read-only; its requests are signed by `${apiBase}/embed/sign`). */
  appid: string;
  /** The portal the cards link to (`<portalUrl>/teacher/teacherDetail?id=<id>`). */
  portalUrl: string;
}

/** Defaults that match `pnpm start` on one machine. */
export const DEFAULT_CONFIG: Readonly<EmbedConfig> = Object.freeze({
  apiBase: 'http://localhost:8787/public/v1',
  appid: 'wzpartner',
  portalUrl: 'http://localhost:5173',
});

/** Largest id the API accepts (int32). */
const MAX_ID = 2147483647;

/** The http(s) URL without trailing slashes, or undefined for anything else (javascript:, data:, garbage). */
export function httpUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.href.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** Applies the usable fields of `patch` (valid http(s) URLs, a non-empty appid); the rest keep `base`. */
export function mergeConfig(
  base: EmbedConfig,
  patch: Partial<EmbedConfig> | undefined,
): EmbedConfig {
  if (!patch) return { ...base };
  const appid = typeof patch.appid === 'string' ? patch.appid.trim() : '';
  return {
    apiBase: httpUrl(patch.apiBase) ?? base.apiBase,
    appid: /^[A-Za-z0-9_-]{1,32}$/.test(appid) ? appid : base.appid,
    portalUrl: httpUrl(patch.portalUrl) ?? base.portalUrl,
  };
}

/** Reads `data-api`, `data-appid` and `data-portal-url` from the script tag that loaded the embed. */
export function configFromScript(script: Element | null | undefined): Partial<EmbedConfig> {
  if (!script) return {};
  const out: Partial<EmbedConfig> = {};
  const api = script.getAttribute('data-api');
  const appid = script.getAttribute('data-appid');
  const portal = script.getAttribute('data-portal-url');
  if (api) out.apiBase = api;
  if (appid) out.appid = appid;
  if (portal) out.portalUrl = portal;
  return out;
}

/**
 * The script tag of this embed: `document.currentScript` for a classic script; for a module (where it is
 * null) a script marked `data-wz-embed`, or the last one whose src names wz-embed.
 */
export function findEmbedScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  const marked = doc.querySelector<HTMLScriptElement>('script[data-wz-embed]');
  if (marked) return marked;
  const scripts = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'));
  return scripts.reverse().find((s) => /wz-embed[^/]*\.m?js(\?|#|$)/.test(s.src)) ?? null;
}

/** A positive integer id from the `teacher-id` attribute, or undefined. */
export function parseTeacherId(raw: string | null | undefined): number | undefined {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** The teacher's page on the portal; undefined unless `portalUrl` is http(s). */
export function teacherUrl(portalUrl: string | null | undefined, id: number): string | undefined {
  const base = httpUrl(portalUrl);
  return base ? `${base}/teacher/teacherDetail?id=${id}` : undefined;
}
