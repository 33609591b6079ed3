/**
 * What a refused request is told, in Chinese: the schema validator's first error as `参数错误: <field> <what>`
 * (the field as the contract names it, so a form can put the text under its input), never the validator's English.
 */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  /**
   * The failing field's schema (Ajv's verbose errors): its `x-message` words any refusal of the field after
   * `参数错误: <field>`; its `x-refusal` (a text, or texts by keyword) is the whole answer, the spec's words.
   */
  parentSchema?: { 'x-message'?: unknown; 'x-refusal'?: unknown };
}

const TYPES: Record<string, string> = { integer: '整数', number: '数字', string: '文字', boolean: '布尔值', array: '列表', object: '对象' };

function what(e: SchemaError): string {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return '不能为空';
    case 'type':
      return `须为${TYPES[String(p.type)] ?? String(p.type)}`;
    case 'enum':
    case 'const':
      return '取值不正确';
    case 'minimum':
      return `不能小于 ${String(p.limit)}`;
    case 'maximum':
      return `不能大于 ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `须大于 ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `须小于 ${String(p.limit)}`;
    case 'minLength':
      return Number(p.limit) <= 1 ? '不能为空' : `至少 ${String(p.limit)} 个字`;
    case 'maxLength':
      return `最多 ${String(p.limit)} 个字`;
    case 'minItems':
      return `至少 ${String(p.limit)} 项`;
    case 'maxItems':
      return `最多 ${String(p.limit)} 项`;
    case 'pattern':
    case 'format':
      return '格式不正确';
    default:
      return '不正确';
  }
}

/** `body/number` → `number`; a missing property names itself. */
function fieldOf(e: SchemaError): string {
  if (e.keyword === 'required' && typeof e.params.missingProperty === 'string') return e.params.missingProperty;
  const parts = e.instancePath.split('/').filter(Boolean);
  return parts.join('.') || '请求';
}

export function validationText(errors: readonly SchemaError[] | undefined): string {
  const first = errors?.[0];
  if (!first) return '参数错误';
  const refusal = first.parentSchema?.['x-refusal'];
  // an empty (or, after trimming, blank) text may have words of its own: x-refusal's `blank`
  const blank = first.keyword === 'minLength' && Number(first.params.limit) <= 1;
  const byKeyword = refusal && typeof refusal === 'object' ? (refusal as Record<string, unknown>) : undefined;
  const whole = byKeyword ? (blank && byKeyword.blank) || byKeyword[first.keyword] : refusal;
  if (typeof whole === 'string') return whole;
  const own = first.keyword === 'required' ? undefined : first.parentSchema?.['x-message'];
  return `参数错误: ${fieldOf(first)} ${typeof own === 'string' ? own : what(first)}`;
}

/** A key the operation does not declare. */
export const undeclaredText = (key: string) => `参数错误: ${key || '(空)'} 不是此接口的参数`;
