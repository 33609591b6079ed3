/* eslint-disable @typescript-eslint/no-explicit-any -- walks the untyped OpenAPI document */
import fc from 'fast-check';

/**
 * Values the contract allows, built from an operation's parameter and body schemas: the extremes (every
 * text at its longest or shortest, every number at its bounds, each enum value) and random ones, in odd
 * Unicode. Texts never start or end with spaces (the server trims required texts before it validates).
 */
export type Schema = Record<string, any>;
export type Resolve = (node: Schema) => Schema;

/** One code point each: CJK (an astral one too), emoji, a combining mark, RTL, markup and form-encoding characters. */
const ODD = [
  '测',
  '试',
  '温',
  '州',
  '𠀀',
  '🏠',
  '😀',
  'é',
  '\u0301',
  '\u202e',
  '\u200d',
  'Ω',
  'a',
  'Z',
  '9',
  '<',
  '>',
  '&',
  '"',
  "'",
  '%',
  '+',
  '=',
  '#',
  '?',
  '/',
  '\\',
  ';',
  '·',
  '，',
  '。',
  ' ',
  '\n',
];
const EDGE_SAFE = ODD.filter(
  (c) => !/\s/u.test(c) && c !== '\u0301' && c !== '\u200d' && c !== '\u202e',
);

const codePoints = (s: string) => [...s].length;
const isWellFormed = (s: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
const tidy = (s: string) => s === s.trim() && isWellFormed(s);

/** A text of exactly `n` code points, its ends not blank. */
function textOf(n: number, offset: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const pool = i === 0 || i === n - 1 ? EDGE_SAFE : ODD;
    out.push(pool[(i * 7 + offset) % pool.length]!);
  }
  return out.join('');
}

const typeOf = (s: Schema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
const lowOf = (s: Schema) =>
  s.minimum ??
  (s.exclusiveMinimum !== undefined
    ? s.exclusiveMinimum + (typeOf(s) === 'integer' ? 1 : 0.01)
    : -2147483648);
const highOf = (s: Schema) =>
  s.maximum ??
  (s.exclusiveMaximum !== undefined
    ? s.exclusiveMaximum - (typeOf(s) === 'integer' ? 1 : 0.01)
    : 2147483647);
const maxLen = (s: Schema) => s.maxLength ?? 64;

function dateText(d: Date, withTime: boolean): string {
  const iso = d.toISOString();
  return withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : iso.slice(0, 10);
}

/** Random values of a schema. */
export function arbitrary(schema: Schema, resolve: Resolve): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]).filter((v) => v !== null));
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.oneOf || s.anyOf)
    return fc.oneof(...(s.oneOf ?? s.anyOf).map((p: Schema) => arbitrary(p, resolve)));
  switch (typeOf(s)) {
    case 'integer': {
      const [lo, hi] = [Math.ceil(lowOf(s)), Math.floor(highOf(s))];
      return fc.oneof(fc.constant(lo), fc.constant(hi), fc.integer({ min: lo, max: hi }));
    }
    case 'number': {
      const [lo, hi] = [lowOf(s), highOf(s)];
      return fc.oneof(
        fc.constant(lo),
        fc.constant(hi),
        fc
          .double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true })
          .map((x) => Math.round(x * 100) / 100)
          .filter((x) => x >= lo && x <= hi),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = arbitrary(s.items ?? { type: 'string' }, resolve);
      return fc.array(items, {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 6),
      });
    }
    case 'object':
      return objectArbitrary(s, resolve);
    default:
      return stringArbitrary(s);
  }
}

function stringArbitrary(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = maxLen(s);
  const fits = (v: string) => codePoints(v) >= min && codePoints(v) <= max && tidy(v);
  if (s.format === 'date' || s.format === 'date-time')
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => dateText(d, s.format === 'date-time'));
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern, 'u')).filter(fits);
  const char = fc.constantFrom(...ODD);
  return fc
    .oneof(
      fc.constant(textOf(min, 3)),
      fc.constant(textOf(max, 5)),
      fc.array(char, { minLength: min, maxLength: max }).map((cs) => cs.join('')),
    )
    .filter(fits);
}

/** Whether an object meets a condition made of property consts and enums (the contract's `if`). */
function meets(cond: Schema, value: Record<string, unknown>): boolean {
  if ((cond.required ?? []).some((k: string) => value[k] === undefined)) return false;
  return Object.entries<Schema>(cond.properties ?? {}).every(
    ([k, c]) =>
      value[k] === undefined ||
      (c.const !== undefined ? value[k] === c.const : !c.enum || c.enum.includes(value[k])),
  );
}

/** The branch of `if`/`then`/`else` that applies to a value: its property schemas replace the object's. */
function branchOf(s: Schema, value: Record<string, unknown>): Schema | undefined {
  if (!s.if) return undefined;
  const branch = meets(s.if, value) ? s.then : s.else;
  // an else that is itself a condition (if … else if …)
  return branch?.if ? branchOf(branch, value) : branch;
}

