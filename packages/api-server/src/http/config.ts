import { availableParallelism } from 'node:os';

/** Runtime configuration of the server; every field has an environment variable (see README). */
export interface ServerConfig {
  /** TCP port; 0 picks a free one. Env PORT, default 8787. */
  port: number;
  /** Interface to listen on. Env HOST, default 0.0.0.0. */
  host: string;
  /** SQLite file, or ':memory:'. Env DB_PATH, default ./data/portal.db. */
  dbPath: string;
  /** appid → secret. Env APP_SECRETS as JSON or `appid:secret,...`. */
  appSecrets: Record<string, string>;
  /** Session lifetime in seconds. Env TOKEN_TTL_SECONDS, default 7 days. */
  tokenTtlSeconds: number;
  /** Unpaid orders turn CLOSED after this many seconds. Env ORDER_TTL_SECONDS, default 900. */
  orderTtlSeconds: number;
  /** Accepted distance between a request timestamp and the server clock. Env CLOCK_SKEW_SECONDS, default 300. */
  clockSkewSeconds: number;
  /** Serve /dev/sms and /dev/qrlogin. Env DEV_ENDPOINTS=1. Never enable in production. */
  devEndpoints: boolean;
  /**
   * Development mode: mounts the payment simulator (/pay/sim/{order}), whose page lets anyone mark any order
   * paid or refunded. Env DEV_MODE=1 (`pnpm start` and the test servers turn it on). Never enable in production.
   */
  devMode: boolean;
  /** Origin used to build absolute media URLs. Env PUBLIC_URL, default http://localhost:$PORT. */
  publicUrl: string | undefined;
  /** One log line per request on stderr. Env LOG_REQUESTS=0 turns it off. */
  logRequests: boolean;
  /** Seed demo data into an empty database. Env SEED=0 turns it off. */
  seed: boolean;
  /**
   * Read-only partner appids (@wz/embed): appid → secret (held only by the server) and the read operations
   * it may call. Env PARTNER_APPS as JSON; default: the development partner `wzpartner`.
   */
  partnerApps: Record<string, PartnerApp>;
  /**
   * Reader threads for the sections' long list reads; used with a file database, the real clock and the built
   * package (0: lists are read on the main thread). Env READ_WORKERS, default the CPU count, at most 4.
   */
  readWorkers: number;
  /** Signatures per minute per Origin from POST /public/v1/embed/sign. Env EMBED_SIGN_RATE_PER_MINUTE, default 120. */
  embedSignRatePerMinute: number;
  /**
   * Reverse proxies whose X-Forwarded-For names the client (addresses or CIDR ranges, e.g. `127.0.0.1,10.0.0.0/8`):
   * the limits keyed on the client (logins, the embed signer, click counts) then count the real client. From any
   * other peer the header is ignored, so a client cannot pick its own address. Env TRUSTED_PROXIES, default none.
   */
  trustedProxies: string[];
}

/** A partner appid: its signing secret and the operationIds (GET, no user session) it may call. */
export interface PartnerApp {
  secret: string;
  operations: string[];
}

export const DEV_APP_ID = 'wzwebapp';
/** Development-only secret shared with the SDK's default signer (documented in the README). */
export const DEV_APP_SECRET = 'wz-dev-secret';

export const DEV_PARTNER_APP_ID = 'wzpartner';
/** Development-only partner secret; the signing endpoint holds it, partner pages never see it. */
export const DEV_PARTNER_APP_SECRET = 'wz-partner-dev-secret';
/** What a teacher card reads: the profile (with stats and rating), the subjects and the average score. */
export const DEV_PARTNER_OPERATIONS = ['educationInfo', 'teacherSubjects', 'averageScore'] as const;

