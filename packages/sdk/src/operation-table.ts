import { readOperations, type Operations } from './generated/operations';
import type { ParamObject } from './params';
import { isReadOperation } from './reads';
import type { OperationId } from './types';

/** What sending an operation takes (what a write clears afterwards is the React layer's: writeInvalidations). */
export type SendMeta = Omit<Operations[OperationId], 'invalidates'>;
/** An operation's metadata with its id. */
export type Meta = SendMeta & { id: OperationId };

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
 * What a client knows of the operations: their metadata by id (`metaFor`; the writes' table loads with the
 * first write) and by request (`metaOf`, method and path under the API's base path).
 */
export function operationTable(basePath: string) {
  const byRoute = new Map<string, Meta>();
  // Paths with `{…}` segments are matched by pattern (few: the housing section's).
  const templated: { method: string; pattern: RegExp; meta: Meta }[] = [];
  const known = (table: Partial<Record<OperationId, SendMeta>>) => {
    for (const id of Object.keys(table) as OperationId[]) {
      const meta: Meta = { ...table[id]!, id };
      const method = meta.method.toUpperCase();
      if (meta.pathParams.length === 0) byRoute.set(`${method} ${meta.path}`, meta);
      else templated.push({ method, pattern: pathPattern(meta.path), meta });
    }
  };
  known(readOperations);
  // The writes' table arrives with the first write (a page's first load makes none).
  let writes: Promise<Partial<Record<OperationId, SendMeta>>> | undefined;
  const metaFor = async (operation: OperationId): Promise<SendMeta> => {
    if (isReadOperation(operation)) return readOperations[operation];
    writes ??= import('./generated/writeOperations').then(({ writeOperations }) => {
      known(writeOperations);
      return writeOperations;
    });
    const table = await writes;
    const meta = table[operation];
    if (!meta) throw new TypeError(`unknown operation ${String(operation)}`);
    return meta;
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
  return { metaFor, metaOf };
}
