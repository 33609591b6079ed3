// The operation table is shipped as short strings (scripts/generate.mjs) and decoded at load: what the client
// reads back must be exactly what the contract says of each operation.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without types (the generator uses it the same way)
import { assemble } from '@wz/openapi/assemble';
import { allWrites } from '../src/generated/allWrites';
import { readTable } from '../src/generated/readTable';
import { WRITE_SECTIONS } from '../src/generated/writeSections';
import { decodeOperation } from '../src/operation-meta';
import { operations } from '../src/operations';

const contract = (assemble as () => unknown)() as { paths: Record<string, Record<string, Record<string, unknown> & { parameters?: { in: string; name: string }[] }>> };

describe('the decoded operation table', () => {
  const expected: Record<string, unknown> = {};
  for (const [path, node] of Object.entries(contract.paths))
    for (const [method, op] of Object.entries(node)) {
      if (op['x-signed'] === false || typeof op.operationId !== 'string') continue;
      const query = op['x-body'] === 'form' ? (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name) : [];
      expected[op.operationId] = {
        method,
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        ...(query.length ? { queryParams: query } : {}),
        auth: op['x-auth'],
        session: op['x-session'] === 'passthrough' ? 'passthrough' : 'standard',
        body: op['x-body'] === 'form' ? 'form' : 'none',
        effect: op['x-effect'],
        cache: op['x-cache'] === true,
        invalidates: op['x-invalidates'] ?? [],
      };
    }

  it('holds every signed operation of the contract and nothing else', () => {
    expect(Object.keys(operations).sort()).toEqual(Object.keys(expected).sort());
  });

  it('gives each operation its method, path, path params, auth, session, body, effect, cache and invalidations', () => {
    for (const [id, meta] of Object.entries(expected)) expect(operations[id as keyof typeof operations], id).toEqual(meta);
    // the table has path params and matched invalidations to decode, or this test proves little
    expect(Object.values(operations).some((o) => o.pathParams.length > 0)).toBe(true);
    expect(operations.daohangRuzhu.queryParams).toEqual(['cid']);
    expect(Object.values(operations).some((o) => o.invalidates.some((t) => 'match' in t && Object.entries(t.match).some(([r, w]) => r !== w)))).toBe(true);
  });

  it('keeps the writes out of the reads\' table (a first load carries only the reads it names)', () => {
    expect(Object.keys(readTable).every((id) => operations[id as keyof typeof operations].effect === 'read')).toBe(true);
    expect(Object.values(allWrites).every((code) => decodeOperation(code).effect === 'write')).toBe(true);
    expect(Object.keys(allWrites).length).toBeGreaterThan(0);
  });

  it('finds each write\'s section table from its name alone, and that table has the write', async () => {
    const tables = await Promise.all(WRITE_SECTIONS.map(async ([prefixes, load]) => [prefixes.split(','), (await load()).writes] as const));
    expect(tables.length).toBeGreaterThan(10);
    for (const id of Object.keys(allWrites)) {
      const matching = tables.filter(([prefixes]) => prefixes.some((p) => id.startsWith(p)));
      expect(matching.length, id).toBe(1);
      expect(matching[0]![1][id], id).toBe(allWrites[id]);
    }
    // each write is in exactly one section's table
    expect(tables.reduce((n, [, writes]) => n + Object.keys(writes).length, 0)).toBe(Object.keys(allWrites).length);
  });
});
