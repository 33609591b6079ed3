import type { OperationMeta } from './operation-meta';
import type { ParamObject } from './params';
import type { OperationId } from './types';

/** An operation's metadata with its id. */
export type Meta = OperationMeta & { id: OperationId };

/** `/home/list_new_house_message/{id}/{page}` → a pattern matching its filled-in paths. */
function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
}

/** Takes an operation's path parameters out of the call's params (they go into the URL, unsigned). */
export function splitPathParams(names: readonly string[], params: ParamObject) {
  if (names.length === 0) return { path: {}, rest: params };
  const rest = { ...params };
  const path: Record<string, string> = {};
  for (const name of names) {
    path[name] = String(rest[name] ?? '');
    delete rest[name];
  }
  return { path, rest };
}

/** A form call's request: the body, and the names its operation takes in the query string (signed with the body). */
export function formInit(queryNames: readonly string[] | undefined, params: ParamObject, path: Record<string, string>) {
  if (!queryNames?.length) return { body: params, params: { path } };
  const body = { ...params };
  const query: ParamObject = {};
  for (const name of queryNames) {
    query[name] = body[name];
    delete body[name];
  }
  return { body, params: { path, query } };
}

/**
 * The operations a client has sent, by request (method and path under the API's base path): what the
 * middleware looks up (auth, signing context, session handling). `learn` adds one before it is sent.
 */
export function routeTable(basePath: string) {
  const byRoute = new Map<string, Meta>();
  // Paths with `{…}` segments are matched by pattern (few: the housing section's).
  const templated: { method: string; pattern: RegExp; meta: Meta }[] = [];
  const learn = (meta: Meta) => {
    const method = meta.method.toUpperCase();
    if (meta.pathParams.length === 0) byRoute.set(`${method} ${meta.path}`, meta);
    else if (!templated.some((t) => t.meta.id === meta.id)) templated.push({ method, pattern: pathPattern(meta.path), meta });
  };
  const metaOf = (request: Request): Meta | undefined => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (!path.startsWith(basePath)) return undefined;
    const own = path.slice(basePath.length);
    return (
      byRoute.get(`${request.method} ${own}`) ??
      templated.find((t) => t.method === request.method && t.pattern.test(own))?.meta
    );
  };
  return { learn, metaOf };
}
