// Talents' position list on 100 000 seeded positions: city, industry, salary band, experience, education and job
// type in varying mixes, newest or best paid, p99 at 50 connections and throughput beside bare Fastify's in the same
// run. Run from the repo root after `pnpm build`: node bench/talents.bench.mjs (TALENTS=… to change the size,
// BENCH_SECONDS=… the length of each run). Target p99 <= 50 ms (printed, never asserted).
import { listBench, signedQuery } from './lib/api-server.mjs';

const ITEMS = Number(process.env.TALENTS ?? 100_000);
const LIST = '/public/v1/talents/positions';
const CITIES = ['盐城市', '', '南京市', '', '苏州市'];
// one band at a time: the salary row is single-choice (a second band is refused, 400)
const SALARIES = ['33', '34', '32', '35', ''];
const EXPERIENCES = ['23', '24', '23,24', ''];
const EDUCATIONS = ['14', '15', '14,15', ''];
const PAGES = [1, 1, 2, 5, 20];

/** Every request a different query, so none is answered from the read cache and no count is reused. */
function distinctPaths(n) {
  return Array.from({ length: n }, (_, i) => {
    const city = CITIES[i % CITIES.length];
    const salary = SALARIES[Math.floor(i / 5) % SALARIES.length];
    const experience = EXPERIENCES[Math.floor(i / 3) % EXPERIENCES.length];
    const education = EDUCATIONS[Math.floor(i / 7) % EDUCATIONS.length];
    const params = {
      industry: String(1 + (i % 12)),
      sort: Math.floor(i / 11) % 2,
      page: PAGES[i % PAGES.length] + Math.floor(i / 1000),
      ...(city ? { city } : {}),
      ...(salary ? { salary } : {}),
      ...(experience ? { experience } : {}),
      ...(education ? { education } : {}),
      ...(i % 4 === 0 ? { jobtype: '41' } : {}),
    };
    return `${LIST}?${signedQuery(params)}`;
  });
}

await listBench({
  key: 'talents',
  seedEnv: 'SEED_TALENTS',
  size: ITEMS,
  unit: 'positions',
  list: LIST,
  paths: distinctPaths(40_000),
  all: {},
  same: { city: '盐城市', salary: '34', sort: 0, page: 1 },
  shape: 'industry + city + salary band + experience + education (+ job type) + sort',
});
