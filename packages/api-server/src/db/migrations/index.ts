import * as m001 from './001_init.js';

export interface Migration {
  version: number;
  name: string;
  up: string;
}

/** Applied in order; never edit a released migration, add the next version instead. */
export const migrations: readonly Migration[] = [m001];
