import * as m001 from './001_init.js';
import * as m002 from './002_settlements.js';
import * as m003 from './003_session_renewal.js';
import * as m004 from './004_hardening.js';
import * as m005 from './005_uploads.js';
import * as house from '../../sections/house/schema.js';

export interface Migration {
  version: number;
  name: string;
  up: string;
}

/** Applied in order; never edit a released migration, add the next version instead. */
export const migrations: readonly Migration[] = [m001, m002, m003, m004, m005, house];
