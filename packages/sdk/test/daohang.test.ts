// The directory's calls on the wire (issue 33): GETs with their query, the search as a form, and the application
// with its category in the query string and the site in the form body, one signature over both.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { signParams, type OperationParams } from '../src/index';
import { fieldsOf, ok, SECRET, setup } from './helpers';

describe('daohang operations', () => {
  it('reads the ten module lists, the category sites and the ads by GET with their parameters', async () => {
    const { client, requests } = setup(() => ok({ id: 3, title: '教育学习', cid: 9, lists: [] }));
    await client.call('daohangModuleList3', {});
    await client.call('daohangCategorySites', { cid: 2, page: 2 });
    await client.call('daohangCategoryAds', { cid: 2 });
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /public/v1/daohang/moduleList3',
      'GET /public/v1/daohang/categoryWangzhiList',
      'GET /public/v1/daohang/getCateAdsList',
    ]);
    expect(await fieldsOf(requests[1]!)).toMatchObject({ cid: '2', page: '2', appid: 'wzwebapp' });
  });

  it('searches with a form body', async () => {
    const { client, requests } = setup(() => ok({ lists: [], total: 0 }));
    await client.call('daohangQuerySites', { keyword: '盐城' });
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/public/v1/daohang/queryWangzhi');
    expect(await fieldsOf(requests[0]!)).toMatchObject({ keyword: '盐城' });
  });

  it('applies with the category in the query string and the site in the body, signed together, with the token', async () => {
    const { client, requests } = setup(() => ok({ id: 31 }));
    const params = { cid: 14, name: '盐城本地宝', url: 'https://yc.bendibao.com/', logo: 12, jianjie: '盐城本地生活信息' };
    await client.call('daohangRuzhu', params);
    const req = requests[0]!;
    const url = new URL(req.url);
    expect(req.method).toBe('POST');
    expect(url.pathname).toBe('/public/v1/daohang/ruzhuDaohang');
    expect(Object.fromEntries(url.searchParams)).toEqual({ cid: '14' });
    const body = await fieldsOf(req);
    expect(body).not.toHaveProperty('cid');
    expect(body).toMatchObject({ name: '盐城本地宝', url: 'https://yc.bendibao.com/', logo: '12', jianjie: '盐城本地生活信息' });
    const { sign, ...signed } = body;
    expect(sign).toBe(signParams({ ...signed, cid: '14' }, SECRET));
    expect(req.headers.get('authorization')).toBe('Bearer T1');
    expect(req.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('counts a click as a write (never cached) and types the query parameter as a parameter', async () => {
    const { client, requests } = setup(() => ok({ clicks: 8 }));
    expect(await client.call('daohangClick', { id: 5 })).toEqual({ clicks: 8 });
    expect(await fieldsOf(requests[0]!)).toMatchObject({ id: '5' });
    expectTypeOf<OperationParams<'daohangRuzhu'>>().toHaveProperty('cid').toEqualTypeOf<number>();
    expectTypeOf<OperationParams<'daohangRuzhu'>>().toHaveProperty('url').toEqualTypeOf<string>();
  });
});
