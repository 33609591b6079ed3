// What a school (type 1) or guide institution (type 2) manages (x-spec inferred): notices (ntype 2), campus life
// (1) and campus style (3) with a picture and rich text, alumni-centre notices (4), organisation rows, grades
// and classes, graduating classes and the alumni centre's leader. Another school's row answers 404.
import type { Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { htmlOf, titleOf, uploadOf } from './courseware.js';
import { asOwner } from './release.js';
import type { NewsRow } from './rows.js';

const SCHOOLS: (1 | 2)[] = [1, 2];
const MSG_NO_NEWS = '内容不存在';
const MSG_NO_ROW = '记录不存在';

function ntypeOf(p: Params): 1 | 2 | 3 | 4 {
  const n = intParam(p, 'ntype');
  if (![1, 2, 3, 4].includes(n)) throw new ParamError('ntype 必须是 1、2、3 或 4');
  return n as 1 | 2 | 3 | 4;
}
/** ntype 4 lives in centre_notices, the others in news (kind school). */
const newsTable = (ntype: number) => (ntype === 4 ? { table: 'centre_notices', where: 'stype = ? AND school_id = ?', args: [] as unknown[] } : { table: 'news', where: "kind = 'school' AND stype = ? AND school_id = ? AND ntype = ?", args: [ntype] as unknown[] });

function text(p: Params, key: string, min: number, max: number, label: string): string {
  const v = strParam(p, key, '').trim();
  if (v.length < min || v.length > max) throw new ParamError(min > 0 && !v ? `${key} 请填写${label}` : `${key} ${label}最多 ${max} 个字`);
  return v;
}

type RowTable = 'org' | 'class' | 'alumni';
const TABLES: Record<RowTable, string> = { org: 'org_rows', class: 'student_classes', alumni: 'alumni_classes' };

function rowFields(p: Params, table: RowTable, year: number): Record<string, string | number> {
  if (table === 'org') return { orgname: text(p, 'orgname', 1, 30, '机构名称'), orgvalue: text(p, 'orgvalue', 1, 200, '内容') };
  const f: Record<string, string | number> = { nianji: text(p, 'nianji', 1, 20, '年级'), banji: text(p, 'banji', 1, 20, '班级') };
  if (table === 'alumni') {
    if (p.jieshu === undefined || p.jieshu === '') throw new ParamError('jieshu 请填写届数');
    const j = intParam(p, 'jieshu');
    if (j < 1950 || j > year) throw new ParamError(`jieshu 届数须在 1950–${year} 之间`);
    f.jieshu = j;
  }
  return f;
}
const tableOf = (p: Params): RowTable => {
  const t = strParam(p, 'table');
  if (!(t in TABLES)) throw new ParamError('table 必须是 org、class 或 alumni');
  return t as RowTable;
};

type SchoolOps = 'educationReleaseNewsList' | 'educationReleaseSaveNews' | 'educationReleaseRemoveNews' | 'educationReleaseRows' | 'educationReleaseSaveRow' | 'educationReleaseRemoveRow' | 'educationReleaseSaveAlumni';

export const schoolContentHandlers: Pick<SectionHandlers<'education'>, SchoolOps> = {
  educationReleaseNewsList(ctx, p, req) {
    const ntype = ntypeOf(p);
    const { offset } = pageOf(p);
    return asOwner(ctx, req.user!.id, SCHOOLS, (s) => {
      const t = newsTable(ntype);
      const args = [s.kind, s.id, ...t.args];
      const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${t.table} WHERE ${t.where}`).get(...args) as { n: number }).n;
      const rows = ctx.db.prepare(`SELECT * FROM ${t.table} WHERE ${t.where} ORDER BY inputtime DESC, id DESC LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as NewsRow[];
      return ok({ lists: rows.map((r) => ({ id: r.id, ntype, title: r.title, content: r.content, pic: abs(ctx, r.pic), inputtime: fmtTime(r.inputtime) })), total }, '请求成功');
    });
  },

  educationReleaseSaveNews(ctx, p, req) {
    const me = req.user!.id;
    const id = p.id === undefined || p.id === '' ? undefined : intParam(p, 'id');
    const ntype = ntypeOf(p);
    const title = titleOf(p);
    const content = htmlOf(p, 'content', 5, '内容');
    const pic = uploadOf(ctx, p, 'pic', '图片', me);
    return asOwner(ctx, me, SCHOOLS, (s) => {
      const t = newsTable(ntype);
      if (id === undefined) {
        const info =
          ntype === 4
            ? ctx.db.prepare('INSERT INTO centre_notices (stype, school_id, title, content, pic, inputtime) VALUES (?, ?, ?, ?, ?, ?)').run(s.kind, s.id, title, content, pic ?? '', ctx.now())
            : ctx.db.prepare("INSERT INTO news (kind, stype, school_id, ntype, title, content, pic, inputtime) VALUES ('school', ?, ?, ?, ?, ?, ?, ?)").run(s.kind, s.id, ntype, title, content, pic ?? '', ctx.now());
        return ok({ id: Number(info.lastInsertRowid) }, '发布成功');
      }
      const done = ctx.db.prepare(`UPDATE ${t.table} SET title = ?, content = ?, pic = COALESCE(?, pic) WHERE id = ? AND ${t.where}`).run(title, content, pic ?? null, id, s.kind, s.id, ...t.args);
      return done.changes === 1 ? ok({ id }, '保存成功') : fail(404, MSG_NO_NEWS);
    });
  },

  educationReleaseRemoveNews(ctx, p, req) {
    const id = intParam(p, 'id');
    const ntype = ntypeOf(p);
    return asOwner(ctx, req.user!.id, SCHOOLS, (s) => {
      const t = newsTable(ntype);
      const done = ctx.db.prepare(`DELETE FROM ${t.table} WHERE id = ? AND ${t.where}`).run(id, s.kind, s.id, ...t.args);
      return done.changes === 1 ? ok(null, '已删除') : fail(404, MSG_NO_NEWS);
    });
  },

  educationReleaseRows(ctx, _p, req) {
    return asOwner(ctx, req.user!.id, SCHOOLS, (s) => {
      const all = (sql: string) => ctx.db.prepare(sql).all(s.kind, s.id);
      const basics = ctx.db.prepare('SELECT fuzeren, lianyi FROM institutions WHERE stype = ? AND id = ?').get(s.kind, s.id) as { fuzeren: string; lianyi: string };
      return ok({
        org: all('SELECT id, orgname, orgvalue FROM org_rows WHERE stype = ? AND school_id = ? ORDER BY id') as { id: number; orgname: string; orgvalue: string }[],
        class: all('SELECT id, nianji, banji FROM student_classes WHERE stype = ? AND school_id = ? ORDER BY id') as { id: number; nianji: string; banji: string }[],
        alumni: all('SELECT id, jieshu, nianji, banji FROM alumni_classes WHERE stype = ? AND school_id = ? ORDER BY jieshu DESC, id') as { id: number; jieshu: number; nianji: string; banji: string }[],
        ...basics,
      }, '请求成功');
    });
  },

  educationReleaseSaveRow(ctx, p, req) {
    const table = tableOf(p);
    const id = p.id === undefined || p.id === '' ? undefined : intParam(p, 'id');
    const f = rowFields(p, table, new Date(ctx.now() * 1000).getUTCFullYear() + 1);
    return asOwner(ctx, req.user!.id, SCHOOLS, (s) => {
      const cols = Object.keys(f);
      if (id === undefined) {
        const info = ctx.db.prepare(`INSERT INTO ${TABLES[table]} (stype, school_id, ${cols.join(', ')}) VALUES (?, ?, ${cols.map(() => '?').join(', ')})`).run(s.kind, s.id, ...cols.map((c) => f[c]));
        return ok({ id: Number(info.lastInsertRowid) }, '保存成功');
      }
      const done = ctx.db.prepare(`UPDATE ${TABLES[table]} SET ${cols.map((c) => `${c} = ?`).join(', ')} WHERE id = ? AND stype = ? AND school_id = ?`).run(...cols.map((c) => f[c]), id, s.kind, s.id);
      return done.changes === 1 ? ok({ id }, '保存成功') : fail(404, MSG_NO_ROW);
    });
  },

  educationReleaseRemoveRow(ctx, p, req) {
    const table = tableOf(p);
    const id = intParam(p, 'id');
    return asOwner(ctx, req.user!.id, SCHOOLS, (s) => {
      const done = ctx.db.prepare(`DELETE FROM ${TABLES[table]} WHERE id = ? AND stype = ? AND school_id = ?`).run(id, s.kind, s.id);
      return done.changes === 1 ? ok(null, '已删除') : fail(404, MSG_NO_ROW);
    });
  },

  educationReleaseSaveAlumni(ctx, p, req) {
    const fuzeren = text(p, 'fuzeren', 2, 20, '负责人');
    const lianyi = text(p, 'lianyi', 0, 500, '社会活动');
    return asOwner(ctx, req.user!.id, SCHOOLS, (s) => {
      ctx.db.prepare('UPDATE institutions SET fuzeren = ?, lianyi = ? WHERE stype = ? AND id = ?').run(fuzeren, lianyi, s.kind, s.id);
      return ok(null, '保存成功');
    });
  },
};
