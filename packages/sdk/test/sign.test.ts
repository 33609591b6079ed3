import fc from 'fast-check';
import md5 from 'md5';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '../src/md5';
import {
  compareCodePoints,
  flattenParams,
  formSerializer,
  md5Signer,
  signParams,
  type ParamObject,
} from '../src/index';
import vectors from '../../../openapi/sign-vectors.json';

const SECRET = 'wz-dev-secret';
const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,11}$/);
const scalar = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.integer(), fc.boolean());
const flatParams = fc.dictionary(key, scalar, { minKeys: 1, maxKeys: 12 });

describe('signParams', () => {
  it.each(vectors.vectors.map((v, i) => [i, v] as const))(
    'matches known-answer vector %i',
    (_i, vector) => {
      expect(signParams(vector.params as ParamObject, vector.secret)).toBe(vector.sign);
    },
  );

  it('given any key order, signs the same', () => {
    fc.assert(
      fc.property(flatParams, fc.integer(), (params, seed) => {
        const entries = Object.entries(params);
        const shuffled = entries
          .map((e, i) => [e, ((i + 1) * 2654435761 + seed) % 1000] as const)
          .sort((a, b) => a[1] - b[1])
          .map(([e]) => e);
        expect(signParams(Object.fromEntries(shuffled), SECRET)).toBe(signParams(params, SECRET));
      }),
    );
  });

  it('drops undefined and null values', () => {
    fc.assert(
      fc.property(flatParams, key, fc.constantFrom(undefined, null), (params, extra, empty) => {
        fc.pre(!(extra in params));
        expect(signParams({ ...params, [extra]: empty }, SECRET)).toBe(signParams(params, SECRET));
      }),
    );
  });

  it('changes when any value changes', () => {
    fc.assert(
      fc.property(flatParams, fc.nat(), fc.string({ maxLength: 20 }), (params, pick, next) => {
        const keys = Object.keys(params);
        const k = keys[pick % keys.length]!;
        fc.pre(String(params[k]) !== next);
        expect(signParams({ ...params, [k]: next }, SECRET)).not.toBe(signParams(params, SECRET));
      }),
    );
  });

  it('ignores an existing sign field', () => {
    expect(signParams({ id: 1, sign: 'ABC' }, SECRET)).toBe(signParams({ id: 1 }, SECRET));
  });

  it('keeps the upstream weakness: values are not escaped, so "1&b=2" signs like two fields', () => {
    expect(signParams({ a: '1&b=2' }, SECRET)).toBe(signParams({ a: '1', b: '2' }, SECRET));
  });

  it('md5Signer signs flattened params like signParams', () => {
    const params = { appid: 'wzwebapp', timestamp: '1700000000', id: '1', type: '3' };
    expect(md5Signer(SECRET)(params)).toBe('89439718D7458C86BE8E8DE324C41760');
  });
});

describe('md5Hex', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ])('RFC 1321 vector %j', (input, hex) => {
    expect(md5Hex(input)).toBe(hex);
  });

  it('agrees with the md5 package on any text (UTF-8, every padding length)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(md5Hex(text)).toBe(md5(text));
      }),
    );
  });
});

describe('flattenParams and formSerializer', () => {
  it('flattens nested objects to dot keys and arrays to key[i]', () => {
    expect(
      flattenParams({
        ids: [3, 1],
        reply: { msg: '同意', to: { id: 2 } },
        ok: true,
        gone: undefined,
        nil: null,
      }),
    ).toEqual([
      ['ids[0]', '3'],
      ['ids[1]', '1'],
      ['reply.msg', '同意'],
      ['reply.to.id', '2'],
      ['ok', 'true'],
    ]);
  });

  const nested: fc.Arbitrary<ParamObject> = fc.letrec((tie) => ({
    obj: fc.dictionary(key, tie('value') as fc.Arbitrary<ParamObject[string]>, { maxKeys: 4 }),
    value: fc.oneof(
      { depthSize: 'small' },
      scalar,
      fc.constant(undefined),
      fc.array(scalar, { maxLength: 3 }),
      tie('obj'),
    ) as fc.Arbitrary<ParamObject[string]>,
  })).obj as fc.Arbitrary<ParamObject>;

  it('form encoding round-trips to the flattened pairs', () => {
    fc.assert(
      fc.property(nested, (params) => {
        const decoded = [...new URLSearchParams(formSerializer(params))];
        expect(decoded).toEqual(flattenParams(params));
      }),
    );
  });

  it('sorts keys by code point, not UTF-16 unit', () => {
    // U+FF61 sorts before U+1F600 by code point but after it by UTF-16 unit.
    expect(compareCodePoints('\uFF61', '😀')).toBeLessThan(0);
    expect(['b', 'a', 'B', 'ab'].sort(compareCodePoints)).toEqual(['B', 'a', 'ab', 'b']);
  });
});
