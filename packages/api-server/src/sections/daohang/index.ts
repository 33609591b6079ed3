import { defineSection } from '../../http/section.js';
import { daohangSeed } from './seed.js';
import { daohangMigrations } from './migrations.js';
import { daohangHandlers } from './handlers.js';

export const daohang = defineSection({ key: 'daohang', handlers: daohangHandlers, migrations: daohangMigrations, seed: daohangSeed });
