import { copyFileSync, existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', reader: 'src/reader.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  splitting: true,
  // ship the contract next to the code so the published package is self-contained
  async onSuccess() {
    const spec = 'src/generated/openapi.bundled.json';
    if (!existsSync(spec)) throw new Error(`${spec} missing: run the generate script first`);
    copyFileSync(spec, 'dist/openapi.bundled.json');
  },
});
