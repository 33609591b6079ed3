// An operation's facts reach a client only with what calls it: a read's descriptor, or its section's
// writes' table loaded with that section's first write. (Each test file has its own module registry.)
import { describe, expect, it } from 'vitest';
import { factsOf } from '../src/facts';
import { educationInfo } from '../src/generated/reads';
import { createLeanClient, fetchRead, md5Signer, memoryTokenStore } from '../src/index';
import { BASE_URL, SECRET, ok, setup } from './helpers';

function lean(requests: Request[]) {
  return createLeanClient({
    baseUrl: BASE_URL,
    appid: 'wzpartner',
    signer: md5Signer(SECRET),
    tokenStore: memoryTokenStore(),
    fetch: async (request) => {
      requests.push(request);
      return ok({ id: 7, type: 3 });
    },
  });
}

describe('a lean client (no operation table)', () => {
  it('sends a read described through its factory', async () => {
    const requests: Request[] = [];
    await expect(fetchRead(lean(requests), educationInfo({ id: 7, type: 3 }))).resolves.toEqual({ id: 7, type: 3 });
    expect(new URL(requests[0]!.url).pathname).toBe('/public/v1/education/info');
  });

  it('rejects a name it was given no facts for, and sends nothing', async () => {
    const requests: Request[] = [];
    const client = lean(requests);
    await expect(client.call('getRegionList')).rejects.toThrow('unknown operation getRegionList');
    await expect(client.call('toggleLike', { id: 7 })).rejects.toThrow(TypeError);
    expect(requests).toHaveLength(0);
  });
});

describe('createPortalClient', () => {
  it('loads a write’s facts with its section’s table, and no other section’s', async () => {
    expect(factsOf('toggleLike')).toBeUndefined();
    const { client, requests } = setup(() => ok({ status: 1, count: 1 }));
    await client.call('toggleLike', { id: 7 });
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/public/v1/education/toggleLike');
    // the education section's other writes came along; the tour section's did not
    expect(factsOf('addRemark')?.path).toBe('/education/addRemark');
    expect(factsOf('tourRuzhu')).toBeUndefined();
    await expect(client.operation('toggleLike')).resolves.toMatchObject({ effect: 'write', auth: 'bearer' });
    expect((await client.operation('toggleLike')).invalidates.map((i) => i.operation)).toContain('likeStats');
  });

  it('sends a read called by name before any descriptor of it, and refuses a name the contract lacks', async () => {
    const { client, requests } = setup(() => ok([]));
    expect(factsOf('getRegionList')).toBeUndefined();
    await client.call('getRegionList', { pid: '0' });
    expect(new URL(requests[0]!.url).pathname).toBe('/public/v1/getRegionList');
    await expect((client.call as (op: string) => Promise<unknown>)('noSuchOperation')).rejects.toThrow('unknown operation noSuchOperation');
    expect(requests).toHaveLength(1);
  });
});
