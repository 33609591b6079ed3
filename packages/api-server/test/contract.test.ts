/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers and the OpenAPI document are untyped here */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers, loadSpecification } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

type Op = { method: 'get' | 'post'; path: string; op: Record<string, any> };

const spec = loadSpecification() as Record<string, any>;
const ops: Op[] = [];
for (const [path, item] of Object.entries(spec.paths as Record<string, Record<string, any>>)) {
  // the partner signing endpoint (x-signed: false) is not an envelope call: partners.test.ts covers it
  for (const [method, op] of Object.entries(item))
    if (op['x-signed'] !== false) ops.push({ method: method as 'get' | 'post', path, op });
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(spec, 'spec');

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function responseValidator(o: Op) {
  const ref = `spec#/${pointer('paths', o.path, o.method, 'responses', '200', 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no response schema for ${o.op.operationId}`);
  return validate;
}

function exampleParams(o: Op): Record<string, unknown> {
  let example: Record<string, unknown> = {};
  if (o.method === 'get') {
    for (const p of o.op.parameters ?? []) {
      const param = p.$ref ? spec.components.parameters[p.$ref.split('/').pop()] : p;
      if (param.example !== undefined) example[param.name] = param.example;
    }
  } else {
    example = {
      ...(o.op.requestBody?.content?.['application/x-www-form-urlencoded']?.example ?? {}),
    };
  }
  // the example's signature and timestamp are illustrative: the helper signs again with the current time
  delete example.appid;
  delete example.timestamp;
  delete example.sign;
  return flatten(example);
}

/** The SDK's form flattening (nested objects to dot keys, arrays to indexed keys), as the wire carries it. */
function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out[prefix] = value;
  return out;
}

/** Operations whose example legitimately answers something other than 200 on the seeded data. */
const EXPECTED_CODE: Record<string, number> = {
  checkAjaxlogin: 404, // the example key was never issued
  completeUpload: 404, // the example slot was never created (upload.test.ts completes real ones)
  liveAnswer: 404, // the example application was not sent to the demo member (live.test.ts answers a real one)
  idleAddUser: 201, // the demo user is registered by the seed (idle.test.ts registers an unregistered one)
  mallOrderQrcode: 201, // the seeded mall orders are paid (wzmall.test.ts pays a fresh one)
  mallShopEntry: 400, // the example licence is no upload of the demo user's (wzmall.test.ts uploads one)
  // the demo account has not settled as a tour operator (tour.test.ts settles one); examples' upload ids are not the demo user's
  tourRuzhu: 400,
  tourMine: 201,
  tourSaveBase: 400,
  tourSaveDetail: 201,
  tourSaveIntroduce: 201,
  tourSaveTheme: 201,
  tourSaveScenery: 400,
  tourSaveFuti: 201,
  tourSaveTietu: 400,
  tourRemoveTietu: 201,
  tourSaveZhuzhi: 201,
  tourSaveVr: 201,
  // the demo account is no information publisher (information.test.ts settles some); the example uploads are not the demo user's
  informationRuzhu: 400,
  informationSaveArticle: 400,
  ...Object.fromEntries(['informationMine', 'informationSaveBase', 'informationSaveService', 'informationRemoveService', 'informationSaveModule', 'informationRemoveModule', 'informationArticles', 'informationArticle', 'informationSetStatus'].map((id) => [id, 201])),
  // the demo account has no own page (own.test.ts opens some); the example uploads are not the demo user's
  ownRuzhu: 400,
  ...Object.fromEntries(['ownMine', 'ownSaveBase', 'ownSaveDetail', 'ownMyPosts', 'ownMyPost', 'ownSavePost', 'ownSetPostStatus'].map((id) => [id, 201])),
  // the demo account has no company (market.test.ts settles some); the example licence is not the demo user's upload
  marketRuzhu: 400, marketSaveGoods: 400, ...Object.fromEntries(['marketMine', 'marketSaveBase', 'marketSaveDetail', 'marketMyGoods', 'marketRemoveGoods', 'marketMyNotices', 'marketSaveNotice', 'marketRemoveNotice', 'marketMyInfos', 'marketSaveInfo', 'marketRemoveInfo', 'marketMyFollowers', 'marketMyVisitors', 'marketSaveVideo', 'marketAddSubaccount', 'marketBindSubaccountPhonenumber', 'marketCancelBindsubaccount'].map((id) => [id, 201])),
  // the demo account has not settled in education (education-release.test.ts settles a teacher and a school); example uploads are not the demo user's
  educationReleaseApply: 400,
  educationReleaseSaveKejian: 400,
  ...Object.fromEntries(['educationReleaseSaveBase', 'educationReleaseSaveDetail', 'educationReleaseKejianList', 'educationReleaseSetKejianStatus', 'educationReleaseKewuList', 'educationReleaseSaveKewu', 'educationReleaseRemoveKewu', 'educationReleaseNewsList', 'educationReleaseSaveNews', 'educationReleaseRemoveNews', 'educationReleaseRows', 'educationReleaseSaveRow', 'educationReleaseRemoveRow', 'educationReleaseSaveAlumni', 'educationReleaseOrders', 'educationReleaseTeachers', 'educationReleaseAddTeacher', 'educationReleaseRemoveTeacher', 'educationReleaseInvitations', 'educationReleaseAnswerInvitation'].map((id) => [id, 201])),
  loveAddPhoto: 400, // the example upload is not the demo user's (love.test.ts adds real ones)
  loveSuggest: 404, // the demo account's client list is empty (love.test.ts suggests for real clients)
  talentRuzhu: 201, talentWithdraw: 404, talentInvite: 201, // the demo account runs seeded company 1; its application 1 is another's and rejected by then (talents.test.ts runs the real flow)
  liveMine: 201, liveSaveBase: 201, liveMyOne: 404, liveModify: 404, liveSetStatus: 404, liveOpen: 404, // the demo account only applies to settle (live.test.ts runs a provider's calls)
  feedbackRemoveComment: 404, // comment 1 is a seeded reader's on another's article (information.test.ts removes real ones)
  feedbackHideComment: 404,
  createLogisticsCompany: 201, // the demo account runs a seeded company (one per member; logistics.test.ts creates one)
  // the demo member has no approved shop in the seed: the seller calls refuse (seller.test.ts and seller-service.test.ts open one and run them)
  ...Object.fromEntries(
    ['sellerOverview', 'sellerGoodsList', 'sellerGoods', 'sellerGoodsSave', 'sellerGoodsStatus', 'sellerGoodsRemove', 'sellerOrders', 'sellerOrder', 'sellerShip', 'sellerReturns', 'sellerReturnDecide', 'sellerComments', 'sellerCommentReply', 'sellerMessages', 'sellerMessageReply', 'sellerSettings', 'sellerSettingsSave', 'sellerClassifies', 'sellerClassifySave', 'sellerClassifyMove', 'sellerClassifyRemove', 'sellerFreights', 'sellerFreightSave', 'sellerFreightRemove', 'sellerPhotos', 'sellerPhotoAdd', 'sellerPhotoUpdate', 'sellerPhotoRemove', 'sellerBrands', 'sellerBrandApply', 'sellerBrandRemove'].map((id) => [id, 201]),
  ),
};

