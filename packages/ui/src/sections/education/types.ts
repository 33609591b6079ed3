/**
 * Entity shapes of the education API (openapi/, spec education-area.md §3), with the API's own field
 * names so a response can be passed straight in. Only what the components read is listed; extra
 * fields are fine. Numbers may arrive as strings from older back ends, hence `number | string`.
 */

/** A teacher (`educationInfo` with type 3). */
export interface Teacher {
  id?: number | string;
  realname: string;
  /** Position / job title. */
  zhiwu?: string | null;
  politics_status?: string | null;
  schoolname?: string | null;
  /** Rating text, e.g. 高级教师 / 一级. */
  pingji?: string | null;
  jiuzhi_status?: string | null;
  /** Years teaching. */
  jiaoling?: number | string | null;
  city?: string | null;
  position?: string | null;
  /** Birth date `YYYY-MM-DD`; the age is computed from it. */
  csdate?: string | null;
  clickcount?: number | string | null;
  sharecount?: number | string | null;
  collectcount?: number | string | null;
  likecount?: number | string | null;
  /** Gifts received. */
  giftcount?: number | string | null;
  /** Address / speech text (HTML). */
  zhici?: string | null;
  /** Resume (HTML). */
  jianli?: string | null;
  /** Photo URL. */
  zhaopian?: string | null;
  /** Diploma image URL. */
  wenping?: string | null;
  /** ID document image URL. */
  zhengjian?: string | null;
}

/** A school (type 1) or a guide / institution (type 2). */
export interface School {
  id?: number | string;
  schoolname: string;
  belong_cn?: string | null;
  address?: string | null;
  pic1?: string | null;
  /** Class period. */
  banqi?: string | null;
  /** School form. */
  xingshi?: string | null;
  /** Category. */
  leibie?: string | null;
  /** Contact person. */
  lianxiren?: string | null;
  studentcount?: number | string | null;
  /** Founding date or year. */
  cldate?: string | null;
  tel?: string | null;
  website?: string | null;
  clickcount?: number | string | null;
  sharecount?: number | string | null;
  /** Certificate image URL. */
  zhengshu?: string | null;
  /** Approval document image URL. */
  piwen?: string | null;
  /** Introduction (HTML). */
  jianjie?: string | null;
  /** Course content (HTML). */
  kecheng?: string | null;
  /** Nature (public / private…). */
  xingzhi?: string | null;
  /** Level. */
  cengji?: string | null;
  pingji?: string | null;
}

/** A notice, centre notice, campus life or style item. `content` is HTML. */
export interface NewsItem {
  id: number | string;
  title: string;
  content?: string | null;
  inputtime?: string | null;
  pic?: string | null;
  school_id?: number | string | null;
}

/** A teacher remark. */
export interface Remark {
  id: number | string;
  content: string;
  pingji: string;
  inputtime?: string | null;
}

/** A virtual gift; `price` is a decimal string ("12.50"). */
export interface Gift {
  id: number | string;
  flowername: string;
  flowerpic?: string | null;
  price: string | number;
}

/** An item of the paged courseware list (text, free video or paid video). */
export interface CoursewareItem {
  id: number | string;
  title: string;
  clickcount?: number | string | null;
  liuyancount?: number | string | null;
  inputtime?: string | null;
  /** Cover image URL. */
  fengmian?: string | null;
  fileurl?: string | null;
  /** Decimal string, paid videos only. */
  price?: string | number | null;
  teacher_id?: number | string | null;
  /** Seconds a video plays (0 or absent: not known, nothing shown). */
  duration?: number | null;
}

/** Like / collect / rating / flower figures for the operation bar. */
export interface OperationStats {
  likeNum?: number;
  collectNum?: number;
  /** Average score, one decimal, 0 when unrated. */
  averageScore?: number;
  flowerNum?: number;
  isLiked?: boolean;
  isCollected?: boolean;
  shareNum?: number;
}

/** An organisation row (role → people). */
export interface OrganisationRow {
  orgname: string;
  orgvalue: string;
}

/** A grade with its classes (`studentClasses`). */
export interface StudentGroup {
  nianji: string;
  xiangxi: { id?: number | string; banji: string }[];
}

/** One graduate class (`latestGraduates`). */
export interface GraduateClass {
  id?: number | string;
  /** Graduating year, e.g. "2023届" or 2023. */
  jieshu: string | number;
  banji: string;
  nianji?: string | null;
}

/** Alumni basics (`alumniBasics`). */
export interface AlumniBasics {
  /** Leader. */
  fuzeren?: string | null;
  /** Social activities (HTML). */
  lianyi?: string | null;
}

/** A campus showcase / life card. */
export interface CampusItem {
  id: number | string;
  title: string;
  pic?: string | null;
  inputtime?: string | null;
  /** HTML or text; the card shows a plain-text excerpt. */
  content?: string | null;
}
