import { defineSection } from '../../http/section.js';
import { favouriteHandlers } from './handlers.js';
import { favouriteMigrations } from './migrations.js';

export const favourite = defineSection({
  key: 'favourite',
  handlers: favouriteHandlers,
  migrations: favouriteMigrations,
});
