/** The map tiles of config.json's `map`, for the pages that show a map. */
import { useMemo } from 'react';
import type { MapTiles } from '@wz/ui';
import { usePortalConfig } from '../providers';

/** The api-server's development tiles, beside the API (same origin when apiBaseUrl is a path). */
const devTiles = (apiBaseUrl: string): MapTiles => ({
  url: `${/^https?:\/\/[^/]+/i.exec(apiBaseUrl)?.[0] ?? ''}/tiles/{z}/{x}/{y}.png`,
  attribution: '开发用示意底图',
});

export function parseMap(raw: unknown, apiBaseUrl: string): MapTiles {
  if (raw === undefined) return devTiles(apiBaseUrl);
  const m = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const str = (k: string) => (typeof m[k] === 'string' && m[k] !== '' ? (m[k] as string) : undefined);
  const url = str('tileUrl');
  if (!url || !['{z}', '{x}', '{y}'].every((p) => url.includes(p)))
    throw new Error('config.json: map.tileUrl must be a tile URL template with {z}, {x} and {y}');
  const key = str('key');
  const withKey = (template: string) => {
    if (!template.includes('{key}')) return template;
    if (!key) throw new Error('config.json: map.key is required by the {key} in map.tileUrl/labelsUrl');
    return template.replaceAll('{key}', encodeURIComponent(key));
  };
  const labels = str('labelsUrl');
  return {
    url: withKey(url),
    ...(labels ? { labelsUrl: withKey(labels) } : {}),
    ...(str('subdomains') ? { subdomains: str('subdomains') } : {}),
    ...(str('attribution') ? { attribution: str('attribution') } : {}),
  };
}

/**
 * The configured tiles, `{key}` filled in; without `map`, the api-server's generated development tiles at
 * /tiles/{z}/{x}/{y}.png. A malformed `map` throws (the page's error boundary shows it).
 */
export function useMapTiles(): MapTiles {
  const { map, apiBaseUrl } = usePortalConfig();
  return useMemo(() => parseMap(map, apiBaseUrl), [map, apiBaseUrl]);
}
