import { afterEach, describe, expect, it } from 'vitest';
import { migrate, migrations } from '../src/index.js';
import { legacyDatabase } from './legacy-db.js';
import { testServer, type TestServer } from './helpers.js';

// Issue 19.3: logout ends every token of a renewed session, whichever of them is used to log out.
describe('logout revokes the whole renewal chain', () => {
  let s: TestServer;
  afterEach(() => s?.close());
  const status = async (token: string) => (await s.get('/education/settleInfo', {}, token)).code;

  it('logging out with the renewed token ends the old one (which can no longer mint tokens)', async () => {
    s = await testServer({ tokenTtlSeconds: 900 });
    const first = await s.login();
    s.advance(700);
    const second = (await s.get('/education/settleInfo', {}, first)).newtoken!;
    expect(second).toMatch(/^[\w-]{40,}$/);
    expect((await s.post('/loginout', {}, second)).code).toBe(200);
    const old = await s.get('/education/settleInfo', {}, first);
    expect(old.code).toBe(101);
    expect(old.newtoken).toBeUndefined();
    expect(await status(second)).toBe(101);
    expect((s.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n).toBe(0);
  });

  it('a chain of three: logout with the newest or the oldest ends all, other sessions stay', async () => {
    s = await testServer({ tokenTtlSeconds: 900 });
    const a = await s.login();
    s.advance(700);
    const b = (await s.get('/education/settleInfo', {}, a)).newtoken!;
    s.advance(600);
    const c = (await s.get('/education/settleInfo', {}, b)).newtoken!;
    expect(new Set([a, b, c]).size).toBe(3);
    expect(c).toMatch(/^[\w-]{40,}$/);
    s.advance(1);
    expect((await s.post('/loginout', {}, c)).code).toBe(200);
    expect(await status(b)).toBe(101);
    expect(await status(c)).toBe(101);

    const other = await s.login('laoshi');
    const d = await s.login();
    s.advance(700);
    const e = (await s.get('/education/settleInfo', {}, d)).newtoken!;
    expect((await s.post('/loginout', {}, d)).code).toBe(200);
    expect(await status(e)).toBe(101);
    expect(await status(other)).toBe(200);
  });

  it('migration 4 gives sessions renewed before it the first token of their chain as family', () => {
    const db = legacyDatabase(3);
    db.prepare("INSERT INTO users (id, username, password_hash, created_at) VALUES (1, 'u', '!', 0)").run();
    const add = db.prepare('INSERT INTO sessions (token, user_id, created_at, expires_at, renewed_token) VALUES (?, 1, 0, 9, ?)');
    add.run('a', 'b');
    add.run('b', 'c');
    add.run('c', null);
    add.run('x', null);
    migrate(db, migrations);
    expect(db.prepare('SELECT token, family FROM sessions ORDER BY token').all()).toEqual([
      { token: 'a', family: 'a' },
      { token: 'b', family: 'a' },
      { token: 'c', family: 'a' },
      { token: 'x', family: 'x' },
    ]);
  });
});
