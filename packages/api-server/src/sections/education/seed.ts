// The education area's demo data: schools and guides, teachers, courseware with comments, course affairs,
// remarks, likes, gift orders and the schools' news, alumni and classes.
import type { SectionSeed } from '../../http/section.js';
import { para, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS } from '../../seed/people.js';
import * as P from '../../seed/pools.js';

export const educationSeed: SectionSeed = {
  after: ['user'],
  run: ({ db, random }) => {
    const { r, int, pick } = random;
    const ins = (sql: string) => db.prepare(sql);
    const commenterIds = COMMENTER_IDS;

    // institutions: 10 schools (stype 1) + 5 guides (stype 2)
    const addInst = ins(`INSERT INTO institutions (stype, id, schoolname, belong_cn, address, pic1, banqi, xingshi, leibie, lianxiren,
      studentcount, cldate, tel, website, clickcount, sharecount, zhengshu, piwen, jianjie, kecheng, xingzhi, cengji, pingji, fuzeren, lianyi)
      VALUES (@stype, @id, @schoolname, @belong_cn, @address, @pic1, @banqi, @xingshi, @leibie, @lianxiren, @studentcount, @cldate, @tel,
      @website, @clickcount, @sharecount, @zhengshu, @piwen, @jianjie, @kecheng, @xingzhi, @cengji, @pingji, @fuzeren, @lianyi)`);
    P.SCHOOLS.forEach((s, i) => {
      const id = i + 1;
      addInst.run({
        stype: 1, id, schoolname: s.name, belong_cn: '学校', address: `${P.CITIES[i % P.CITIES.length]}${pick(['人民路', '开放大道', '解放路', '建军路', '世纪大道'])}${int(8, 288)}号`,
        pic1: `/media/img/school/${id}.svg`, banqi: s.cengji === '高中' ? '每年级 12 个班' : '每年级 8 个班', xingshi: s.xingshi, leibie: s.cengji,
        lianxiren: `${pick(P.SURNAMES)}老师`, studentcount: int(600, 3200), cldate: `${int(1923, 2012)}-09-01`, tel: `0515-88${String(int(100000, 999999))}`,
        website: `/site/school/${id}`, clickcount: int(800, 20000), sharecount: int(10, 400),
        zhengshu: `/media/img/cert/school-${id}.svg`, piwen: `/media/img/cert/piwen-${id}.svg`,
        jianjie: para(`${s.name}是一所${s.xingzhi}${s.cengji}，坚持“立德树人、全面发展”的办学理念。`, '学校设施齐全，拥有标准化实验室、图书馆、体育馆和艺术中心。', '近年来教学质量稳步提升，多次获得市级教育质量先进单位称号。'),
        kecheng: para('开设国家课程与校本课程，包括科技创新、经典诵读、合唱、篮球等二十余门选修课。'),
        xingzhi: s.xingzhi, cengji: s.cengji, pingji: pick(['省一级', '市一级', '省星级', '市示范']),
        fuzeren: `${pick(P.SURNAMES)}${pick(P.GIVEN)}（校友会会长）`,
        lianyi: para('校友会每年举办返校日、校友讲座和毕业生联谊活动，设立校友奖学金资助优秀学子。'),
      });
    });
    P.GUIDES.forEach((g, i) => {
      const id = i + 1;
      addInst.run({
        stype: 2, id, schoolname: g.name, belong_cn: '培训机构', address: `${P.CITIES[(i + 3) % P.CITIES.length]}${pick(['青年路', '文港路', '迎宾大道'])}${int(8, 188)}号${int(2, 9)}楼`,
        pic1: `/media/img/school/g${id}.svg`, banqi: g.banqi, xingshi: pick(['线下面授', '线上线下结合', '小班授课']), leibie: g.leibie,
        lianxiren: `${pick(P.SURNAMES)}校长`, studentcount: int(120, 900), cldate: `${int(2008, 2021)}-03-15`, tel: `0515-66${String(int(100000, 999999))}`,
        website: `/site/guide/${id}`, clickcount: int(300, 9000), sharecount: int(5, 200),
        zhengshu: `/media/img/cert/guide-${id}.svg`, piwen: `/media/img/cert/gpiwen-${id}.svg`,
        jianjie: para(`${g.name}经教育主管部门批准设立，专注${g.leibie}，师资均持证上岗。`, '机构实行小班教学，课后提供一对一答疑。'),
        kecheng: para(`${g.leibie}基础班、提高班、竞赛/考级班，按学员水平分层教学。`),
        xingzhi: '民办', cengji: '非学历培训', pingji: pick(['AAA 级', 'AA 级', '诚信机构']), fuzeren: '', lianyi: '',
      });
    });
  
    // teachers: 36, ids 1..36
    const addTeacher = ins(`INSERT INTO teachers (id, realname, zhiwu, politics_status, school_id, schoolname, pingji, jiuzhi_status, jiaoling, city,
      position, csdate, clickcount, sharecount, zhici, jianli, zhaopian, wenping, zhengjian, location, website, tel)
      VALUES (@id, @realname, @zhiwu, @politics_status, @school_id, @schoolname, @pingji, @jiuzhi_status, @jiaoling, @city, @position, @csdate,
      @clickcount, @sharecount, @zhici, @jianli, @zhaopian, @wenping, @zhengjian, @location, @website, @tel)`);
    const addSubject = ins('INSERT INTO teacher_subjects (teacher_id, title) VALUES (?, ?)');
    const teacherSubject: string[] = [];
    const TEACHERS = 36;
    for (let id = 1; id <= TEACHERS; id++) {
      const school = P.SCHOOLS[(id - 1) % P.SCHOOLS.length]!;
      const subject = P.SUBJECTS[(id - 1) % P.SUBJECTS.length]!;
      teacherSubject.push(subject);
      const name = `${P.SURNAMES[(id * 11) % P.SURNAMES.length]}${P.GIVEN[(id * 5) % P.GIVEN.length]}`;
      const born = int(1965, 1995);
      const years = Math.max(2, 2026 - born - int(22, 25));
      addTeacher.run({
        id, realname: name, zhiwu: pick(P.ZHIWU), politics_status: pick(P.POLITICS), school_id: ((id - 1) % P.SCHOOLS.length) + 1,
        schoolname: school.name, pingji: pick(['优秀', '优秀', '良好', '良好', '中等']), jiuzhi_status: pick(P.JIUZHI), jiaoling: years,
        city: pick(P.CITIES), position: `${subject}教师`, csdate: `${born}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
        clickcount: int(200, 12000), sharecount: int(0, 300),
        zhici: para(`教育是一棵树摇动另一棵树，一朵云推动另一朵云。我是${name}，在${school.name}教授${subject}${years}年。`, '欢迎同学们在课件下留言，我会尽快答复。'),
        jianli: para(`${born + 18}—${born + 22}年 就读于南京师范大学${subject === '英语' ? '外国语学院' : '教育学院'}。`, `${born + 22}年至今 任教于${school.name}，担任${subject}教师。`, `曾获盐城市优秀教师、${pick(['优质课一等奖', '教学能手', '骨干教师'])}等称号。`),
        zhaopian: `/media/img/photo/${id}.svg`, wenping: `/media/img/cert/diploma-${id}.svg`, zhengjian: `/media/img/cert/id-${id}.svg`,
        location: `江苏省${pick(P.CITIES)}`, website: id % 3 === 0 ? '' : `/site/teacher/${id}`, tel: `138${String(int(10000000, 99999999))}`,
      });
      const topics = P.TOPICS[subject] ?? [];
      for (const t of topics.slice(0, 4)) addSubject.run(id, `${subject}：${t}`);
    }
  
    // courseware: 300 items (text / free video / paid video); teacher 1 gets 36 so its lists paginate
    const addCw = ins(`INSERT INTO courseware (id, teacher_id, type, title, jianjie, fengmian, fileurl, price_cents, tuijian, clickcount, inputtime, duration)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const addComment = ins('INSERT INTO comments (courseware_id, parent_id, user_id, content, inputtime) VALUES (?, ?, ?, ?, ?)');
    const cwByTeacher = new Map<number, number[]>();
    for (let id = 1; id <= 300; id++) {
      const teacherId = id <= 36 ? 1 : 2 + ((id - 37) % (TEACHERS - 1));
      const type = ((id - 1) % 3) + 1;
      const subject = teacherSubject[teacherId - 1]!;
      const topics = P.TOPICS[subject] ?? ['专题复习'];
      const topic = topics[(id + teacherId) % topics.length]!;
      const part = Math.floor(id / 7) + 1;
      const title = `${subject}${type === 1 ? '讲义' : type === 2 ? '微课' : '精品课'}：${topic}（第${part}讲）`;
      const inputtime = SEED_EPOCH + id * 97_000 + int(0, 3600);
      // the lesson's length (the demo file is one short sample); not from the random stream, so the rest stays as it was
      const seconds = type === 1 ? 0 : 12 * 60 + ((id * 97) % (14 * 60));
      addCw.run(
        id, teacherId, type, title,
        para(`本课围绕“${topic}”展开，结合典型例题讲解核心概念与解题思路。`, type === 1 ? '附带可打印讲义，建议配合课本使用。' : `视频约 ${Math.round(seconds / 60)} 分钟，建议边看边做笔记。`),
        `/media/img/cover/${id}.svg`, type === 1 ? `/media/doc/${id}.html` : '/media/sample.mp4',
        type === 3 ? pick([990, 1990, 2990, 4900, 9900]) : 0, r() < 0.2 ? 1 : 0, int(20, 5000), inputtime,
        seconds,
      );
      const list = cwByTeacher.get(teacherId) ?? [];
      list.push(id);
      cwByTeacher.set(teacherId, list);
      const nComments = id <= 3 ? 14 : int(0, 5);
      for (let c = 0; c < nComments; c++) {
        const at = inputtime + (c + 1) * 3600 + int(0, 600);
        const res = addComment.run(id, null, pick(commenterIds), pick(P.COMMENTS), at);
        if (r() < 0.4) {
          const replies = int(1, 2);
          for (let k = 0; k < replies; k++) addComment.run(id, Number(res.lastInsertRowid), pick(commenterIds), pick(P.REPLIES), at + (k + 1) * 1800);
        }
      }
    }
  
    // course affairs (kewu)
    const addKewu = ins('INSERT INTO kewu (teacher_id, title, content, fengmian, clickcount, liuyancount, inputtime) VALUES (?, ?, ?, ?, ?, ?, ?)');
    let kewuN = 0;
    for (let t = 1; t <= TEACHERS; t++) {
      const n = t === 1 ? 14 : int(2, 5);
      for (let k = 0; k < n; k++) {
        kewuN++;
        const subject = teacherSubject[t - 1]!;
        addKewu.run(t, `${subject}${pick(['课程安排', '作业布置', '单元测验', '答疑时间', '复习计划'])}（第${k + 1}周）`,
          para(`本周${subject}课程安排如下：周二、周四下午第二节课为答疑时间。`, '请同学们按时完成练习册对应章节，周五前上交。'),
          `/media/img/kewu/${kewuN}.svg`, int(10, 900), int(0, 30), SEED_EPOCH + kewuN * 50_000);
      }
    }
  
    // remarks
    const addRemark = ins('INSERT INTO remarks (teacher_id, user_id, content, pingji, inputtime) VALUES (?, ?, ?, ?, ?)');
    for (let t = 1; t <= TEACHERS; t++) {
      const n = t === 1 ? 12 : int(0, 4);
      for (let k = 0; k < n; k++) // the demo user owns teacher 1's first two remarks (the contract's deleteRemark example removes id 2)
      addRemark.run(t, t === 1 && k < 2 ? 1 : pick(commenterIds), pick(P.REMARKS), P.PINGJI[int(0, 4)], SEED_EPOCH + t * 1000 + k * 86_400);
    }
  
    // likes, collects, ratings, shares
    const addLike = ins('INSERT OR IGNORE INTO likes (teacher_id, user_id, created_at) VALUES (?, ?, ?)');
    const addCollect = ins('INSERT OR IGNORE INTO collects (teacher_id, user_id, created_at) VALUES (?, ?, ?)');
    const addRating = ins('INSERT OR IGNORE INTO ratings (teacher_id, user_id, score, created_at) VALUES (?, ?, ?, ?)');
    for (let t = 1; t <= TEACHERS; t++) {
      for (const u of commenterIds) {
        if (r() < 0.35) addLike.run(t, u, SEED_EPOCH);
        if (r() < 0.15) addCollect.run(t, u, SEED_EPOCH);
        if (r() < 0.2) addRating.run(t, u, int(3, 5), SEED_EPOCH);
      }
    }
  
    // gifts and a few paid orders (they count towards flower/gift stats)
    const addGift = ins('INSERT INTO gifts (id, flowername, flowerpic, price_cents, sort) VALUES (?, ?, ?, ?, ?)');
    P.GIFTS.forEach((g, i) => addGift.run(i + 1, g.name, `/media/img/gift/${i + 1}.svg`, g.price_cents, i));
    const addOrder = ins(`INSERT INTO orders (order_number, user_id, teacher_id, gift_id, number, amount_cents, trade_state, created_at, paid_at)
      VALUES (?, ?, ?, ?, ?, ?, 'SUCCESS', ?, ?)`);
    let orderN = 0;
    for (let t = 1; t <= TEACHERS; t++) {
      const n = t === 1 ? 3 : int(0, 4);
      for (let k = 0; k < n; k++) {
        orderN++;
        const gift = int(1, P.GIFTS.length);
        const number = int(1, 9);
        const at = SEED_EPOCH + orderN * 7200;
        // order 1 belongs to the demo user and carries the contract's example number
        addOrder.run(`WZ20261121${String(orderN).padStart(6, '0')}`, orderN === 1 ? 1 : pick(commenterIds), t, gift, number, number * P.GIFTS[gift - 1]!.price_cents, at, at + 60);
      }
    }
  
    // school news, centre notices, alumni, organisation, student classes
    const addNews = ins('INSERT INTO news (kind, stype, school_id, ntype, title, content, pic, inputtime) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const addCentre = ins('INSERT INTO centre_notices (stype, school_id, title, content, pic, inputtime) VALUES (?, ?, ?, ?, ?, ?)');
    const addAlumni = ins('INSERT INTO alumni_classes (stype, school_id, jieshu, nianji, banji) VALUES (?, ?, ?, ?, ?)');
    const addOrg = ins('INSERT INTO org_rows (stype, school_id, orgname, orgvalue) VALUES (?, ?, ?, ?)');
    const addClass = ins('INSERT INTO student_classes (stype, school_id, nianji, banji) VALUES (?, ?, ?, ?)');
    let newsN = 0;
    const newsAt = () => SEED_EPOCH + ++newsN * 20_000;
    const grades = (cengji: string): string[] =>
      cengji === '小学' ? ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级']
        : cengji === '初中' ? ['七年级', '八年级', '九年级']
          : cengji === '高中' ? ['高一', '高二', '高三']
            : cengji === '九年一贯制' ? ['一年级', '三年级', '五年级', '七年级', '八年级', '九年级']
              : ['一年级', '二年级', '三年级'];
    P.SCHOOLS.forEach((s, i) => {
      const id = i + 1;
      for (const title of P.NOTICE_TITLES) addNews.run('school', 1, id, 2, title, para(`各位老师、同学、家长：`, `${title.replace(/^关于/, '现就').replace(/的通知$/, '')}有关事项通知如下，请相互转告。`, `${s.name}办公室`), `/media/img/news/${newsN + 1}.svg`, newsAt());
      for (const title of P.LIFE_TITLES) addNews.run('school', 1, id, 1, title, para(`${title}。同学们积极参与，展现了${s.name}学子的青春风貌。`, '活动由学生会组织，全校师生共同参与。'), `/media/img/news/${newsN + 1}.svg`, newsAt());
      for (const title of P.STYLE_TITLES) addNews.run('school', 1, id, 3, title, para(`${title}——记${s.name}的点滴。`), `/media/img/news/${newsN + 1}.svg`, newsAt());
      for (const title of P.CENTRE_TITLES) addCentre.run(1, id, title, para(`亲爱的校友：${title}，欢迎大家积极参加。`, `${s.name}校友会`), `/media/img/news/${newsN + 1}.svg`, newsAt());
      const gl = grades(s.cengji);
      for (let year = 2006; year <= 2026; year++) {
        const n = int(2, 4);
        for (let c = 1; c <= n; c++) addAlumni.run(1, id, year, gl[gl.length - 1]!, `${c}班`);
      }
      for (const org of P.ORG_NAMES) addOrg.run(1, id, org, `${pick(P.SURNAMES)}${pick(P.GIVEN)}`);
      for (const g of gl) {
        const n = int(3, 6);
        for (let c = 1; c <= n; c++) addClass.run(1, id, g, `${g}（${c}）班`);
      }
    });
    P.GUIDES.forEach((g, i) => {
      const id = i + 1;
      for (const title of ['春季班招生简章', '暑期集训营报名通知', '教学成果展示', '节假日停课安排', '新校区开业公告', '学员结业典礼']) {
        addNews.run('school', 2, id, 2, `${g.name}${title}`, para(`${title}：详情请致电咨询。`, g.name), `/media/img/news/${newsN + 1}.svg`, newsAt());
      }
    });

    // the second demo user is an approved teacher account (education settlement)
    ins('INSERT INTO education_settlements (user_id, status, schoolname, created_at) VALUES (?, ?, ?, ?)').run(2, 2, P.SCHOOLS[0]!.name, SEED_EPOCH);
  },
};