function objectArbitrary(
  s: Schema,
  resolve: Resolve,
  skip: ReadonlySet<string> = new Set(),
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries<Schema>(s.properties ?? {}))
    if (!skip.has(k)) model[k] = arbitrary(v, resolve);
  const requiredKeys = (s.required ?? []).filter((k: string) => k in model);
  const plain = fc.record(model, { requiredKeys });
  if (!s.if) return plain;
  // a conditional rule: the fields its branch constrains are drawn again from the branch's schemas
  return plain.chain((value) => {
    const branch = branchOf(s, value);
    const keys = [
      ...new Set([...Object.keys(branch?.properties ?? {}), ...(branch?.required ?? [])]),
    ].filter((k) => !skip.has(k));
    const needed = new Set([
      ...(branch?.required ?? []),
      ...keys.filter((k) => value[k] !== undefined),
    ]);
    const over: Record<string, fc.Arbitrary<unknown>> = {};
    for (const k of keys)
      if (needed.has(k))
        over[k] = arbitrary(
          { ...resolve(s.properties?.[k] ?? {}), ...(branch!.properties?.[k] ?? {}) },
          resolve,
        );
    return fc.record(over).map((o) => ({ ...value, ...o }));
  });
}

/** The extreme value of a schema: its longest text or largest number ('max'), its shortest or smallest ('min'). */
export function extreme(schema: Schema, resolve: Resolve, end: 'min' | 'max', offset = 0): unknown {
  const s = resolve(schema);
  if (s.enum) {
    const values = (s.enum as unknown[]).filter((v) => v !== null);
    return end === 'min' ? values[0] : values[values.length - 1];
  }
  if (s.const !== undefined) return s.const;
  if (s.oneOf || s.anyOf) return extreme((s.oneOf ?? s.anyOf)[0], resolve, end, offset);
  switch (typeOf(s)) {
    case 'integer':
      return end === 'min' ? Math.ceil(lowOf(s)) : Math.floor(highOf(s));
    case 'number':
      return end === 'min' ? lowOf(s) : highOf(s);
    case 'boolean':
      return end === 'max';
    case 'array': {
      const n = end === 'min' ? (s.minItems ?? 0) : Math.min(s.maxItems ?? 4, 6);
      return Array.from({ length: n }, (_, i) =>
        extreme(s.items ?? { type: 'string' }, resolve, end, offset + i),
      );
    }
    case 'object':
      return extremeObject(s, resolve, end);
  }
  if (s.format === 'date') return end === 'min' ? '2000-01-01' : '2099-12-31';
  if (s.format === 'date-time')
    return end === 'min' ? '2000-01-01 00:00:00' : '2099-12-31 23:59:59';
  if (s.pattern) {
    // the pattern's own longest / shortest of a few samples
    const samples = fc.sample(stringArbitrary(s), { seed: 35 + offset, numRuns: 40 });
    samples.sort((a, b) => codePoints(a) - codePoints(b));
    return end === 'min' ? samples[0] : samples[samples.length - 1];
  }
  return textOf(end === 'min' ? (s.minLength ?? 0) : maxLen(s), offset);
}

/** Every field at its extreme; the shortest leaves out what is optional. */
export function extremeObject(
  s: Schema,
  resolve: Resolve,
  end: 'min' | 'max',
  skip: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const required = new Set<string>(s.required ?? []);
  const out: Record<string, unknown> = {};
  let i = 0;
  for (const [k, v] of Object.entries<Schema>(s.properties ?? {})) {
    if (skip.has(k) || (end === 'min' && !required.has(k))) continue;
    out[k] = extreme(v, resolve, end, i++);
  }
  // the fields a conditional rule's branch constrains or requires, as the branch says
  const branch = branchOf(s, out);
  const constrained = new Set<string>([
    ...Object.keys(branch?.properties ?? {}),
    ...(branch?.required ?? []),
  ]);
  for (const k of constrained)
    if (!skip.has(k) && (k in out || (branch!.required ?? []).includes(k)))
      out[k] = extreme(
        { ...resolve(s.properties?.[k] ?? {}), ...(branch!.properties?.[k] ?? {}) },
        resolve,
        end,
        i++,
      );
  return out;
}

/** Each enum value of each field in turn, the rest as in `base`: one object per value. */
export function enumVariants(
  s: Schema,
  resolve: Resolve,
  base: Record<string, unknown>,
  skip: ReadonlySet<string> = new Set(),
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [k, v] of Object.entries<Schema>(s.properties ?? {})) {
    const node = resolve(v);
    if (skip.has(k) || !node.enum) continue;
    for (const value of node.enum as unknown[]) {
      if (value === null || value === base[k]) continue;
      const variant: Record<string, unknown> = { ...base, [k]: value };
      // a conditional rule's branch decides what its other fields may be: they take the branch's extreme
      for (const [other, c] of Object.entries<Schema>(branchOf(s, variant)?.properties ?? {}))
        if (other !== k && variant[other] !== undefined)
          variant[other] = extreme({ ...resolve(s.properties[other] ?? {}), ...c }, resolve, 'max');
      const own = branchOf(s, variant)?.properties?.[k];
      if (!own?.enum || own.enum.includes(value)) out.push(variant);
    }
  }
  return out;
}

export { objectArbitrary };
