// The assembler on a small contract of its own: what a section states and what is added to it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { assemble, sectionPaths } from '../scripts/assemble.mjs';

const ROOT = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  'x-sections': ['alpha'],
  components: {
    parameters: Object.fromEntries(
      ['appid', 'timestamp', 'sign'].map((name, i) => [
        name,
        { name, in: 'query', required: true, schema: { type: 'string' }, example: `ex${i}` },
      ]),
    ),
    schemas: { Url: { type: 'string' } },
  },
};
const TAG = { name: 'Alpha', description: 'The alpha section.' };
const READ = {
  operationId: 'alphaInfo',
  summary: 'Info',
  'x-auth': 'optional',
  'x-effect': 'read',
  parameters: [{ name: 'id', in: 'query', required: true, schema: { type: 'integer' } }],
  'x-data': { $ref: './schemas.yaml#/Thing' },
  'x-example': { msg: '请求成功', data: { id: 1, pic: 'http://x/1.png' } },
};
const WRITE = {
  operationId: 'alphaLike',
  summary: 'Like',
  'x-auth': 'bearer',
  'x-effect': 'write',
  'x-body': 'form',
  'x-invalidates': [{ operation: 'alphaInfo', match: { id: 'id' } }],
  requestBody: {
    required: true,
    content: {
      'application/x-www-form-urlencoded': {
        schema: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
        example: { id: 1 },
      },
    },
  },
  'x-data': null,
  'x-example': { msg: '点赞成功', data: null },
};
const THING = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    pic: { $ref: '../../openapi.yaml#/components/schemas/Url' },
  },
};

