import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Every source module is its own output file (`dist/_/<name>.js`), re-exported by the public entries: an
 * app's bundler then places each module in the chunk that uses it (the education hooks in the education
 * pages, the upload flow in the pages that upload) instead of one file in the first load. Each section's
 * writes' table is a file of its own too (`dist/_/writes-<section>.js`), loaded with that section's first write.
 */
const modules = (dir: string, prefix: string) =>
  readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f) && !/^index\.|\.d\.ts$/.test(f))
    .map((f) => [`_/${prefix}${f.replace(/\.tsx?$/, '')}`, `${dir}/${f}`] as const);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    react: 'src/react/index.ts',
    upload: 'src/index.upload.ts',
    reads: 'src/generated/reads.ts',
    ...Object.fromEntries([
      ...modules('src', ''),
      ...modules('src/react', 'react-'),
      ...modules('src/generated/writes', 'writes-'),
      ['_/readTable', 'src/generated/readTable.ts'],
    ]),
  },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', react: 'src/react/index.ts', upload: 'src/index.upload.ts', reads: 'src/generated/reads.ts' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'swr'],
});
