// Copies the bundled contract from openapi/dist into src/generated (run by `generate`, before build and tests).
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';

const from = new URL('../../../openapi/dist/openapi.bundled.json', import.meta.url);
const to = new URL('../src/generated/openapi.bundled.json', import.meta.url);
if (!existsSync(from)) {
  console.error('openapi/dist/openapi.bundled.json missing: run `pnpm --filter @wz/openapi generate` first');
  process.exit(1);
}
mkdirSync(new URL('../src/generated/', import.meta.url), { recursive: true });
copyFileSync(from, to);
