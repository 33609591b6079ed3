import { defineSection } from '../../http/section.js';
import { carshipHandlers } from './handlers.js';
import { carshipMigrations } from './migrations.js';
import { memberHandlers } from './member.js';
import { carshipSeed } from './seed.js';

export const carship = defineSection({
  key: 'carship',
  pooled: ['carshipList'],
  handlers: { ...carshipHandlers, ...memberHandlers },
  migrations: carshipMigrations,
  seed: carshipSeed,
});
