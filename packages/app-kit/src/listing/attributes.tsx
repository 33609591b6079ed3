/**
 * A listing's own attributes (品牌, 里程, 吨位…) described once: each gives the form its input and its
 * check, a new item its empty value and the detail its fact, so a section lists them instead of writing
 * each three times.
 */
import * as v from 'valibot';
import { useRead } from '@wz/sdk/react';
import { NumberField, SelectField, TextField } from '@wz/ui';
import type { FilterRowsRead } from './describe';
import type { FilterRow } from './filters';

export interface Attribute<Item = never> {
  name: string;
  label: string;
  /** int and decimal are amounts from 0 to `max`; a year is 0 (unknown) or 1950 to this year. */
  input: 'int' | 'decimal' | 'year' | 'text' | 'select';
  unit?: string;
  /** The largest amount, or the longest text. */
  max?: number;
  /** A select's choices: fixed names, or the key of the filter row whose option names they are. */
  options?: readonly string[] | string;
  hint?: string;
  step?: number;
  /** Required of what is on offer (a wanted ad may leave it open): the form's `offered` prop says which it is. */
  offered?: true;
  /** The detail's fact: false leaves it out; otherwise another label or text than `{value}{unit}`. */
  fact?: false | { label?: string; value?(item: Item): string };
}

const THIS_YEAR = new Date().getFullYear();

function check(a: Attribute): v.GenericSchema<unknown> {
  const range = `${a.label}在 0–${a.max} ${a.unit ?? ''}之间`;
  const amount = v.pipe(v.number('请输入数字'), v.minValue(0, range), v.maxValue(a.max ?? 0, range));
  switch (a.input) {
    case 'int':
      return v.optional(v.pipe(amount, v.integer('请输入整数')));
    case 'decimal':
      return v.optional(amount);
    case 'year':
      return v.optional(
        v.pipe(v.number('请输入数字'), v.integer('请输入整数'), v.check((y) => y === 0 || (y >= 1950 && y <= THIS_YEAR), `年份在 1950–${THIS_YEAR} 之间`)),
      );
    case 'text':
      return v.pipe(v.string(), v.trim(), v.maxLength(a.max ?? 100, `${a.label}最多 ${a.max ?? 100} 个字`));
    default:
      return v.string();
  }
}

type Texts<A extends readonly Attribute[]> = { [K in A[number] as K['input'] extends 'text' | 'select' ? K['name'] : never]: string };
type Check<I extends Attribute['input']> = I extends 'text' | 'select' ? v.GenericSchema<string> : v.OptionalSchema<v.GenericSchema<number>, undefined>;

/** Schema entries of the attributes (a name listed twice, as 年份 of a car and of a ship, is checked once). */
export function attributeSchema<const A extends readonly Attribute[]>(attributes: A): { [K in A[number] as K['name']]: Check<K['input']> } {
  return Object.fromEntries(attributes.map((a) => [a.name, check(a)])) as { [K in A[number] as K['name']]: Check<K['input']> };
}

/** A new item's values: empty text and choices (empty numbers are left out: `undefined`). */
export function attributeDefaults<const A extends readonly Attribute[]>(attributes: A): Texts<A> {
  const texts = attributes.filter((a) => a.input === 'text' || a.input === 'select');
  return Object.fromEntries(texts.map((a) => [a.name, ''])) as Texts<A>;
}

/** The detail's facts of an item: those with a value, in the attributes' order. */
export function attributeFacts<Item>(attributes: readonly Attribute<Item>[], item: Item): { label: string; value: string }[] {
  return attributes.flatMap((a) => {
    if (a.fact === false) return [];
    const raw = (item as Record<string, unknown>)[a.name];
    const value = a.fact?.value ? a.fact.value(item) : raw ? `${String(raw)}${a.unit ?? ''}` : '';
    return value ? [{ label: a.fact?.label ?? a.label, value }] : [];
  });
}

const named = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** The attributes' inputs; choices named by a filter row come from `filters` (the section's attribute call). */
export function AttributeFields({ attributes, filters, offered }: { attributes: readonly Attribute[]; filters?: FilterRowsRead; offered: boolean }) {
  const rows: readonly FilterRow[] = useRead(filters ?? null).data ?? [];
  const choices = (options: Attribute['options'] = []) =>
    named(typeof options === 'string' ? (rows.find((r) => r.key === options)?.options ?? []).map((o) => o.name) : options);
  return attributes.map((a) => {
    const base = { name: a.name, label: a.label, ...(a.hint ? { hint: a.hint } : {}) };
    if (a.input === 'select') return <SelectField key={a.name} {...base} required={Boolean(a.offered) && offered} options={choices(a.options)} />;
    if (a.input === 'text') return <TextField key={a.name} {...base} maxLength={a.max ?? 100} />;
    return <NumberField key={a.name} {...base} {...(a.unit ? { unit: a.unit } : {})} {...(a.step ? { step: a.step } : {})} />;
  });
}
