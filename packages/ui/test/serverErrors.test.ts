import { describe, expect, it } from 'vitest';
import {
  applyServerErrors,
  parseServerError,
  SUBMIT_FAILED_MESSAGE,
} from '../src/patterns/Form/serverErrors';

/** Records what applyServerErrors asks of the form. */
function fakeForm(values: Record<string, unknown>) {
  const set: [string, string | undefined, boolean | undefined][] = [];
  const form = {
    getValues: () => values,
    setError: (name: string, e: { message?: string }, o?: { shouldFocus?: boolean }) =>
      void set.push([name, e.message, o?.shouldFocus]),
  };
  return { set, form: form as unknown as Parameters<typeof applyServerErrors>[0] };
}

describe('parseServerError, given the api-server 400 texts', () => {
  it('reads an ajv path and words it in Chinese', () => {
    expect(parseServerError({ code: 400, msg: '参数错误: body/price must be >= 1' })).toEqual({
      fields: { price: '不能小于 1' },
    });
    expect(
      parseServerError({
        code: 400,
        msg: '参数错误: body/title must NOT have more than 30 characters',
      }),
    ).toEqual({ fields: { title: '不能超过 30 个字' } });
    expect(
      parseServerError({ code: 400, msg: '参数错误: querystring/page must be integer' }),
    ).toEqual({ fields: { page: '请输入整数' } });
  });

  it('reads a missing property, nested paths and several errors at once', () => {
    expect(
      parseServerError({
        code: 400,
        msg: '参数错误: body must have required property \'title\', body/reply/msg must match pattern "^\\S"',
      }),
    ).toEqual({ fields: { title: '此项必填', 'reply.msg': '格式不正确' } });
  });

  it("reads a handler's ParamError, which names the field first in Chinese", () => {
    expect(parseServerError({ code: 400, msg: '参数错误: price 必须是整数' })).toEqual({
      fields: { price: '必须是整数' },
    });
  });

  it('keeps what names no field as the form message', () => {
    expect(
      parseServerError({
        code: 400,
        msg: '参数错误: 请求体必须是 application/x-www-form-urlencoded',
      }),
    ).toEqual({ fields: {}, message: '参数错误：请求体必须是 application/x-www-form-urlencoded' });
    expect(parseServerError({ code: 201, msg: '今日发布次数已达上限' })).toEqual({
      fields: {},
      message: '今日发布次数已达上限',
    });
    expect(parseServerError(new Error(''))).toEqual({ fields: {}, message: SUBMIT_FAILED_MESSAGE });
    expect(parseServerError(undefined)).toEqual({ fields: {}, message: SUBMIT_FAILED_MESSAGE });
  });

  it('takes a field map as it is', () => {
    expect(parseServerError({ title: '标题含有敏感词' })).toEqual({
      fields: { title: '标题含有敏感词' },
    });
  });
});

describe('applyServerErrors', () => {
  it('puts messages on fields the form has, focusing the first, and the rest on the form', () => {
    const { form, set } = fakeForm({ title: 'x', shop: { name: '' }, cents: undefined });
    const applied = applyServerErrors(
      form,
      {
        code: 400,
        msg: "参数错误: body/price must be >= 1, body/shop/name must NOT have fewer than 2 characters, body must have required property 'tel'",
      },
      { fields: { price: 'cents' } },
    );
    expect(applied).toEqual(['cents', 'shop.name']);
    expect(set).toEqual([
      ['cents', '不能小于 1', true],
      ['shop.name', '至少输入 2 个字', false],
      ['root.server', 'tel：此项必填', undefined],
    ]);
  });
});
