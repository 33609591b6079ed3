// What the one search finds of education (http/search.ts): teachers, courseware, schools and training centres.
import type { SearchSource } from '../../http/search.js';

const marks = (ids: readonly number[]) => ids.map(() => '?').join(',');
const KINDS: Record<number, string> = { 1: '文字课件', 2: '免费视频课件', 3: '付费视频课件' };

export const educationSearch: readonly SearchSource[] = [
  {
    key: 'education_teacher',
    channel: 'education',
    channelName: '教育',
    table: 'teachers',
    watch: ['realname', 'schoolname', 'position', 'zhiwu', 'pingji'],
    load: (db, ids) =>
      (db.prepare(`SELECT id, realname, schoolname, position, zhiwu, pingji FROM teachers WHERE id IN (${marks(ids)})`).all(...ids) as { id: number; realname: string; schoolname: string; position: string; zhiwu: string; pingji: string }[]).map((r) => ({
        id: r.id,
        title: `${r.realname}老师`,
        words: [r.schoolname, r.position, r.zhiwu, r.pingji],
        summary: `${r.schoolname} ${r.position}`,
        pic: `/media/img/photo/${r.id}.svg`,
        url: `/teacher/teacherDetail?id=${r.id}&type=3`,
        time: 0,
      })),
  },
  {
    key: 'education_courseware',
    channel: 'education',
    channelName: '教育',
    table: 'courseware',
    watch: ['title', 'jianjie', 'type'],
    load: (db, ids) =>
      (db.prepare(`SELECT id, type, title, jianjie, inputtime FROM courseware WHERE id IN (${marks(ids)})`).all(...ids) as { id: number; type: number; title: string; jianjie: string; inputtime: number }[]).map((r) => ({
        id: r.id,
        title: r.title,
        words: [r.jianjie, KINDS[r.type] ?? ''],
        summary: KINDS[r.type] ?? '',
        pic: `/media/img/cover/${r.id}.svg`,
        url: `/teacher/${r.type === 1 ? 'textCoursewareDetail' : 'videoCoursewareDetail'}?id=${r.id}&type=${r.type}`,
        time: r.inputtime,
      })),
  },
  {
    key: 'education_school',
    channel: 'education',
    channelName: '教育',
    table: 'institutions',
    idColumn: 'uid',
    watch: ['schoolname', 'address', 'leibie', 'xingzhi', 'cengji', 'pic1'],
    load: (db, ids) =>
      (db.prepare(`SELECT uid, stype, id, schoolname, address, leibie, xingzhi, cengji, pic1 FROM institutions WHERE uid IN (${marks(ids)})`).all(...ids) as { uid: number; stype: number; id: number; schoolname: string; address: string; leibie: string; xingzhi: string; cengji: string; pic1: string }[]).map((r) => ({
        id: r.uid,
        title: r.schoolname,
        words: [r.address, r.leibie, r.xingzhi, r.cengji],
        summary: r.address,
        pic: r.pic1,
        url: `/teacher/${r.stype === 1 ? 'schoolDetail' : 'organizationDetail'}?id=${r.id}&type=${r.stype}`,
        time: 0,
      })),
  },
];
