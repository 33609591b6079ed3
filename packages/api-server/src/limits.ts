/**
 * Bounds checked on the raw query or form body before any signing work, so one request cannot make the
 * server sort and hash tens of thousands of keys. The contract's largest operation has 8 parameters.
 */
export const MAX_PARAMS = 64;
export const MAX_PARAM_NAME = 64;

/** The refusal message, or undefined when the parameters are within bounds (stops counting at the limit). */
export function paramLimitError(params: Record<string, unknown> | undefined): string | undefined {
  if (!params || typeof params !== 'object') return undefined;
  let count = 0;
  for (const key in params) {
    if (++count > MAX_PARAMS) return `参数错误: 参数过多（最多 ${MAX_PARAMS} 个）`;
    if (key.length > MAX_PARAM_NAME) return `参数错误: 参数名过长（最多 ${MAX_PARAM_NAME} 个字符）`;
  }
  return undefined;
}
