/* eslint-disable @typescript-eslint/no-explicit-any -- walks the untyped OpenAPI document and JSON answers */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpecification } from '../src/index.js';
import { sections } from '../src/sections/index.js';
import {
  enumVariants,
  extremeObject,
  objectArbitrary,
  type Schema,
} from './contract-values.js';
import { testServer, type Json, type TestServer } from './helpers.js';
import {
  CROSS_PARAMETER,
  FUZZED_SECTIONS,
  NOT_FUZZED,
  PICTURE_FIELD,
  READ_BACK,
  SINGLE_WRITES,
  WRITES,
} from './contract-fuzz-plan.js';

// Issue 35 §3: requests built from the contract alone (extremes, each enum value, seeded random values in
// odd Unicode) are accepted unless they break a rule the contract states: never a 参数错误 (code 400) for
// what the contract allows, never a 5xx, every answer within its response schema; the longest values
// written read back through the section's reads within their schemas.
const SEED = 3535;
const RANDOM_RUNS = 4;

const spec = loadSpecification() as Schema;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(spec, 'spec');
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const resolve = (node: Schema): Schema => {
  let n = node;
  for (let i = 0; n?.$ref && i < 10; i++)
    n = n.$ref
      .slice(2)
      .split('/')
      .reduce((at: any, p: string) => at?.[p.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  return n ?? {};
};

const SIGNING = new Set(['appid', 'timestamp', 'sign']);
interface Op {
  id: string;
  method: 'get' | 'post';
  path: string;
  op: Schema;
  query: Schema;
  body: Schema | undefined;
}
const byId = new Map<string, Op>();
for (const [path, item] of Object.entries<Schema>(spec.paths))
  for (const [method, op] of Object.entries<Schema>(item)) {
    if (op['x-signed'] === false) continue;
    const params = (op.parameters ?? [])
      .map(resolve)
      .filter((p: Schema) => !SIGNING.has(p.name) && p.in !== 'header');
    const query = {
      type: 'object',
      required: params.filter((p: Schema) => p.required).map((p: Schema) => p.name),
      properties: Object.fromEntries(params.map((p: Schema) => [p.name, p.schema])),
    };
    const form = op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
    const body = form
      ? {
          ...form,
          properties: Object.fromEntries(
            Object.entries(form.properties ?? {}).filter(([k]) => !SIGNING.has(k)),
          ),
          required: (form.required ?? []).filter((k: string) => !SIGNING.has(k)),
        }
      : undefined;
    byId.set(op.operationId, {
      id: op.operationId,
      method: method as 'get' | 'post',
      path,
      op,
      query,
      body,
    });
  }

const ownIds = (key: string) =>
  Object.keys(sections.find((s) => s.key === key)!.handlers as object);
const fuzzedReads = FUZZED_SECTIONS.flatMap(ownIds).filter(
  (id) => byId.get(id)?.op['x-effect'] === 'read' && !(id in NOT_FUZZED),
);

/**
 * Fields whose values come from data, not from the contract's types: upload ids, and ids the contract says
 * come from a read (`x-values-from`: a filter row's option ids). An optional one is left out.
 */
const dataDriven = (part: Schema | undefined) =>
  new Set(
    Object.entries<Schema>(part?.properties ?? {})
      .filter(
        ([k, v]) =>
          !part?.required?.includes(k) &&
          (PICTURE_FIELD.test(k) || resolve(v)['x-values-from'] !== undefined),
      )
      .map(([k]) => k),
  );

function flatten(
  value: unknown,
  prefix = '',
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else if (value !== undefined) out[prefix] = value;
  return out;
}

function validator(o: Op) {
  const v = ajv.getSchema(
    `spec#/${pointer('paths', o.path, o.method, 'responses', '200', 'content', 'application/json', 'schema')}`,
  );
  if (!v) throw new Error(`no response schema for ${o.id}`);
  return v;
}

/** Sends one request as the SDK would (signed, path and query parameters in the URL) and checks the answer. */
async function send(
  s: TestServer,
  token: string,
  o: Op,
  given: Record<string, unknown>,
  what: string,
  problems: string[],
): Promise<Json> {
  const input = CROSS_PARAMETER[o.id]?.(given) ?? given;
  const params = flatten(input);
  const path = o.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = String(params[name]);
    delete params[name];
    return encodeURIComponent(v);
  });
  const auth = o.op['x-auth'] === 'none' ? undefined : token;
  let res: Json;
  if (o.method === 'get') res = await s.get(path, params, auth);
  else {
    const query: Record<string, unknown> = {};
    for (const k of Object.keys(o.query.properties))
      if (k in params && !(k in (o.body?.properties ?? {}))) {
        query[k] = params[k];
        delete params[k];
      }
    res = await s.post(path, params, auth, query);
  }
  const v = validator(o);
  const where = JSON.stringify(input).slice(0, 160);
  if (res.code === 400 || res.code >= 500)
    problems.push(`${o.id} ${what} → ${res.code} ${res.msg} ← ${where}`);
  else if (!v(res))
    problems.push(
      `${o.id} ${what} → answer outside its schema: ${JSON.stringify(v.errors?.slice(0, 2))} ← ${where}`,
    );
  return res;
}

