/**
 * Realistic Chinese sample data for the education stories. Images are inline SVG data URIs so the
 * stories (and their screenshots) never touch the network. Not exported from the package.
 */
import type {
  AlumniBasics,
  CampusItem,
  CoursewareItem,
  Gift,
  GraduateClass,
  NewsItem,
  OrganisationRow,
  Remark,
  School,
  StudentGroup,
  Teacher,
} from './types';
import { longText, portrait, svgImage } from '../../internal/storyImage';

export const sampleTeacher: Teacher = {
  id: 1,
  realname: '王雅琴',
  zhiwu: '高级教师',
  politics_status: '中共党员',
  schoolname: '南京市第一中学',
  pingji: '市级骨干教师',
  jiuzhi_status: '在职',
  jiaoling: 18,
  city: '南京市',
  position: '语文教研组长',
  csdate: '1982-05-16',
  clickcount: 12860,
  sharecount: 342,
  collectcount: 518,
  likecount: 1204,
  zhaopian: portrait(),
  zhengjian: svgImage('身份证件（示例）', '#f3f4f6', '#374151', 640, 400),
  wenping: svgImage('毕业证书（示例）', '#fff4e0', '#7a4b00', 640, 450),
  jianli:
    '<p>2004年毕业于南京师范大学中文系，同年进入南京市第一中学任教。</p><ul><li>2012年获评江苏省“教坛新秀”</li><li>2018年起担任语文教研组长</li><li>主持市级课题《整本书阅读教学策略研究》</li></ul>',
  zhici:
    '<p>语文是一扇窗，推开它，你会看到更辽阔的世界。愿每一位同学都能在阅读中遇见更好的自己。</p>',
};

export const sampleTeacherLong: Teacher = {
  ...sampleTeacher,
  realname: '欧阳慕容诸葛明月',
  zhiwu: '正高级教师、特级教师、省级学科带头人',
  schoolname: '南京师范大学附属实验学校国际部暨江北新区分校',
  position: longText.slice(0, 30),
  politics_status: '中国民主同盟盟员',
  jianli: `<p>${longText}</p><p>${longText}</p>`,
};

export const sampleGifts: Gift[] = [
  {
    id: 1,
    flowername: '鲜花',
    flowerpic: svgImage('花', '#fde2e4', '#9b1c31', 96, 96),
    price: '1.00',
  },
  {
    id: 2,
    flowername: '爱心',
    flowerpic: svgImage('心', '#fdeaea', '#b42318', 96, 96),
    price: '5.20',
  },
  {
    id: 3,
    flowername: '奖杯',
    flowerpic: svgImage('杯', '#fff4e0', '#7a4b00', 96, 96),
    price: '9.90',
  },
  {
    id: 4,
    flowername: '棒棒糖',
    flowerpic: svgImage('糖', '#e7f6ec', '#145c2e', 96, 96),
    price: '0.10',
  },
];

export const sampleRemarks: Remark[] = [
  {
    id: 31,
    content: '课堂节奏把握得很好，学生参与度高，板书清晰。',
    pingji: '优秀',
    inputtime: '2024-05-12 10:21:00',
  },
  {
    id: 32,
    content: '作业批改及时，评语有针对性。',
    pingji: '良好',
    inputtime: '2024-04-28 16:05:00',
  },
  {
    id: 33,
    content: '公开课准备充分，可适当增加小组讨论时间。',
    pingji: '中等',
    inputtime: '2024-04-02 09:40:00',
  },
  { id: 34, content: '家长会沟通略显仓促。', pingji: '一般', inputtime: '2024-03-18 19:12:00' },
  { id: 35, content: '迟到两次，未提前报备。', pingji: '差', inputtime: '2024-03-01 08:15:00' },
];

const covers = ['#dbe7fb', '#fde2e4', '#e7f6ec', '#fff4e0'];
export const sampleCourseware: CoursewareItem[] = [
  {
    id: 201,
    duration: 1520,
    title: '朱自清《背影》精读：细节里的深情',
    clickcount: 3521,
    liuyancount: 48,
    inputtime: '2024-05-18 09:00:00',
    price: '12.50',
  },
  {
    id: 202,
    duration: 732,
    title: '文言文虚词“之”“其”“而”用法归纳',
    clickcount: 2210,
    liuyancount: 19,
    inputtime: '2024-05-10 14:30:00',
    price: '9.90',
  },
  {
    id: 203,
    duration: 0,
    title: '议论文写作：如何提出有力的论点',
    clickcount: 1893,
    liuyancount: 33,
    inputtime: '2024-04-29 19:00:00',
    price: '0.10',
  },
  {
    id: 204,
    duration: 3725,
    title: '古诗词鉴赏之意象与意境',
    clickcount: 980,
    liuyancount: 7,
    inputtime: '2024-04-12 08:00:00',
    price: '20',
  },
].map((c, i) => ({
  ...c,
  fengmian: svgImage(`第${i + 1}讲`, covers[i % covers.length], '#1f3b6e', 320, 180),
  teacher_id: 1,
}));

