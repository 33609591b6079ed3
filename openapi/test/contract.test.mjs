// The read/write marks of the assembled contract: x-effect everywhere, x-cache only on reads, and every
// x-invalidates target a read whose matched params both operations declare.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { assemble } from '../scripts/assemble.mjs';

const contract = assemble();
const SIGNING = new Set(['appid', 'timestamp', 'sign']);
const resolveRef = (node) =>
  node?.$ref
    ? node.$ref
        .slice(2)
        .split('/')
        .reduce((n, part) => n[part], contract)
    : node;

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op, id: op.operationId })),
);
const byId = new Map(operations.map((o) => [o.id, o]));

/** The params a caller sends (query params or form fields), without the signing ones. */
function ownParams({ op }) {
  const query = (op.parameters ?? []).map(resolveRef).map((p) => p.name);
  const form = Object.keys(
    op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema?.properties ?? {},
  );
  return new Set([...query, ...form].filter((name) => !SIGNING.has(name)));
}

describe('contract marks', () => {
  it('has operations', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it.each(operations.map((o) => [o.id, o]))('%s carries x-effect read or write', (_, { op }) => {
    expect(['read', 'write']).toContain(op['x-effect']);
  });

  it('caches only reads, and says so with true', () => {
    const cached = operations.filter((o) => 'x-cache' in o.op);
    expect(cached.length).toBeGreaterThan(0);
    for (const { id, op } of cached) {
      expect(op['x-effect'], id).toBe('read');
      expect(op['x-cache'], id).toBe(true);
    }
  });

  it('never caches a write sent as GET (it runs on every call)', () => {
    const getWrites = operations.filter((o) => o.method === 'get' && o.op['x-effect'] === 'write');
    expect(getWrites.map((o) => o.id)).toContain('getLoginQrcode');
    for (const { id, op } of getWrites) expect(op['x-cache'], id).toBeUndefined();
  });

  it('marks by effect, not by method (POST reads exist)', () => {
    expect(byId.get('tourLists')).toMatchObject({ method: 'post', op: { 'x-effect': 'read' } });
  });

  it('lets only writes invalidate, and only reads be invalidated', () => {
    const writers = operations.filter((o) => o.op['x-invalidates']);
    expect(writers.length).toBeGreaterThan(0);
    for (const { id, op } of writers) {
      expect(op['x-effect'], id).toBe('write');
      expect(Array.isArray(op['x-invalidates']), id).toBe(true);
      for (const target of op['x-invalidates']) {
        const read = byId.get(target.operation);
        expect(read, `${id} → ${target.operation}`).toBeDefined();
        expect(read.op['x-effect'], `${id} → ${target.operation}`).toBe('read');
        expect(Object.keys(target).filter((k) => k !== 'operation' && k !== 'match')).toEqual([]);
      }
    }
  });

  it('matches a read param to a write param both operations declare', () => {
    let matches = 0;
    for (const write of operations) {
      for (const { operation, match } of write.op['x-invalidates'] ?? []) {
        if (!match) continue;
        const readParams = ownParams(byId.get(operation));
        const writeParams = ownParams(write);
        expect(Object.keys(match).length, `${write.id} → ${operation}`).toBeGreaterThan(0);
        for (const [readParam, writeParam] of Object.entries(match)) {
          matches++;
          expect(readParams, `${operation} declares ${readParam}`).toContain(readParam);
          expect(writeParams, `${write.id} declares ${writeParam}`).toContain(writeParam);
        }
      }
    }
    expect(matches).toBeGreaterThan(0);
  });

  it('clears only the affected answers where write and read share an id (a like on teacher 7 is not teacher 8)', () => {
    expect(byId.get('toggleLike').op['x-invalidates']).toContainEqual({
      operation: 'likeStats',
      match: { id: 'id' },
    });
    expect(byId.get('sendGift').op['x-invalidates']).toContainEqual({
      operation: 'flowerCount',
      match: { id: 'teacherid' },
    });
  });
});

describe('sections', () => {
  const dir = new URL('../', import.meta.url);
  const root = parse(readFileSync(new URL('openapi.yaml', dir), 'utf8'));

  it('lists every section folder once, and only those', () => {
    const folders = readdirSync(new URL('sections/', dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect([...root['x-sections']].sort()).toEqual(folders.sort());
    expect(new Set(root['x-sections']).size).toBe(root['x-sections'].length);
  });

  it('tags every operation with a declared tag', () => {
    const tags = new Set(contract.tags.map((t) => t.name));
    for (const { id, op } of operations) {
      expect(op.tags, id).toHaveLength(1);
      expect(tags, id).toContain(op.tags[0]);
    }
  });

  it('leaves no external $ref in the assembled document', () => {
    const refs = JSON.stringify(contract).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((r) => !r.startsWith('"$ref":"#/'))).toEqual([]);
  });
});
