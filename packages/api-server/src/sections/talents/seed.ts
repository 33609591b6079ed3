import type { SectionSeed } from '../../http/section.js';
import { DAY, para, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS } from '../../seed/people.js';

// Companies (the demo account runs the first), their positions, résumés with their history, and a few
// applications. Draws nothing from the shared random stream, so the sections seeded after this one keep their data.
// company: name, industry, city, scale, contact, phone, introduction, positions:
// [title, district, min, max, experience, education, jobtype, tags, duties, requirements]
type P = [string, string, number, number, number, number, number, string, string, string];
const COMPANIES: [string, number, string, string, string, string, string, P[]][] = [
  ['盐城云帆科技有限公司', 1, '盐城市', '100-499人', '王女士', '13851500001', '专注政务与企业软件的科技公司，总部位于盐城高新区。', [
    ['前端开发工程师', '亭湖区', 8000, 13000, 23, 15, 41, '五险一金,双休,年终奖', '负责政务平台与小程序的前端开发与维护，参与组件库建设。', '熟悉 React 与 TypeScript，两年以上前端开发经验，有小程序经验优先。'],
    ['Java 后端开发', '亭湖区', 10000, 18000, 24, 15, 41, '五险一金,双休,弹性工作', '负责业务系统后端接口设计与开发，保障系统稳定。', '熟悉 Spring Boot、MySQL，三年以上后端开发经验。'],
  ]],
  ['盐城海川物流有限公司', 6, '盐城市', '500-999人', '陈经理', '13912345678', '苏北地区专业第三方物流企业，提供仓储与城配服务。', [
    ['仓储主管', '盐都区', 6000, 9000, 24, 14, 41, '五险一金,包吃住', '负责仓库日常管理、出入库与盘点，带领 20 人团队。', '三年以上仓储管理经验，熟悉 WMS 系统，责任心强。'],
    ['货车司机（C1）', '盐都区', 5500, 8000, 23, 13, 41, '包住,全勤奖', '负责市区及周边城配送货，按路线完成配送任务。', '持 C1 驾照两年以上，熟悉盐城市区道路，无不良驾驶记录。'],
    ['客服专员', '亭湖区', 4000, 6000, 21, 14, 41, '五险一金,节日福利', '处理客户电话与线上咨询，跟进异常件。', '普通话标准，会使用办公软件，有客服经验优先。'],
    ['快递分拣员（兼职）', '盐都区', 3000, 4500, 21, 12, 42, '日结,夜班补贴', '夜间包裹分拣与装车，每晚 4–6 小时。', '身体健康，能适应夜班。'],
  ]],
  ['江苏鹤鸣新能源股份有限公司', 11, '盐城市', '1000人以上', '周先生', '13770011223', '光伏组件与储能系统制造企业，射阳港经济开发区重点企业。', [
    ['设备维修技术员', '射阳县', 6500, 10000, 24, 14, 41, '五险一金,包吃住,班车', '负责生产线设备的日常维护、故障排除与保养。', '机电一体化相关专业，三年以上设备维修经验。'],
    ['质量工程师', '射阳县', 8000, 12000, 24, 15, 41, '五险一金,年终奖', '负责来料与制程质量控制，推动质量改进。', '熟悉 ISO9001，有光伏或电子制造行业经验优先。'],
    ['生产储备干部', '射阳县', 6000, 8000, 22, 15, 41, '五险一金,包住,培训', '轮岗学习生产管理，一年后定岗班组长。', '2026 届本科毕业生，理工科专业，能吃苦。'],
    ['电气工程师', '大丰区', 12000, 20000, 25, 15, 41, '五险一金,股票期权', '负责储能系统电气设计与现场调试。', '电气工程专业，五年以上相关经验，持证优先。'],
  ]],
  ['盐城启明教育培训中心', 3, '盐城市', '20-99人', '李老师', '0515-88881234', '专注中小学课外辅导十余年，校区覆盖亭湖、盐都。', [
    ['初中数学老师', '亭湖区', 6000, 10000, 23, 15, 41, '寒暑假,课时费', '负责初中数学小班课教学与学情跟踪。', '数学相关专业本科，持教师资格证，表达清晰。'],
    ['课程顾问', '盐都区', 5000, 9000, 21, 14, 41, '高提成,双休', '负责家长咨询接待与课程推荐。', '沟通能力强，有销售或教培经验优先。'],
    ['暑期助教（实习）', '亭湖区', 3000, 4000, 22, 14, 43, '实习证明', '协助老师批改作业、整理课堂资料。', '在校大学生，能连续实习两个月。'],
  ]],
  ['盐城老街餐饮管理有限公司', 4, '盐城市', '100-499人', '吴店长', '13605110099', '经营“老街鱼汤面”等本地餐饮品牌，门店二十余家。', [
    ['门店店长', '亭湖区', 7000, 11000, 24, 13, 41, '包吃住,绩效奖金', '负责门店经营管理、人员排班与成本控制。', '三年以上餐饮门店管理经验。'],
    ['厨师（面点）', '盐都区', 6000, 9000, 24, 12, 41, '包吃住,月休四天', '负责鱼汤面、包子等面点制作。', '有面点师证，能吃苦耐劳。'],
    ['服务员', '大丰区', 4000, 5500, 21, 12, 41, '包吃住', '负责前厅接待、点餐与卫生。', '热情开朗，年龄 18–45 岁。'],
  ]],
  ['南京数智云服信息技术有限公司', 1, '南京市', '500-999人', '赵女士', '13813801380', '为零售与制造企业提供 SaaS 与数据服务。', [
    ['产品经理', '建邺区', 15000, 25000, 24, 15, 41, '六险一金,双休,下午茶', '负责 B 端 SaaS 产品规划与需求管理。', '三年以上 B 端产品经验，逻辑清晰。'],
    ['数据分析师', '江宁区', 12000, 20000, 23, 15, 41, '六险一金,弹性工作', '负责业务数据分析与报表搭建。', '熟练 SQL 与 Python，统计相关专业优先。'],
    ['测试工程师', '江宁区', 9000, 15000, 23, 14, 41, '五险一金,双休', '负责 Web 与接口测试，编写自动化用例。', '熟悉 Playwright 或 Selenium。'],
  ]],
  ['苏州恒润医疗器械有限公司', 7, '苏州市', '100-499人', '孙经理', '13962100123', '医用耗材研发与生产企业，位于苏州工业园区。', [
    ['销售代表', '工业园区', 8000, 15000, 23, 14, 41, '五险一金,高提成,出差补贴', '负责华东区域医院渠道开发与维护。', '医学或市场营销相关专业，有医疗器械销售经验优先。'],
    ['注册专员', '工业园区', 9000, 14000, 24, 15, 41, '五险一金,双休', '负责产品注册资料编写与申报。', '熟悉医疗器械注册法规。'],
  ]],
  ['东台市绿野生态农业有限公司', 10, '盐城市', '20-99人', '钱主任', '13515150321', '条子泥畔的生态农场，种植、养殖与研学一体。', [
    ['农场技术员', '东台市', 5000, 7000, 21, 13, 41, '包吃住', '负责大棚蔬菜种植管理与病虫害防治。', '农学相关专业优先，能长期驻场。'],
    ['研学活动策划', '东台市', 5000, 8000, 23, 14, 41, '五险,节日福利', '策划中小学研学活动并带队执行。', '喜欢孩子，有活动策划经验。'],
    ['电商运营', '东台市', 5000, 8000, 23, 14, 41, '五险,绩效奖金', '负责农产品抖音与淘宝店铺运营。', '一年以上电商运营经验。'],
  ]],
];

