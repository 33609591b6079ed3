// Fixtures, a logged-in client and a reference api-server in a child process, for the upload tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPortalClient, md5Signer, memoryTokenStore, type PortalClient } from '../src/index';

/** A real 1 × 1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const WRONG_PICTURE = '文件内容与类型不符，请上传 PNG、JPEG、WebP 或 GIF 图片';

/** A client of `baseUrl`, logged in as `username` unless null (a guest). */
export async function uploadClient(
  baseUrl: string,
  username: string | null = 'demo',
): Promise<PortalClient> {
  const client = createPortalClient({
    baseUrl,
    appid: 'wzwebapp',
    signer: md5Signer('wz-dev-secret'),
    tokenStore: memoryTokenStore(),
  });
  if (username) {
    const login = await client.call('login', { username, password: 'demo1234' });
    client.tokenStore.setToken(login.token);
    client.tokenStore.setUserInfo(login.userInfo);
  }
  return client;
}

/**
 * The server in a child process, for jsdom tests (where the server's own module URLs do not resolve):
 * resolves with its API base, its upload folder and a stop function.
 */
export function spawnUploadServer(): Promise<{
  baseUrl: string;
  uploadDir: string;
  stop: () => void;
}> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'wz-sdk-upload-'));
  const cli = resolve(process.cwd(), 'node_modules/@wz/api-server/dist/cli.js');
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DB_PATH: ':memory:',
    LOG_REQUESTS: '0',
    UPLOAD_DIR: uploadDir,
  };
  const child = spawn(process.execPath, [cli], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => {
    child.kill();
    rmSync(uploadDir, { recursive: true, force: true });
  };
  return new Promise((done, fail) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) done({ baseUrl: `${m[1]}/public/v1`, uploadDir, stop });
    });
    child.once('exit', (code) => fail(new Error(`api-server exited with ${code}: ${out}`)));
  });
}
