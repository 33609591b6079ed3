
/** What the client is signing; passed to the signer as its second argument. */
export interface SignContext {
  /** operationId of the call (e.g. `educationInfo`); the URL path when the request matches no operation. */
  operation: string;
  /** HTTP method, upper case (`GET`, `POST`). */
  method: string;
  /** Path of the operation relative to the base URL (e.g. `/education/info`). */
  path: string;
}

/**
 * Produces the `sign` for flattened request parameters (appid and timestamp included, sign excluded).
 * May be async so the secret can live on a server (see endpointSigner). The client passes `context` on
 * every call; one-argument signers keep working.
 */
export type Signer = (
  params: Readonly<Record<string, string>>,
  context?: SignContext,
) => string | Promise<string>;

/**
 * md5Signer that loads the MD5 code with its first signature: a browser that signs through an endpoint
 * (the default) never fetches it, and one that signs with the secret fetches it once, with the first call.
 */
export function lazyMd5Signer(secret: string): Signer {
  let signer: Promise<Signer> | undefined;
  return async (params, context) => (await (signer ??= import('./md5-sign').then((m) => m.md5Signer(secret))))(params, context);
}

/** Options of endpointSigner. */
export interface EndpointSignerOptions {
  /** fetch implementation; defaults to globalThis.fetch. */
  fetch?: typeof fetch;
  /** Extra headers for the signing request (e.g. a CSRF token). */
  headers?: Record<string, string>;
}

/**
 * A signer that asks a signing endpoint, so no secret ships in the browser bundle (e.g. the api-server's
 * `/public/v1/embed/sign` for partner appids).
 * Contract: `POST url` with JSON `{ "params": { "k": "v", … }, "operation": "<operationId>" }` answers
 * JSON `{ "sign": "…" }`; any other HTTP status is a refusal (403 not allowed, 429 rate-limited).
 */
export function endpointSigner(url: string, options: EndpointSignerOptions = {}): Signer {
  return async (params, context) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    const res = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...options.headers },
      body: JSON.stringify({ params, operation: context?.operation }),
    });
    if (!res.ok) throw new Error(`Signing endpoint answered HTTP ${res.status}`);
    const body = (await res.json()) as { sign?: unknown };
    if (typeof body.sign !== 'string' || !/^[0-9A-Fa-f]{32}$/.test(body.sign)) {
      throw new Error('Signing endpoint answered without a valid sign');
    }
    return body.sign;
  };
}
