import { defineSection } from '../../http/section.js';
import { tourSeed } from './seed.js';
import { tourMigrations } from './migrations.js';
import { tourHandlers } from './handlers.js';

export const tour = defineSection({ key: 'tour', handlers: tourHandlers, migrations: tourMigrations, seed: tourSeed });
