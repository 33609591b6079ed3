import type { Schema } from '../../http/section.js';

/** Rows of the education tables as SELECT * (or the named columns) returns them. */
export interface InstitutionRow {
  uid: number; stype: 1 | 2; id: number; schoolname: string; belong_cn: string; address: string; pic1: string; banqi: string; xingshi: string;
  leibie: string; lianxiren: string; studentcount: number; cldate: string; tel: string; website: string; clickcount: number; sharecount: number;
  zhengshu: string; piwen: string; jianjie: string; kecheng: string; xingzhi: string; cengji: string; pingji: string; fuzeren: string; lianyi: string;
}

export interface TeacherRow {
  id: number; realname: string; zhiwu: string; politics_status: string; school_id: number; schoolname: string; pingji: string; jiuzhi_status: string;
  jiaoling: number; city: string; position: string; csdate: string; clickcount: number; sharecount: number; zhici: string; jianli: string;
  zhaopian: string; wenping: string; zhengjian: string; location: string; website: string; tel: string;
}

/** A courseware row with its comment count (CW_COLUMNS). */
export interface CoursewareRow {
  id: number; teacher_id: number; type: 1 | 2 | 3; title: string; jianjie: string; fengmian: string; fileurl: string; price_cents: number;
  tuijian: Schema<'Flag'>; clickcount: number; inputtime: number; liuyancount: number; duration: number;
}

export interface CommentRow { id: number; content: string; inputtime: number; nickname: string; username: string; avatar: string }
export interface KewuRow { id: number; teacher_id: number; title: string; content: string; fengmian: string; clickcount: number; liuyancount: number; inputtime: number }
export interface RemarkRow { id: number; user_id: number; content: string; pingji: Schema<'Remark'>['pingji']; inputtime: number }
/** news and centre_notices share these columns. */
export interface NewsRow { id: number; title: string; content: string; pic: string; inputtime: number; school_id: number }
export interface GiftRow { id: number; flowername: string; flowerpic: string; price_cents: number }