export const sampleSchool: School = {
  id: 1,
  schoolname: '南京市第一中学',
  belong_cn: '教育',
  address: '南京市秦淮区中华路187号',
  pic1: svgImage('校门', '#dbe7fb', '#1f3b6e', 480, 300),
  banqi: '全日制，每学期20周',
  xingshi: '全日制',
  leibie: '普通高中',
  lianxiren: '李老师',
  studentcount: 3260,
  cldate: '1907',
  tel: '025-52210000',
  website: 'https://www.example.edu.cn',
  clickcount: 56890,
  sharecount: 1203,
  zhengshu: svgImage('办学许可证（示例）', '#fff4e0', '#7a4b00', 480, 340),
  piwen: svgImage('批准文件（示例）', '#f3f4f6', '#374151', 480, 340),
  jianjie:
    '<p>南京市第一中学创建于1907年，是江苏省首批四星级高中。学校秉承“诚朴”校训，注重学生全面而有个性的发展。</p>',
  kecheng:
    '<ul><li>语文、数学、英语国家课程</li><li>科技创新与人工智能选修</li><li>戏剧、合唱等艺术课程</li></ul>',
  xingzhi: '公办',
  cengji: '省四星级',
  pingji: '省级示范高中',
};

export const sampleGuide: School = {
  ...sampleSchool,
  id: 7,
  schoolname: '金陵启航职业技能培训学校',
  xingshi: '周末班 / 晚班',
  leibie: '职业技能培训',
  banqi: '每期8周，每周2次课',
  lianxiren: '周老师',
  studentcount: 420,
  cldate: '2012',
  website: 'https://qihang.example.com',
  xingzhi: '民办',
};

export const sampleNotices: NewsItem[] = [
  {
    id: 301,
    title: '关于2024年端午节放假安排的通知',
    inputtime: '2024-06-03 10:00:00',
    school_id: 1,
  },
  { id: 302, title: '高二年级期末考试安排', inputtime: '2024-05-28 15:30:00', school_id: 1 },
  {
    id: 303,
    title: '第三十届校园科技节获奖名单公示',
    inputtime: '2024-05-20 09:00:00',
    school_id: 1,
  },
  {
    id: 304,
    title: '致家长的一封信：暑期安全提醒',
    inputtime: '2024-05-15 17:00:00',
    school_id: 1,
  },
];

export const sampleCampus: CampusItem[] = [
  {
    id: 401,
    title: '春季运动会圆满落幕',
    pic: svgImage('运动会', '#e7f6ec', '#145c2e'),
    inputtime: '2024-04-22 16:00:00',
    content:
      '<p>为期两天的春季运动会在全校师生的欢呼声中落下帷幕，高一（3）班获得团体总分第一名。</p>',
  },
  {
    id: 402,
    title: '合唱团赴上海参加长三角中学生艺术节',
    pic: svgImage('合唱团', '#fde2e4', '#9b1c31'),
    inputtime: '2024-04-10 09:30:00',
    content: '<p>我校合唱团以一曲《茉莉花》获得金奖，评委称赞其“音色纯净、层次丰富”。</p>',
  },
  {
    id: 403,
    title: '图书馆“读书月”活动启动',
    pic: svgImage('读书月', '#fff4e0', '#7a4b00'),
    inputtime: '2024-03-28 14:00:00',
    content: '<p>本次读书月以“经典与青春”为主题，设置好书推荐、读书沙龙、征文比赛三个板块。</p>',
  },
];

export const sampleOrganisation: OrganisationRow[] = [
  { orgname: '校长', orgvalue: '陈建国' },
  { orgname: '副校长', orgvalue: '刘晓梅、孙志强' },
  { orgname: '教务处', orgvalue: '主任 赵磊；副主任 钱芳' },
  { orgname: '德育处', orgvalue: '主任 周敏' },
];

export const sampleGroups: StudentGroup[] = [
  {
    nianji: '高一年级',
    xiangxi: [1, 2, 3, 4, 5, 6].map((n) => ({ id: 500 + n, banji: `高一（${n}）班` })),
  },
  {
    nianji: '高二年级',
    xiangxi: [1, 2, 3, 4, 5].map((n) => ({ id: 510 + n, banji: `高二（${n}）班` })),
  },
  {
    nianji: '高三年级',
    xiangxi: [1, 2, 3, 4].map((n) => ({ id: 520 + n, banji: `高三（${n}）班` })),
  },
];

export const sampleAlumniBasics: AlumniBasics = {
  fuzeren: '吴德明（校友会秘书长）',
  lianyi: '<p>每年五月举办校友返校日；各地校友分会定期组织读书会、职业分享会与公益助学活动。</p>',
};

export const sampleGraduates: GraduateClass[] = [
  { id: 601, jieshu: 2023, banji: '高三（1）班', nianji: '高三' },
  { id: 602, jieshu: 2023, banji: '高三（2）班', nianji: '高三' },
  { id: 603, jieshu: 2022, banji: '高三（1）班', nianji: '高三' },
  { id: 604, jieshu: 2024, banji: '高三（5）班', nianji: '高三' },
  { id: 605, jieshu: 2022, banji: '高三（4）班', nianji: '高三' },
];
