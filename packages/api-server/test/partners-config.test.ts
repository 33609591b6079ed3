/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is untyped here */
// The partner signer's contract description and the PARTNER_APPS configuration (the signer itself: partners.test.ts).
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { loadSpecification } from '../src/index.js';
import { computeSign, createServer, DEV_PARTNER_APP_ID } from '../src/index.js';
import { parsePartnerApps } from '../src/http/config.js';
import { testServer } from './helpers.js';

const PARTNER = DEV_PARTNER_APP_ID;
describe('the embedSign description in the contract', () => {
  const spec = loadSpecification() as Record<string, any>;
  const op = spec.paths['/embed/sign'].post;
  const ajv = new Ajv2020({ strict: false, validateSchema: false });
  ajv.addSchema(spec, 'spec');
  const schemaOf = (status: string) =>
    ajv.getSchema(
      `spec#/paths/~1embed~1sign/post/responses/${status}/content/application~1json/schema`,
    )!;

  it('is marked unsigned and JSON, and is not served through the signed routes', () => {
    expect(op).toMatchObject({
      operationId: 'embedSign',
      'x-signed': false,
      'x-body': 'json',
      'x-spec': 'inferred',
    });
  });

  it("the server's answers validate against the described responses", async () => {
    const s = await testServer({ embedSignRatePerMinute: 3 });
    try {
      const send = (body: unknown) =>
        s.app.inject({
          method: 'POST',
          url: '/public/v1/embed/sign',
          headers: { 'content-type': 'application/json', origin: 'https://c.example' },
          payload: JSON.stringify(body),
        });
      const ts = String(s.ctx.now());
      const answers = [
        await send({
          operation: 'educationInfo',
          params: { appid: PARTNER, timestamp: ts, id: '1', type: '3' },
        }),
        await send({ operation: 'toggleLike', params: { appid: PARTNER, timestamp: ts, id: '1' } }),
        await send({ operation: 'educationInfo', params: 'x' }),
      ];
      answers.push(await send({}));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 403, 400, 429]);
      for (const a of answers) {
        const validate = schemaOf(String(a.statusCode));
        expect(
          validate(a.json()),
          `${a.statusCode} ${a.body} ${JSON.stringify(validate.errors)}`,
        ).toBe(true);
      }
      const example = op.requestBody.content['application/json'].example;
      expect(example.params.appid).toBe(PARTNER);
    } finally {
      await s.close();
    }
  });
});

describe('PARTNER_APPS configuration', () => {
  it('defaults to the development partner with read operations only', () => {
    expect(parsePartnerApps(undefined)).toEqual({
      wzpartner: {
        secret: 'wz-partner-dev-secret',
        operations: ['educationInfo', 'teacherSubjects', 'averageScore'],
      },
    });
    expect(parsePartnerApps('{}')).toEqual({});
  });

  it('refuses malformed JSON and shapes', () => {
    expect(() => parsePartnerApps('{')).toThrow(/PARTNER_APPS must be JSON/);
    expect(() => parsePartnerApps('[]')).toThrow(/JSON object/);
    expect(() => parsePartnerApps('{"p":{"operations":["educationInfo"]}}')).toThrow(/secret of p/);
    expect(() => parsePartnerApps('{"p":{"secret":"s","operations":"educationInfo"}}')).toThrow(
      /operations of p/,
    );
    expect(() => parsePartnerApps('{"a b":{"secret":"s","operations":[]}}')).toThrow(/appid/);
  });

  const start = (partnerApps: string, extra: Record<string, unknown> = {}) =>
    createServer({
      dbPath: ':memory:',
      seed: false,
      logRequests: false,
      log: () => undefined,
      partnerApps: parsePartnerApps(partnerApps),
      ...extra,
    });

  it('refuses at startup a partner listing an unknown operation, a write operation or a session-only read', async () => {
    await expect(
      start('{"p":{"secret":"s","operations":["educationInfo","nope"]}}'),
    ).rejects.toThrow('PARTNER_APPS: p lists unknown operation nope');
    await expect(start('{"p":{"secret":"s","operations":["toggleLike"]}}')).rejects.toThrow(
      /p lists toggleLike, a write operation/,
    );
    await expect(start('{"p":{"secret":"s","operations":["tourLists"]}}')).rejects.toThrow(
      /write operation \(POST\)/,
    );
    await expect(start('{"p":{"secret":"s","operations":["paymentStatus"]}}')).rejects.toThrow(
      /needs a user session/,
    );
    await expect(start('{"p":{"secret":"s","operations":["embedSign"]}}')).rejects.toThrow(
      /unknown operation embedSign/,
    );
    await expect(
      start('{"wzwebapp":{"secret":"s","operations":["educationInfo"]}}'),
    ).rejects.toThrow(/also in APP_SECRETS/);
  });

  it('a configured partner signs with its own secret and its own list', async () => {
    const server = await start(
      '{"school1":{"secret":"school-secret","operations":["averageScore"]}}',
    );
    try {
      const ts = String(server.ctx.now());
      const sign = async (operation: string, params: Record<string, string>) =>
        server.app.inject({
          method: 'POST',
          url: '/public/v1/embed/sign',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ operation, params }),
        });
      const ok = await sign('averageScore', { appid: 'school1', timestamp: ts, id: '1' });
      expect(ok.json()).toEqual({
        sign: computeSign({ appid: 'school1', timestamp: ts, id: '1' }, 'school-secret'),
      });
      expect(
        (await sign('educationInfo', { appid: 'school1', timestamp: ts, id: '1', type: '3' }))
          .statusCode,
      ).toBe(403);
      // the default partner is gone once PARTNER_APPS is set
      expect(
        (await sign('educationInfo', { appid: 'wzpartner', timestamp: ts, id: '1', type: '3' }))
          .statusCode,
      ).toBe(403);
    } finally {
      await server.close();
    }
  });
});