// résumé: name, gender, birth year, phone, city, education, experience, industry, job title, salary band, summary, entries [kind, org, title, start, end]
type E = ['work' | 'school', string, string, string, string];
const RESUMES: [string, '男' | '女', number, string, string, number, number, number, string, number, string, E[]][] = [
  ['陈晨', '男', 1996, '13800000001', '盐城市', 15, 24, 1, '前端开发工程师', 34, '三年前端开发经验，熟悉 React 与 TypeScript，做过政务小程序。', [
    ['work', '盐城网信科技有限公司', '前端开发', '2021-07', ''],
    ['school', '南京工程学院', '软件工程', '2017-09', '2021-06'],
  ]],
  ['张雨婷', '女', 1999, '13951500011', '盐城市', 15, 23, 3, '初中数学老师', 33, '数学与应用数学专业，持初中数学教师资格证，带过两届毕业班。', [
    ['work', '盐城市某民办学校', '数学老师', '2022-08', ''],
    ['school', '盐城师范学院', '数学与应用数学', '2018-09', '2022-06'],
  ]],
  ['王海峰', '男', 1988, '13951500012', '盐城市', 14, 25, 6, '仓储主管', 33, '十年物流行业经验，管理过 3000 平方米仓库，熟悉 WMS。', [
    ['work', '苏北某物流公司', '仓库主管', '2016-03', ''],
    ['work', '盐城某超市配送中心', '仓管员', '2012-05', '2016-02'],
  ]],
  ['刘佳', '女', 2003, '13951500013', '南京市', 15, 22, 1, '数据分析实习生', 32, '统计学专业应届生，熟悉 SQL、Python 与 Excel 数据透视。', [
    ['school', '南京财经大学', '统计学', '2022-09', ''],
  ]],
  ['赵磊', '男', 1992, '13951500014', '盐城市', 14, 24, 11, '设备维修技术员', 33, '机电一体化专业，五年光伏产线设备维修经验，持电工证。', [
    ['work', '某光伏组件厂', '设备技术员', '2019-04', ''],
  ]],
  ['孙婷婷', '女', 1995, '13951500015', '苏州市', 15, 24, 7, '医疗器械销售', 35, '四年医疗器械销售经验，熟悉华东医院渠道。', [
    ['work', '苏州某医疗科技公司', '销售代表', '2020-06', ''],
  ]],
];

