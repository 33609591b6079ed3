import type { BaseIssue } from 'valibot';

const empty = (input: unknown) =>
  input === undefined ||
  input === null ||
  input === '' ||
  (Array.isArray(input) && input.length === 0) ||
  (typeof input === 'number' && Number.isNaN(input));

/**
 * Chinese text for a valibot issue that has no message of its own. Passed to valibot as the config
 * fallback, so a message written in the schema always wins and nothing global is changed.
 */
export function zhIssueMessage(issue: BaseIssue<unknown>): string {
  const n = issue.requirement;
  const list = Array.isArray(issue.input);
  switch (issue.type) {
    case 'non_empty':
      return list ? '请至少选择一项' : '此项必填';
    case 'min_length':
      return list ? `请至少选择 ${n} 项` : `至少输入 ${n} 个字`;
    case 'max_length':
      return list ? `最多选择 ${n} 项` : `不能超过 ${n} 个字`;
    case 'min_value':
      return `不能小于 ${String(n)}`;
    case 'max_value':
      return `不能大于 ${String(n)}`;
    case 'integer':
      return '请输入整数';
    case 'email':
      return '邮箱格式不正确';
    case 'url':
      return '网址格式不正确';
    case 'regex':
      return '格式不正确';
    case 'picklist':
    case 'enum':
      return '请选择有效的选项';
    case 'literal':
    case 'value':
      return issue.input === false ? '请勾选此项' : '输入有误';
    case 'number':
      return empty(issue.input) ? '此项必填' : '请输入数字';
    default:
      // A schema type mismatch on an empty input means the field was left blank.
      return issue.kind === 'schema' && empty(issue.input) ? '此项必填' : '输入有误';
  }
}
