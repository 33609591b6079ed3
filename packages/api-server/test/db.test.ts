import { describe, expect, it } from 'vitest';
import { migrate, migrations, openDatabase, seedDatabase, tableCounts } from '../src/index.js';
import { legacyDatabase, pendingAfterLegacy } from './legacy-db.js';

describe('database', () => {
  it('turns on foreign keys, applies every migration once and seeds deterministically', () => {
    const a = openDatabase(':memory:');
    const b = openDatabase(':memory:');
    expect(a.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(migrate(a, migrations)).toBe(0);
    const versions = a.prepare('SELECT section, MAX(version) AS v FROM section_migrations GROUP BY section ORDER BY section').all();
    expect(versions).toEqual(migrations.filter((m) => m.migrations.length).map((m) => ({ section: m.section, v: m.migrations.length })).sort((x, y) => x.section.localeCompare(y.section)));
    expect(seedDatabase(a)).toBe(true);
    expect(seedDatabase(a)).toBe(false);
    seedDatabase(b);
    expect(tableCounts(a)).toEqual(tableCounts(b));
    const sample = (db: typeof a) => db.prepare('SELECT realname, zhiwu, schoolname FROM teachers ORDER BY id LIMIT 5').all();
    expect(sample(a)).toEqual(sample(b));
    const counts = tableCounts(a);
    expect(counts.teachers).toBeGreaterThanOrEqual(30);
    expect(counts.courseware).toBe(300);
    expect((a.prepare('SELECT COUNT(*) AS n FROM institutions WHERE stype = 1').get() as { n: number }).n).toBe(10);
    expect((a.prepare('SELECT COUNT(*) AS n FROM institutions WHERE stype = 2').get() as { n: number }).n).toBe(5);
    expect((a.prepare('SELECT COUNT(DISTINCT type) AS n FROM courseware').get() as { n: number }).n).toBe(3);
    expect((a.prepare('SELECT COUNT(*) AS n FROM comments WHERE parent_id IS NOT NULL').get() as { n: number }).n).toBeGreaterThan(0);
    expect(counts.menus).toBe(16);
    expect((a.prepare("SELECT COUNT(DISTINCT style) AS n FROM banners").get() as { n: number }).n).toBe(2);
    expect((a.prepare("SELECT COUNT(DISTINCT type) AS n FROM banners").get() as { n: number }).n).toBe(2);
    expect(a.prepare('SELECT tplnum FROM tuijian_blocks ORDER BY sort').all().map((r) => (r as { tplnum: string }).tplnum)).toEqual(
      Array.from({ length: 10 }, (_, i) => `TJ${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('money is integer cents and foreign keys are enforced', () => {
    const db = openDatabase(':memory:');
    seedDatabase(db);
    const types = db.prepare('SELECT DISTINCT typeof(price_cents) AS t FROM gifts UNION SELECT DISTINCT typeof(amount_cents) FROM orders').all();
    expect(types).toEqual([{ t: 'integer' }]);
    expect(() => db.prepare("INSERT INTO comments (courseware_id, user_id, content, inputtime) VALUES (99999, 1, 'x', 0)").run()).toThrow(/FOREIGN KEY/);
  });

  it('upgrades a version-1 database: alumni-centre notices move to their own table', () => {
    const db = legacyDatabase(1);
    db.prepare(`INSERT INTO institutions (stype, id, schoolname, belong_cn, address, pic1, banqi, xingshi, leibie, lianxiren, studentcount, cldate, tel, website,
      zhengshu, piwen, jianjie, kecheng, xingzhi, cengji, pingji, fuzeren, lianyi) VALUES (1, 1, '一中', '学校', '', '', '', '', '', '', 1, '', '', '', '', '', '', '', '', '', '', '', '')`).run();
    db.prepare("INSERT INTO news (kind, stype, school_id, ntype, title, content, pic, inputtime) VALUES ('centre', 1, 1, 2, '校友会通知', '', '', 1)").run();
    db.prepare("INSERT INTO news (kind, stype, school_id, ntype, title, content, pic, inputtime) VALUES ('school', 1, 1, 2, '学校通知', '', '', 1)").run();
    expect(migrate(db, migrations)).toBe(pendingAfterLegacy(1));
    expect(db.prepare('SELECT title FROM centre_notices').all()).toEqual([{ title: '校友会通知' }]);
    expect(db.prepare('SELECT title FROM news').all()).toEqual([{ title: '学校通知' }]);
    expect(db.prepare("SELECT name FROM pragma_table_info('sessions') WHERE name = 'renewed_token'").get()).toBeTruthy();
  });

  it('opens a database of the old global numbering (schema_migrations 1–4) without running anything again', () => {
    const db = legacyDatabase(4);
    db.prepare("INSERT INTO users (username, password_hash, created_at) VALUES ('old', '!', 0)").run();
    // only the migrations added since (upload's, the shell's search index, version 4) run, once
    expect(migrate(db, migrations)).toBe(pendingAfterLegacy(4));
    expect(migrate(db, migrations)).toBe(0);
    expect(db.prepare("SELECT version FROM section_migrations WHERE section = 'shell' ORDER BY version").all()).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }]);
    expect(db.prepare('SELECT username FROM users').all()).toEqual([{ username: 'old' }]);
  });

  it('a section added later gets its own versions; the others are left alone', () => {
    const db = legacyDatabase(4);
    const extra = [...migrations, { section: 'later', migrations: [{ version: 1, name: 'init', up: 'CREATE TABLE later_items (id INTEGER PRIMARY KEY)' }] }];
    expect(migrate(db, extra)).toBe(pendingAfterLegacy(4) + 1);
    expect(db.prepare("SELECT section, version FROM section_migrations WHERE section = 'later'").all()).toEqual([{ section: 'later', version: 1 }]);
  });
});
