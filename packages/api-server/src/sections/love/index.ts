import { defineSection } from '../../http/section.js';
import { addPayable } from '../education/paysim.js';
import { loveHandlers } from './handlers.js';
import { loveMigrations } from './migrations.js';
import { loveSeed } from './seed.js';
import { closeExpiredLoveOrders, lovePayable } from './pay.js';

// gift and membership orders are paid through the shared payment step and simulator (as the mall's are)
addPayable(lovePayable);

export const love = defineSection({
  key: 'love',
  handlers: loveHandlers,
  migrations: loveMigrations,
  seed: loveSeed,
  sweep: closeExpiredLoveOrders,
});
