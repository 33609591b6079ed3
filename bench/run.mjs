// Runs every bench/*.bench.mjs in turn and prints their figures; targets are printed, never asserted.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const file of files) {
  console.info(`\n== ${file}`);
  const r = spawnSync(process.execPath, [join(here, file)], { stdio: 'inherit', cwd: join(here, '..') });
  if (r.status !== 0) {
    failed++;
    console.error(`${file} exited with ${r.status}`);
  }
}
process.exit(failed ? 1 : 0);
