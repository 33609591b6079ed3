const Database = require('better-sqlite3');
const db = new Database(process.argv[2], { readonly: true });
db.pragma('mmap_size = 1073741824');
console.log('stat1', db.prepare("SELECT COUNT(*) n FROM sqlite_master WHERE name = 'sqlite_stat1'").get());
const qs = [
  ["sn = ? AND tab = ? AND status = 1 AND city = ? AND weight >= ? AND weight <= ?", ['qiyun','hy','盐城市',5,30]],
  ["sn = ? AND tab = ? AND status = 1 AND to_city = ? AND weight >= ? AND weight <= ?", ['qiyun','hy','苏州市',5,30]],
  ["sn = ? AND tab = ? AND status = 1 AND to_province = ? AND weight >= ? AND weight <= ?", ['qiyun','hy','江苏省',5,30]],
  ["sn = ? AND tab = ? AND status = 1 AND city = ? AND to_province = ? AND weight >= ? AND weight <= ?", ['qiyun','hy','盐城市','浙江省',5,30]],
  ["sn = ? AND tab = ? AND status = 1 AND to_province = ? AND to_city = ? AND vehicle_length >= ? AND vehicle_length < ? AND weight >= ? AND weight <= ?", ['qiyun','hy','江苏省','南京市',6.8,9.7,5,30]],
];
const idx = db.prepare("SELECT name FROM sqlite_master WHERE type='index' AND tbl_name='logistics_items' AND sql IS NOT NULL").all().map(r => r.name);
for (const [w, a] of qs) {
  const sql = `SELECT COUNT(*) n FROM logistics_items WHERE ${w}`;
  const plan = db.prepare('EXPLAIN QUERY PLAN ' + sql).all(...a).map(r => r.detail).join(' | ');
  const time = (s) => { const st = db.prepare(s); st.get(...a); const t = process.hrtime.bigint(); let n; for (let i = 0; i < 200; i++) n = st.get(...a).n; return [Number(process.hrtime.bigint() - t) / 200e3, n]; };
  console.log(w.slice(34), '\n  auto', time(sql).map(x => x.toFixed ? x.toFixed(3) : x).join(' '), plan.replace('SEARCH logistics_items USING COVERING INDEX ', ''));
  for (const i of idx) { try { const [t] = time(`SELECT COUNT(*) n FROM logistics_items INDEXED BY ${i} WHERE ${w}`); console.log('   ', i, t.toFixed(3)); } catch (e) {} }
}
