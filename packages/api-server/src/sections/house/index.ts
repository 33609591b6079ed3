import { defineSection } from '../../http/section.js';
import { houseHandlers } from './handlers.js';
import { houseMigrations } from './migrations.js';
import { memberHandlers } from './member.js';

export const house = defineSection({
  key: 'house',
  handlers: { ...houseHandlers, ...memberHandlers },
  migrations: houseMigrations,
});
