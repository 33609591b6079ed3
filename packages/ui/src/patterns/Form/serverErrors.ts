import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A refusal read from the server: messages per API field, and what belongs to no field. */
export interface ServerErrorParts {
  fields: Record<string, string>;
  message?: string;
}

/** What `applyServerErrors` accepts: an ApiError or envelope (`{ code, msg }`), or a field → message map. */
export type ServerError =
  { code?: number; msg?: string; message?: string } | Record<string, string>;

export interface ApplyServerErrorsOptions {
  /** API field name → form field name, where the form names a field differently. */
  fields?: Record<string, string>;
}

/** Shown when a failure carries no text of its own. */
export const SUBMIT_FAILED_MESSAGE = '提交失败，请稍后重试';

const FALLBACK_FIELD_MESSAGE = '填写有误，请检查';

// ajv's English (as fastify words it) → the text a member reads under the field.
const AJV_TEXTS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^must NOT have fewer than (\d+) characters$/, (m) => `至少输入 ${m[1]} 个字`],
  [/^must NOT have more than (\d+) characters$/, (m) => `不能超过 ${m[1]} 个字`],
  [/^must NOT have fewer than (\d+) items$/, (m) => `请至少选择 ${m[1]} 项`],
  [/^must NOT have more than (\d+) items$/, (m) => `最多选择 ${m[1]} 项`],
  [/^must be >= (\S+)$/, (m) => `不能小于 ${m[1]}`],
  [/^must be > (\S+)$/, (m) => `必须大于 ${m[1]}`],
  [/^must be <= (\S+)$/, (m) => `不能大于 ${m[1]}`],
  [/^must be < (\S+)$/, (m) => `必须小于 ${m[1]}`],
  [/^must be integer$/, () => '请输入整数'],
  [/^must be number$/, () => '请输入数字'],
  [/^must match (pattern|format)\b/, () => '格式不正确'],
  [/^must be equal to one of the allowed values$/, () => '请选择有效的选项'],
  [/^must be equal to constant$/, () => '请选择有效的选项'],
];

const LOCATION = /^(?:body|querystring|params|headers)(\/\S+)?\s+(.+)$/;
const REQUIRED = /^must have required property '([^']+)'$/;
// ParamError texts name the field first: `price 必须是整数`, `page 必须 >= 1`.
const NAMED = /^([A-Za-z_][\w.]*)\s+(\S.*)$/;
const HAS_CJK = /[\u4e00-\u9fff]/;

function translate(text: string): string {
  for (const [re, to] of AJV_TEXTS) {
    const m = text.match(re);
    if (m) return to(m);
  }
  return HAS_CJK.test(text) ? text : FALLBACK_FIELD_MESSAGE;
}

function isFieldMap(error: object): error is Record<string, string> {
  const values = Object.values(error);
  return (
    values.length > 0 &&
    !('code' in error) &&
    !(error instanceof Error) &&
    values.every((v) => typeof v === 'string')
  );
}

/**
 * Reads a server refusal. A 400 answer's `msg` (`参数错误: body/price must be >= 1`,
 * `参数错误: body must have required property 'title'`, `参数错误: price 必须是整数`) is split into
 * messages per field, in Chinese; any other failure becomes the form's message. Pure.
 */
export function parseServerError(error: unknown): ServerErrorParts {
  if (error === null || typeof error !== 'object')
    return { fields: {}, message: SUBMIT_FAILED_MESSAGE };
  if (isFieldMap(error)) return { fields: { ...error } };
  const { code, msg, message } = error as { code?: unknown; msg?: unknown; message?: unknown };
  const text = typeof msg === 'string' ? msg : typeof message === 'string' ? message : '';
  if (code !== 400 || !text) return { fields: {}, message: text || SUBMIT_FAILED_MESSAGE };

  const fields: Record<string, string> = {};
  const rest: string[] = [];
  const body = text.replace(/^参数错误\s*[:：]\s*/, '');
  // fastify joins several ajv errors with ", " before each location.
  for (const part of body.split(/,\s*(?=(?:body|querystring|params|headers)\b)/)) {
    const [, path = '', what = ''] = part.match(LOCATION) ?? [];
    const [, needed] = (!path && what.match(REQUIRED)) || [];
    const [, name = '', said = ''] = what ? [] : (part.match(NAMED) ?? []);
    if (needed) fields[needed] ??= '此项必填';
    else if (path) fields[path.slice(1).replace(/\//g, '.')] ??= translate(what);
    else if (name && HAS_CJK.test(said)) fields[name] ??= said;
    else rest.push(part);
  }
  return rest.length ? { fields, message: `参数错误：${rest.join('；')}` } : { fields };
}

function hasPath(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Puts a server refusal onto the form: each message under its field (the first one focused), the
 * rest as the form's message (`errors.root.server`). Values are left as typed. Returns the form
 * fields that got a message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  options: ApplyServerErrorsOptions = {},
): string[] {
  const { fields, message } = parseServerError(error);
  const values = form.getValues();
  const applied: string[] = [];
  const unplaced: string[] = message ? [message] : [];
  for (const [apiName, text] of Object.entries(fields)) {
    const name = options.fields?.[apiName] ?? apiName;
    if (hasPath(values, name)) {
      form.setError(
        name as Path<T>,
        { type: 'server', message: text },
        { shouldFocus: !applied.length },
      );
      applied.push(name);
    } else {
      unplaced.push(`${apiName}：${text}`);
    }
  }
  if (unplaced.length)
    form.setError('root.server', { type: 'server', message: unplaced.join('；') });
  return applied;
}