let dir;
const write = (file, value) => {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), stringify(value));
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'assemble-'));
  write('openapi.yaml', ROOT);
  write('sections/alpha/paths.yaml', {
    'x-tag': TAG,
    '/alpha/info': { get: READ },
    '/alpha/like': { post: WRITE },
  });
  write('sections/alpha/schemas.yaml', { Thing: THING });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('assemble', () => {
  it('adds the tag, security, signing params and envelope to a read', () => {
    const doc = assemble(dir);
    expect(doc['x-sections']).toBeUndefined();
    expect(doc.tags).toEqual([TAG]);
    const op = doc.paths['/alpha/info'].get;
    expect(op).not.toHaveProperty('x-data');
    expect(op).not.toHaveProperty('x-example');
    expect(op).toMatchObject({
      tags: ['Alpha'],
      security: [{}, { bearer: [] }],
      'x-effect': 'read',
    });
    expect(op.parameters.map((p) => p.name ?? p.$ref)).toEqual([
      'id',
      '#/components/parameters/appid',
      '#/components/parameters/timestamp',
      '#/components/parameters/sign',
    ]);
    const answer = op.responses[200].content['application/json'];
    expect(answer.example).toEqual({ code: 200, ...READ['x-example'] });
    expect(answer.schema.oneOf[0].properties.data).toEqual({ $ref: '#/components/schemas/Thing' });
    expect(answer.schema.oneOf[1]).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    expect(doc.components.schemas.Thing.properties.pic).toEqual({
      $ref: '#/components/schemas/Url',
    });
  });

  it('appends the signing fields to a form body and keeps the write marks', () => {
    const op = assemble(dir).paths['/alpha/like'].post;
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(op.parameters).toBeUndefined();
    expect(op['x-invalidates']).toEqual(WRITE['x-invalidates']);
    const body = op.requestBody.content['application/x-www-form-urlencoded'];
    expect(body.schema.required).toEqual(['id', 'appid', 'timestamp', 'sign']);
    expect(Object.keys(body.schema.properties)).toEqual(['id', 'appid', 'timestamp', 'sign']);
    // the server refuses undeclared fields: the contract says so
    expect(body.schema.additionalProperties).toBe(false);
    expect(body.example).toEqual({ id: 1, appid: 'ex0', timestamp: 'ex1', sign: 'ex2' });
    expect(op.responses[200].content['application/json'].schema.oneOf[0].properties.data).toEqual({
      type: 'null',
    });
  });

  it('adds a section with a folder and one line in x-sections', () => {
    write('openapi.yaml', { ...ROOT, 'x-sections': ['alpha', 'beta'] });
    write('sections/beta/paths.yaml', {
      'x-tag': { name: 'Beta' },
      '/beta/list': {
        get: {
          ...READ,
          operationId: 'betaList',
          'x-data': { $ref: '../alpha/schemas.yaml#/Thing' },
        },
      },
    });
    const doc = assemble(dir);
    expect(Object.keys(doc.paths)).toEqual(['/alpha/info', '/alpha/like', '/beta/list']);
    expect(doc.paths['/beta/list'].get.tags).toEqual(['Beta']);
  });

  it('leaves an unsigned operation as written', () => {
    const own = { ...READ, 'x-signed': false, responses: { 200: { description: 'raw' } } };
    delete own['x-data'];
    delete own['x-example'];
    write('sections/alpha/paths.yaml', { 'x-tag': TAG, '/alpha/raw': { post: own } });
    expect(assemble(dir).paths['/alpha/raw'].post).toEqual({ ...own, tags: ['Alpha'] });
  });

  it.each([
    ['no x-data', { ...READ, 'x-data': undefined }, /alphaInfo: a signed operation states x-data/],
    [
      'an example with more than msg and data',
      { ...READ, 'x-example': { msg: 'ok', data: 1, code: 201 } },
      /x-example has a string msg and data, nothing else \(code\)/,
    ],
    ['hand-written responses', { ...READ, responses: {} }, /alphaInfo: responses is generated/],
    ['an unknown x-auth', { ...READ, 'x-auth': 'maybe' }, /alphaInfo: x-auth must be/],
    [
      'a $ref outside the contract',
      { ...READ, 'x-data': { $ref: '../../other.yaml#/X' } },
      /must point into openapi.yaml or a section's schemas.yaml/,
    ],
  ])('refuses %s', (_, op, message) => {
    write('sections/alpha/paths.yaml', { '/alpha/info': { get: JSON.parse(JSON.stringify(op)) } });
    expect(() => assemble(dir)).toThrow(message);
  });

  it('refuses a path or schema defined by two sections', () => {
    write('openapi.yaml', { ...ROOT, 'x-sections': ['alpha', 'beta'] });
    write('sections/beta/paths.yaml', { '/alpha/info': { get: READ } });
    expect(() => assemble(dir)).toThrow('sections/beta/paths.yaml: /alpha/info is already defined');
    write('sections/beta/paths.yaml', {});
    write('sections/beta/schemas.yaml', { Thing: THING });
    expect(() => assemble(dir)).toThrow(
      'sections/beta/schemas.yaml: schema Thing is already defined',
    );
  });

  it('reads a section split by topic: its parts after the main files, refs between them internal', () => {
    write('sections/alpha/paths.yaml', { 'x-tag': TAG, '/alpha/info': { get: READ } });
    write('sections/alpha/paths.writes.yaml', { '/alpha/like': { post: WRITE } });
    write('sections/alpha/schemas.more.yaml', {
      Other: { type: 'object', properties: { thing: { $ref: './schemas.yaml#/Thing' } } },
    });
    write('sections/alpha/paths.more.yaml', {
      '/alpha/other': {
        get: {
          ...READ,
          operationId: 'alphaOther',
          'x-data': { $ref: './schemas.more.yaml#/Other' },
        },
      },
    });
    const doc = assemble(dir);
    expect(Object.keys(doc.paths)).toEqual(['/alpha/info', '/alpha/other', '/alpha/like']);
    expect(doc.paths['/alpha/like'].post.tags).toEqual(['Alpha']);
    expect(doc.components.schemas.Other.properties.thing).toEqual({
      $ref: '#/components/schemas/Thing',
    });
    expect(
      doc.paths['/alpha/other'].get.responses[200].content['application/json'].schema.oneOf[0]
        .properties.data,
    ).toEqual({ $ref: '#/components/schemas/Other' });
    expect(Object.keys(sectionPaths('alpha', dir))).toEqual([
      'x-tag',
      '/alpha/info',
      '/alpha/other',
      '/alpha/like',
    ]);
  });

  it('refuses a path or schema defined twice within one section', () => {
    write('sections/alpha/paths.more.yaml', { '/alpha/info': { get: READ } });
    expect(() => assemble(dir)).toThrow(
      'sections/alpha/paths.more.yaml: /alpha/info is already defined',
    );
    expect(() => sectionPaths('alpha', dir)).toThrow(
      'sections/alpha/paths.more.yaml: /alpha/info is already defined',
    );
    rmSync(join(dir, 'sections/alpha/paths.more.yaml'));
    write('sections/alpha/schemas.more.yaml', { Thing: THING });
    expect(() => assemble(dir)).toThrow(
      'sections/alpha/schemas.more.yaml: schema Thing is already defined',
    );
  });
});
