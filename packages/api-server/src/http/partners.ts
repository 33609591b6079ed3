import type { PartnerApp, ServerConfig } from './config.js';

/** What the server needs to know about an operation of the contract. */
export interface OperationInfo {
  id: string;
  method: string;
  path: string;
  auth: string;
  /** false for the signing endpoint itself (x-signed: false): not served through the contract's hooks. */
  signed: boolean;
  /** Declared query parameter names (GET). */
  query: Set<string>;
  /** x-effect: a write clears the read cache, whatever its method. */
  effect: 'read' | 'write';
  /** x-cache: true — the answer depends only on the parameters and the data, and is kept until the next write. */
  cache: boolean;
  /** x-replay: allowed — a write whose signed request may be repeated (login). */
  replayAllowed: boolean;
}

export const MSG_PARTNER_FORBIDDEN = '该应用无权调用此接口';
const WINDOW_SECONDS = 60;
const MAX_TRACKED_ORIGINS = 10_000;

type Spec = {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
  components?: { parameters?: Record<string, { name?: string; in?: string }> };
};

/** operationId → method, path, x-auth, x-signed, x-effect, x-cache and query parameter names, read from the bundled contract. */
export function operationTable(specification: Record<string, unknown>): Map<string, OperationInfo> {
  const spec = specification as Spec;
  const table = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op?.operationId !== 'string') continue;
      const query = new Set<string>();
      for (const p of (op.parameters as
        { $ref?: string; name?: string; in?: string }[] | undefined) ?? []) {
        const param = p.$ref ? spec.components?.parameters?.[p.$ref.split('/').pop()!] : p;
        if (param?.in === 'query' && param.name) query.add(param.name);
      }
      table.set(op.operationId, {
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        auth: typeof op['x-auth'] === 'string' ? op['x-auth'] : 'none',
        signed: op['x-signed'] !== false,
        query,
        effect: op['x-effect'] === 'read' ? 'read' : 'write',
        cache: op['x-cache'] === true,
        replayAllowed: op['x-replay'] === 'allowed',
      });
    }
  }
  return table;
}

/**
 * Startup check of PARTNER_APPS: every operation exists, is a read (GET) and needs no user session, and no
 * partner appid is also an APP_SECRETS appid (it would escape the operation list).
 */
export function checkPartnerApps(
  config: Pick<ServerConfig, 'partnerApps' | 'appSecrets'>,
  table: Map<string, OperationInfo>,
): void {
  for (const [appid, app] of Object.entries(config.partnerApps)) {
    if (Object.prototype.hasOwnProperty.call(config.appSecrets, appid)) {
      throw new Error(
        `PARTNER_APPS: ${appid} is also in APP_SECRETS; a partner appid must not be a full-access appid`,
      );
    }
    for (const id of app.operations) {
      const op = table.get(id);
      if (!op || !op.signed)
        throw new Error(`PARTNER_APPS: ${appid} lists unknown operation ${id}`);
      if (op.method !== 'GET')
        throw new Error(
          `PARTNER_APPS: ${appid} lists ${id}, a write operation (${op.method}); partner appids are read-only`,
        );
      if (op.auth === 'bearer')
        throw new Error(
          `PARTNER_APPS: ${appid} lists ${id}, which needs a user session; partner appids are read-only`,
        );
    }
  }
}

/** True when `appid` is a partner appid that may not call `operationId` (the api-server then answers code 403). */
export function partnerForbidden(
  partners: Record<string, PartnerApp>,
  appid: string,
  operationId: string | undefined,
): boolean {
  if (!Object.prototype.hasOwnProperty.call(partners, appid)) return false;
  return operationId === undefined || !partners[appid]!.operations.includes(operationId);
}

/** Fixed one-minute window per key; bounded so spoofed Origin headers cannot grow it without limit. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** Counts one hit; answers the seconds to wait when over the limit, else 0. */
  hit(rawKey: string): number {
    const now = this.now();
    let key = rawKey;
    if (!this.windows.has(key) && this.windows.size >= MAX_TRACKED_ORIGINS) {
      for (const [k, w] of this.windows)
        if (now - w.start >= WINDOW_SECONDS) this.windows.delete(k);
      // still full: unknown keys share one bucket rather than evicting live ones
      if (this.windows.size >= MAX_TRACKED_ORIGINS) key = '\u0000overflow';
    }
    let w = this.windows.get(key);
    if (!w || now - w.start >= WINDOW_SECONDS) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    if (w.count >= this.limit) return Math.max(1, w.start + WINDOW_SECONDS - now);
    w.count += 1;
    return 0;
  }
}
