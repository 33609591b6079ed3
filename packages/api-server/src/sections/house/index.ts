import { defineSection } from '../../http/section.js';
import { houseSeed } from './seed.js';
import { houseHandlers } from './handlers.js';
import { houseMigrations } from './migrations.js';
import { memberHandlers } from './member.js';

export const house = defineSection({
  key: 'house',
  seed: houseSeed,
  pooled: ['newInfoList', 'newDemandList', 'secondHandInfoList', 'secondHandDemandList'],
  handlers: { ...houseHandlers, ...memberHandlers },
  migrations: houseMigrations,
});
