// The portal's own signing endpoint: the browser sends the flat wire parameters of a call (appid and
// timestamp included, sign excluded) and gets the `sign`, so the secret stays on this server. Same
// contract as the SDK's endpointSigner and the api-server's /public/v1/embed/sign:
// `POST <path>` JSON `{ operation?, params }` → 200 `{ sign }`; refusals are HTTP statuses with
// `{ code, msg, data: null }` (400 malformed, 403 another appid / origin / stale timestamp, 429 rate).
import { createHash } from 'node:crypto';

export const SIGN_PATH = '/sign';
export const MSG_SIGN_RATE = '签名请求过于频繁，请稍后再试';
/** The api-server's own bounds: a form body of 256 KB, 64 parameters, names of 64 characters. */
const BODY_LIMIT = 256 * 1024 + 4096;
const MAX_PARAMS = 64;
const MAX_KEY = 64;

/** Code-point order (not UTF-16 order): the api-server's and the SDK's. */
const byCodePoint = (a, b) => {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i].codePointAt(0) - y[i].codePointAt(0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
};

/**
 * `MD5(k=v pairs sorted by key, joined by "&", + secret)`, upper case (ARCHITECTURE "Request signing").
 * @param {Record<string, string>} params
 * @param {string} secret
 */
export function computeSign(params, secret) {
  const keys = Object.keys(params).filter((k) => k !== 'sign').sort(byCodePoint);
  const text = keys.map((k) => `${k}=${params[k]}`).join('&') + secret;
  return createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
}

/** A fixed one-minute window per client key; `hit` answers the seconds to wait (0: allowed). */
export function rateLimiter(perMinute, now = () => Date.now()) {
  /** @type {Map<string, number>} */
  let counts = new Map();
  let windowStart = now();
  return (key) => {
    const t = now();
    if (t - windowStart >= 60_000) {
      counts = new Map();
      windowStart = t;
    }
    const n = (counts.get(key) ?? 0) + 1;
    // bounded memory: a flood of new keys starts a fresh window early rather than growing the map
    if (counts.size >= 100_000 && !counts.has(key)) counts = new Map();
    counts.set(key, n);
    return n > perMinute ? Math.max(1, Math.ceil((windowStart + 60_000 - t) / 1000)) : 0;
  };
}

const refusal = (code, msg) => ({ status: code, body: { code, msg, data: null } });

/**
 * Validates one signing request (the parsed JSON body) and signs it.
 * @param {unknown} body
 * @param {{ appid: string, secret: string, clockSkewSeconds: number }} options
 * @param {number} nowSeconds
 * @returns {{ status: number, body: object }}
 */
export function signAnswer(body, { appid, secret, clockSkewSeconds }, nowSeconds) {
  const bad = (msg) => refusal(400, `参数错误: ${msg}`);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return bad('请求体必须是 JSON 对象 { operation, params }');
  const extra = Object.keys(body).find((k) => k !== 'operation' && k !== 'params');
  if (extra !== undefined) return bad(`${extra.slice(0, MAX_KEY)} 不是签名接口的字段`);
  const { params } = body;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return bad('params 必须是对象');
  const keys = Object.keys(params);
  if (keys.length > MAX_PARAMS) return bad(`params 最多 ${MAX_PARAMS} 个参数`);
  for (const k of keys) {
    if (k === '' || k.length > MAX_KEY) return bad(`params 的参数名长度必须在 1 到 ${MAX_KEY} 之间`);
    if (typeof params[k] !== 'string') return bad(`params.${k} 必须是字符串`);
  }
  if (Object.prototype.hasOwnProperty.call(params, 'sign')) return bad('params.sign 不能提交签名');
  // Only this portal's appid: the endpoint is no signer for other applications (partners have their own).
  if (params.appid !== appid) return refusal(403, '该应用不能由本站签名');
  const timestamp = params.timestamp;
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return bad('params.timestamp 必须是秒级整数');
  if (Math.abs(nowSeconds - Number(timestamp)) > clockSkewSeconds) {
    return refusal(403, '签名错误: timestamp 不在允许的时间范围内，请校准时间');
  }
  return { status: 200, body: { sign: computeSign(params, secret) } };
}

/**
 * The handler of `POST /sign` for serve-static.mjs (and the vite dev server). Rate-limited per client (its
 * remote address: the browser talks to this server directly), same origin only: a request with another
 * `Origin` is refused, and a JSON body from another origin needs a CORS preflight that is never answered.
 * @param {{ appid: string, secret: string, ratePerMinute?: number, clockSkewSeconds?: number,
 *   now?: () => number }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createSignHandler({ appid, secret, ratePerMinute = 600, clockSkewSeconds = 300, now = () => Date.now() }) {
  if (!secret) throw new Error('sign: a secret is required');
  const limit = rateLimiter(ratePerMinute, now);
  const send = (res, status, body, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
    res.end(JSON.stringify(body));
  };
  return (req, res) => {
    const wait = limit(req.socket.remoteAddress ?? '');
    if (wait > 0) {
      req.resume();
      send(res, 429, refusal(429, MSG_SIGN_RATE).body, { 'retry-after': String(wait) });
      return;
    }
    if (req.method !== 'POST') {
      req.resume();
      send(res, 405, refusal(405, '只接受 POST').body, { allow: 'POST' });
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== 'null') {
      let host;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host !== req.headers.host) {
        req.resume();
        send(res, 403, refusal(403, '只为本站页面签名').body);
        return;
      }
    }
    if (!String(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      req.resume();
      send(res, 400, refusal(400, '参数错误: 请求体必须是 application/json').body);
      return;
    }
    const chunks = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > BODY_LIMIT) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (over) return send(res, 400, refusal(400, '参数错误: 请求体过大').body);
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(res, 400, refusal(400, '参数错误: 请求体不是有效的 JSON').body);
      }
      const answer = signAnswer(body, { appid, secret, clockSkewSeconds }, Math.floor(now() / 1000));
      send(res, answer.status, answer.body);
    });
  };
}