export const talentSeed: SectionSeed = {
  run: ({ db }) => {
    const addSettlement = db.prepare("INSERT INTO talent_settlements (user_id, name, industry, city, scale, contact, phone, jianjie, status, reason, created_at, reviewed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'approved', '', ?, ?)");
    const addCompany = db.prepare('INSERT INTO talent_companies (id, user_id, name, industry, city, scale, contact, phone, jianjie, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const addPosition = db.prepare(`INSERT INTO talent_positions (user_id, status, title, province, city, district, address, tags, description, contact_name, contact_phone, clickcount, created_at, updated_at,
      company_id, company_name, industry, salary_min, salary_max, experience, education, jobtype, headcount, requirements, lat, lng) VALUES (?, 1, ?, '江苏省', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    // around each city's centre, a few hundred metres apart
    const CENTRES: Record<string, [number, number]> = { 盐城市: [33.3478, 120.1633], 南京市: [32.0603, 118.7969], 苏州市: [31.2989, 120.5853], 无锡市: [31.4912, 120.3119], 南通市: [31.9802, 120.8943], 上海市: [31.2304, 121.4737] };
    const addResume = db.prepare('INSERT INTO talent_resumes (id, user_id, name, gender, birth_year, phone, city, education, experience, industry, job_title, salary, summary, public, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)');
    const addEntry = db.prepare('INSERT INTO talent_entries (resume_id, kind, org, title, start, end, note) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const owners = [1, ...COMMENTER_IDS.slice(10, 10 + COMPANIES.length - 1)];
    let n = 0;
    COMPANIES.forEach(([name, industry, city, scale, contact, phone, jianjie, list], i) => {
      const id = i + 1;
      const at = SEED_EPOCH - 40 * DAY + i * DAY;
      addSettlement.run(owners[i], name, industry, city, scale, contact, phone, jianjie, at, at + DAY);
      addCompany.run(id, owners[i], name, industry, city, scale, contact, phone, jianjie, para(jianjie, '我们重视每一位员工的成长，提供完善的培训体系与晋升通道，欢迎加入！'), at + DAY, at + DAY);
      for (const [title, district, min, max, experience, education, jobtype, tags, duties, requirements] of list) {
        n++;
        const posted = SEED_EPOCH - 20 * DAY + n * 12 * 3600;
        addPosition.run(owners[i], title, city, district, `${district}${['人民路', '开放大道', '解放南路', '世纪大道'][n % 4]} ${10 + n * 3} 号`, tags, duties, contact, phone, 30 + ((n * 37) % 300), posted, posted,
          id, name, industry, min, max, experience, education, jobtype, 1 + (n % 5), requirements, CENTRES[city]![0] + ((n % 7) - 3) * 0.004, CENTRES[city]![1] + ((n % 5) - 2) * 0.005);
      }
    });
    const seekers = [1, 2, ...COMMENTER_IDS.slice(2, 2 + RESUMES.length - 2)];
    RESUMES.forEach(([name, gender, birth, phone, city, education, experience, industry, job, salary, summary, entries], i) => {
      const id = i + 1;
      const at = SEED_EPOCH - 10 * DAY + i * DAY;
      addResume.run(id, seekers[i], name, gender, birth, phone, city, education, experience, industry, job, salary, summary, para(summary, '工作认真负责，学习能力强，期待与贵公司共同成长。'), at, at);
      for (const [kind, org, title, start, end] of entries) addEntry.run(id, kind, org, title, start, end, kind === 'work' ? `在${org}担任${title}。` : '');
    });
    // 张雨婷 applied to the demo company's first position (待查看); the demo seeker applied to 仓储主管's company and was invited
    const at = SEED_EPOCH - 2 * DAY;
    db.prepare("INSERT INTO talent_applications (id, position_id, resume_id, seeker_id, recruiter_id, state, reason, created_at, updated_at) VALUES (1, 1, 2, ?, 1, 'unseen', '', ?, ?)").run(seekers[1], at, at);
    db.prepare("INSERT INTO talent_applications (id, position_id, resume_id, seeker_id, recruiter_id, state, reason, created_at, updated_at) VALUES (2, 5, 1, 1, ?, 'invited', '', ?, ?)").run(owners[1], at, at + 3600);
    // SEED_TALENTS=100000 adds that many positions over the seeded companies (list benchmarks)
    const extra = Number(process.env.SEED_TALENTS ?? '');
    for (let i = 0; i < (extra > 0 ? extra : 0); i++) {
      const c = COMPANIES[i % COMPANIES.length]!;
      const [title, district, min, , experience, education, jobtype, tags, duties, requirements] = c[7][i % c[7].length]!;
      const low = min + ((i * 37) % 40) * 250;
      const posted = SEED_EPOCH - 300 * DAY + i * 97;
      addPosition.run(owners[i % COMPANIES.length], `${title}${i % 50 ? '' : '（急招）'}`, c[2], district, '', tags, duties, c[4], c[5], i % 500, posted, posted,
        (i % COMPANIES.length) + 1, c[0], c[1], low, low + ((i * 13) % 5 + 1) * 1000, experience, education, jobtype, 1 + (i % 5), requirements, null, null);
    }
    if (extra > 0) db.exec('ANALYZE talent_positions');
    db.prepare("INSERT INTO talent_invites (id, application_id, recruiter_id, seeker_id, time, place, contact, phone, note, state, created_at) VALUES (1, 2, ?, 1, '2026-12-28 10:00', '盐都区开放大道 88 号海川物流 3 楼', '陈经理', '13912345678', '请携带身份证。', 'pending', ?)").run(owners[1], at + 3600);
  },
};
