import { defineSection } from '../../http/section.js';
import { houseSeed } from './seed.js';
import { houseHandlers } from './handlers.js';
import { houses } from './listing.js';
import { houseMigrations } from './migrations.js';

export const house = defineSection({
  key: 'house',
  seed: houseSeed,
  pooled: ['newInfoList', 'newDemandList', 'secondHandInfoList', 'secondHandDemandList'],
  handlers: { ...houses.handlers, ...houseHandlers },
  search: houses.search,
  migrations: houseMigrations,
});