/** Parses PARTNER_APPS (shape only; the operations are checked against the contract when the server starts). */
export function parsePartnerApps(raw: string | undefined): Record<string, PartnerApp> {
  if (raw === undefined || raw.trim() === '') {
    return {
      [DEV_PARTNER_APP_ID]: {
        secret: DEV_PARTNER_APP_SECRET,
        operations: [...DEV_PARTNER_OPERATIONS],
      },
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(
      'PARTNER_APPS must be JSON: {"<appid>": {"secret": "...", "operations": ["educationInfo"]}}',
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('PARTNER_APPS must be a JSON object of appid → { secret, operations }');
  }
  const out: Record<string, PartnerApp> = {};
  for (const [appid, value] of Object.entries(parsed)) {
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(appid))
      throw new Error(
        `PARTNER_APPS: appid ${JSON.stringify(appid)} must match [A-Za-z0-9_-]{1,32}`,
      );
    const app = value as { secret?: unknown; operations?: unknown } | null;
    if (typeof app !== 'object' || app === null)
      throw new Error(`PARTNER_APPS: ${appid} must be an object { secret, operations }`);
    if (typeof app.secret !== 'string' || app.secret === '')
      throw new Error(`PARTNER_APPS: secret of ${appid} must be a non-empty string`);
    if (!Array.isArray(app.operations) || !app.operations.every((op) => typeof op === 'string')) {
      throw new Error(`PARTNER_APPS: operations of ${appid} must be an array of operationIds`);
    }
    out[appid] = { secret: app.secret, operations: [...new Set(app.operations as string[])] };
  }
  return out;
}

export function parseAppSecrets(raw: string | undefined): Record<string, string> {
  if (raw === undefined || raw.trim() === '') return { [DEV_APP_ID]: DEV_APP_SECRET };
  const text = raw.trim();
  if (text.startsWith('{')) {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('APP_SECRETS must be a JSON object of appid → secret');
    }
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed)) {
      if (typeof v !== 'string' || v === '')
        throw new Error(`APP_SECRETS: secret of ${k} must be a non-empty string`);
      out[k] = v;
    }
    return out;
  }
  const out: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const at = pair.indexOf(':');
    if (at <= 0 || at === pair.length - 1)
      throw new Error('APP_SECRETS must look like appid:secret,appid2:secret2');
    out[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return out;
}

function int(raw: string | undefined, name: string, fallback: number, min = 0): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be an integer >= ${min}, got ${raw}`);
  return n;
}

function flag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw.toLowerCase() === 'true' || raw.toLowerCase() === 'yes';
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int(env.PORT, 'PORT', 8787),
    host: env.HOST || '0.0.0.0',
    dbPath: env.DB_PATH || './data/portal.db',
    appSecrets: parseAppSecrets(env.APP_SECRETS),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 'TOKEN_TTL_SECONDS', 7 * 24 * 3600, 1),
    orderTtlSeconds: int(env.ORDER_TTL_SECONDS, 'ORDER_TTL_SECONDS', 900, 1),
    clockSkewSeconds: int(env.CLOCK_SKEW_SECONDS, 'CLOCK_SKEW_SECONDS', 300),
    devEndpoints: flag(env.DEV_ENDPOINTS, false),
    devMode: flag(env.DEV_MODE, false),
    publicUrl: env.PUBLIC_URL || undefined,
    logRequests: flag(env.LOG_REQUESTS, true),
    seed: flag(env.SEED, true),
    partnerApps: parsePartnerApps(env.PARTNER_APPS),
    readWorkers: int(env.READ_WORKERS, 'READ_WORKERS', Math.min(4, availableParallelism())),
    embedSignRatePerMinute: int(
      env.EMBED_SIGN_RATE_PER_MINUTE,
      'EMBED_SIGN_RATE_PER_MINUTE',
      120,
      1,
    ),
    trustedProxies: (env.TRUSTED_PROXIES ?? '').split(',').map((a) => a.trim()).filter(Boolean),
  };
}

export type ServerOptions = Partial<ServerConfig>;

export function resolveConfig(
  options: ServerOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): ServerConfig {
  const base = configFromEnv(env);
  const merged: ServerConfig = { ...base };
  for (const [k, v] of Object.entries(options)) {
    if (v !== undefined) (merged as unknown as Record<string, unknown>)[k] = v;
  }
  return merged;
}
