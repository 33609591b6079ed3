import { ok } from '../../http/context.js';
import { filterRows } from '../../http/filters.js';
import { defineSection } from '../../http/section.js';
import { ATTRIBUTES } from './attributes.js';
import { areaParam, carships } from './listing.js';
import { carshipMigrations } from './migrations.js';
import { carshipSeed } from './seed.js';

export const carship = defineSection({
  key: 'carship',
  pooled: ['carshipList'],
  handlers: { ...carships.handlers, carshipAttribute: (_ctx, p) => ok(filterRows(ATTRIBUTES[areaParam(p)]), '请求成功') },
  migrations: carshipMigrations,
  search: carships.search,
  seed: carshipSeed,
});