describe('contract: every operation answers its OpenAPI example with a response that validates', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await testServer();
    token = await s.login();
  });
  afterAll(() => s.close());

  it('serves every operationId of the contract and nothing undocumented', () => {
    const ids = ops.map((o) => o.op.operationId).sort();
    expect(Object.keys(handlers).sort()).toEqual(ids);
  });

  // sendRegSms before register (which takes the example phone); loginout last (it ends the shared session)
  const rank = (o: Op) =>
    o.op.operationId === 'sendRegSms' ? -1 : o.op.operationId === 'loginout' ? 1 : 0;
  const ordered = [...ops].sort((a, b) => rank(a) - rank(b));
  for (const o of ordered) {
    const id = o.op.operationId as string;
    it(`${id} (${o.method.toUpperCase()} ${o.path})`, async () => {
      const params = exampleParams(o);
      // SMS codes are random: store the example's code as if it had just been sent
      if (id === 'register' || id === 'forgetPassword' || id === 'checkVerifyCode') {
        const scene = id === 'register' || params.scene === 'reg' ? 'reg' : 'forget';
        s.db
          .prepare('INSERT INTO sms_codes (phone, scene, code, created_at) VALUES (?, ?, ?, ?)')
          .run(params.phone, scene, params.code, s.ctx.now());
      }
      const auth = o.op['x-auth'] === 'none' ? undefined : token;
      // path parameters (`/home/new_building_details/{id}`) go into the URL
      const path = o.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = String(params[name]);
        delete params[name];
        return encodeURIComponent(value);
      });
      // a form operation's declared query parameters (daohang/ruzhuDaohang's cid) travel in the URL
      const query: Record<string, unknown> = {};
      if (o.method !== 'get')
        for (const p of o.op.parameters ?? [])
          if (!p.$ref && p.in === 'query') {
            query[p.name] = p.example;
            delete params[p.name];
          }
      const res =
        o.method === 'get' ? await s.get(path, params, auth) : await s.post(path, params, auth, query);
      const validate = responseValidator(o);
      const valid = validate(res);
      expect(
        valid,
        `${JSON.stringify(validate.errors?.slice(0, 5))}\n${JSON.stringify(res).slice(0, 600)}`,
      ).toBe(true);
      expect(res.code, res.msg).toBe(EXPECTED_CODE[id] ?? 200);
      // every link in an answer points at this server (media, payment page, demo sites): nothing outside
      const links = JSON.stringify(res).match(/https?:\/\/[^"\s<>]+/g) ?? [];
      for (const link of links) expect(link.startsWith(`${s.ctx.publicUrl()}/`), link).toBe(true);
      // a password reset signs the user out everywhere (the example resets the demo user's password to the same value)
      if (id === 'forgetPassword') token = await s.login();
      // a changed password ends every session: carry on with the example's new password
      if (id === 'changePassword') token = await s.login('demo', 'demo12345');
    });
  }
});