/** A read sent as POST, or a write, takes its params in the form body (and the query it declares). */
const partOf = (o: Op): Schema =>
  o.body
    ? {
        ...o.body,
        properties: { ...o.query.properties, ...o.body.properties },
        required: [...o.query.required, ...o.body.required],
      }
    : o.query;

describe('contract-driven fuzzer: what the contract allows, the server accepts', () => {
  let s: TestServer;
  let token: string;
  const problems: string[] = [];
  beforeAll(async () => {
    s = await testServer();
    token = await s.login();
  });
  afterAll(() => s.close());

  const call = (o: Op, input: Record<string, unknown>, what: string) =>
    send(s, token, o, input, what, problems);

  /** The requests of one part schema: the longest, the shortest, each enum value, then seeded random ones. */
  function requests(
    schema: Schema,
    skip: ReadonlySet<string>,
    seed: number,
    random = RANDOM_RUNS,
  ): [string, Record<string, unknown>][] {
    const longest = extremeObject(schema, resolve, 'max', skip);
    const out: [string, Record<string, unknown>][] = [
      ['longest', longest],
      ['shortest', extremeObject(schema, resolve, 'min', skip)],
      ...enumVariants(schema, resolve, longest, skip).map(
        (v): [string, Record<string, unknown>] => ['enum', v],
      ),
    ];
    for (const r of fc.sample(objectArbitrary(schema, resolve, skip), { seed, numRuns: random }))
      out.push(['random', r]);
    return out;
  }

  it(`reads of ${FUZZED_SECTIONS.join(', ')}: every allowed request is answered within its schema`, async () => {
    problems.length = 0;
    for (const [i, id] of fuzzedReads.entries()) {
      const o = byId.get(id)!;
      const part = partOf(o);
      for (const [what, input] of requests(part, dataDriven(part), SEED + i))
        await call(o, input, what);
    }
    expect(problems).toEqual([]);
  }, 60_000);

  for (const w of WRITES)
    it(`${w.create}${w.modify ? ` / ${w.modify}` : ''}: allowed values are written and read back within the schemas`, async () => {
      problems.length = 0;
      const create = byId.get(w.create)!;
      const skip = dataDriven(create.body);
      const readBack = async (written: Record<string, unknown>, id: unknown) => {
        for (const readId of READ_BACK[w.create] ?? []) {
          const r = byId.get(readId)!;
          // the read's required params from what was written (id: the new item), the rest at their shortest
          const input: Record<string, unknown> = extremeObject(r.query, resolve, 'min');
          for (const k of Object.keys(r.query.properties))
            if (k === 'id') input.id = id;
            else if (k in written && r.query.required.includes(k)) input[k] = written[k];
          await call(r, input, 'read back');
        }
      };
      for (const [what, input] of requests(create.body!, skip, SEED)) {
        const made = await call(create, input, what);
        if (made.code !== 200) continue;
        const id = made.data?.id;
        await readBack(input, id);
        if (!w.modify) continue;
        const modify = byId.get(w.modify)!;
        const [, again] = requests(modify.body!, skip, SEED + 1).find(
          ([kind]) => kind === what,
        ) ?? ['', input];
        const saved = await call(modify, { ...again, id }, what);
        if (saved.code === 200) await readBack({ ...again, id }, id);
      }
      expect(problems).toEqual([]);
    }, 60_000);
});

describe('contract-driven fuzzer: single writes', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await testServer();
    token = await s.login();
  });
  afterAll(() => s.close());

  it(`${SINGLE_WRITES.length} writes of those sections, each with its extremes, enum values and 2 random bodies`, async () => {
    const problems: string[] = [];
    for (const [i, id] of SINGLE_WRITES.entries()) {
      const o = byId.get(id)!;
      const part = partOf(o);
      const longest = extremeObject(part, resolve, 'max', dataDriven(part));
      const inputs: [string, Record<string, unknown>][] = [
        ['longest', longest],
        ['shortest', extremeObject(part, resolve, 'min', dataDriven(part))],
        ...enumVariants(part, resolve, longest, dataDriven(part)).map(
          (v): [string, Record<string, unknown>] => ['enum', v],
        ),
      ];
      for (const r of fc.sample(objectArbitrary(part, resolve, dataDriven(part)), {
        seed: SEED + i,
        numRuns: 2,
      }))
        inputs.push(['random', r]);
      for (const [what, input] of inputs) await send(s, token, o, input, what, problems);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('contract-driven fuzzer: its plan', () => {
  it('names every operation of the fuzzed sections it leaves out, and why', () => {
    for (const id of Object.keys(NOT_FUZZED)) expect(byId.has(id), id).toBe(true);
    const writes = new Set([
      ...WRITES.flatMap((w) => [w.create, w.modify ?? '']),
      ...SINGLE_WRITES,
    ]);
    const writesOfSections = FUZZED_SECTIONS.flatMap(ownIds).filter(
      (id) => byId.get(id)?.op['x-effect'] === 'write',
    );
    expect(writesOfSections.filter((id) => !writes.has(id) && !(id in NOT_FUZZED))).toEqual([]);
  });
});
