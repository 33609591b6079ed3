// The listing engine's data side: the common columns it documents are the ones every listing table has,
// its DDL makes a table the engine can use, and each listing section is a favourites kind with the detail
// path of its x-listing.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { COMMON_COLUMNS, fillPath, listingDdl, listingKinds } from '../src/http/defineListing.js';
import { DETAIL_PATHS } from '../src/generated/sections.js';
import { openDatabase } from '../src/server.js';

const nameOf = (column: string) => column.split(' ')[0]!;

describe('the listing engine', () => {
  it('documents the columns every listing table has', () => {
    const db = openDatabase(':memory:');
    for (const table of ['houses', 'carships', 'idle_items', 'logistics_items']) {
      const have = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
      expect(have, table).toEqual(expect.arrayContaining(COMMON_COLUMNS.map(nameOf)));
    }
    db.close();
  });

  it('makes a new listing table with its pictures from the common columns and the section’s own', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE users (id INTEGER PRIMARY KEY); CREATE TABLE images (id INTEGER PRIMARY KEY, url TEXT)');
    db.exec(listingDdl({ table: 'boats', pictures: { table: 'boat_images', fk: 'boat_id' }, columns: ['length REAL NOT NULL DEFAULT 0'] }));
    const have = (db.prepare('PRAGMA table_info(boats)').all() as { name: string }[]).map((c) => c.name);
    expect(have).toEqual([...COMMON_COLUMNS.map(nameOf), 'length']);
    expect((db.prepare('PRAGMA table_info(boat_images)').all() as { name: string }[]).map((c) => c.name)).toEqual(['boat_id', 'sort', 'image_id']);
    db.close();
  });

  it('makes each listing section a favourites kind linking to the detail path its x-listing declares', () => {
    expect([...listingKinds.keys()]).toEqual(Object.keys(DETAIL_PATHS));
    expect(fillPath(DETAIL_PATHS.carship, { id: 7, area: 'ercar', tab: 'info' })).toBe('/carship/ercar/detail/info/7');
    expect(fillPath(DETAIL_PATHS.idle, { id: 7 })).toBe('/idle/detail?id=7');
  });
});
