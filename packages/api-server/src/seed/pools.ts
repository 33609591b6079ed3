// Word pools for the deterministic demo data (fictional people and institutions in Yancheng, Jiangsu).

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹'];
export const GIVEN = ['静怡', '晓明', '雨桐', '子轩', '欣然', '浩然', '思远', '梦琪', '俊杰', '婉清', '志强', '丽华', '文博', '海燕', '建国', '秀英', '嘉怡', '宇航', '明辉', '佳琪', '立新', '春燕', '国庆', '晨曦', '一鸣', '雅琴', '振华', '慧敏', '天宇', '若溪', '少华', '凤英'];

export const SUBJECTS = ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理', '道德与法治', '信息技术', '音乐', '美术', '体育'];
export const ZHIWU = ['高级教师', '一级教师', '二级教师', '正高级教师', '教研组长', '年级组长', '班主任', '学科带头人'];
export const POLITICS = ['中共党员', '群众', '共青团员', '民盟盟员', '九三学社社员'];
export const JIUZHI = ['在职', '在职', '在职', '退休返聘'];
export const PINGJI = ['优秀', '良好', '中等', '一般', '差'] as const;
export const CITIES = ['盐城市亭湖区', '盐城市盐都区', '盐城市大丰区', '东台市', '建湖县', '射阳县', '阜宁县', '滨海县', '响水县'];

export const SCHOOLS: { name: string; xingzhi: string; cengji: string; xingshi: string }[] = [
  { name: '盐城市第一中学', xingzhi: '公办', cengji: '高中', xingshi: '全日制' },
  { name: '盐城市实验初级中学', xingzhi: '公办', cengji: '初中', xingshi: '全日制' },
  { name: '亭湖区育才小学', xingzhi: '公办', cengji: '小学', xingshi: '全日制' },
  { name: '盐都区新城外国语学校', xingzhi: '民办', cengji: '九年一贯制', xingshi: '寄宿制' },
  { name: '大丰区丰华中学', xingzhi: '公办', cengji: '高中', xingshi: '全日制' },
  { name: '东台市启明小学', xingzhi: '公办', cengji: '小学', xingshi: '走读制' },
  { name: '建湖县湖滨初级中学', xingzhi: '公办', cengji: '初中', xingshi: '全日制' },
  { name: '射阳县海河实验学校', xingzhi: '公办', cengji: '九年一贯制', xingshi: '全日制' },
  { name: '盐城市职业技术学校', xingzhi: '公办', cengji: '中等职业教育', xingshi: '全日制' },
  { name: '滨海县港城高级中学', xingzhi: '民办', cengji: '高中', xingshi: '寄宿制' },
];

export const GUIDES: { name: string; leibie: string; banqi: string }[] = [
  { name: '启航学科辅导中心', leibie: '学科辅导', banqi: '春季班 / 暑期班 / 秋季班' },
  { name: '墨韵书法艺术培训学校', leibie: '书法美术', banqi: '周末班 / 寒暑假集训' },
  { name: '知行编程少儿科技中心', leibie: '科技编程', banqi: '周末班 / 晚间班' },
  { name: '悦音钢琴艺术学校', leibie: '音乐艺术', banqi: '一对一 / 小组课' },
  { name: '蓝海外语培训中心', leibie: '外语培训', banqi: '零基础班 / 提高班 / 考级班' },
];

export const TOPICS: Record<string, string[]> = {
  语文: ['《背影》细读与情感体会', '文言文实词一百二十个', '记叙文写作的五个技巧', '古诗词鉴赏方法', '名著导读：《红楼梦》人物谱', '议论文论证结构精讲', '现代文阅读答题模板'],
  数学: ['一元二次方程的解法精讲', '二次函数图像与性质', '全等三角形的判定', '概率初步与树状图', '圆的切线证明专题', '数列求和的常用方法', '立体几何中的空间向量'],
  英语: ['初中英语时态全梳理', '定语从句一课通', '英语完形填空解题策略', '高考英语作文高分句型', '自然拼读入门', '阅读理解主旨题技巧'],
  物理: ['牛顿第二定律与应用', '电路分析与欧姆定律', '浮力的计算专题', '机械能守恒实验', '光的折射与透镜成像'],
  化学: ['化学方程式配平方法', '酸碱盐的性质归纳', '化学实验基本操作', '物质的量入门', '有机化学基础：烃'],
  生物: ['细胞的结构与功能', '遗传定律与概率计算', '生态系统的能量流动', '人体的消化与吸收'],
  历史: ['中国古代史时间轴', '近代中国的探索历程', '世界史：工业革命', '历史材料题答题思路'],
  地理: ['等高线地形图判读', '中国的气候类型', '世界人口与城市化', '地球运动的地理意义'],
  道德与法治: ['宪法基本知识', '青春期的心理调适', '中学生的权利与义务'],
  信息技术: ['Python 编程入门', '算法与流程图', '网络安全基础知识', 'Scratch 创意编程'],
  音乐: ['识谱与节奏训练', '合唱的基本发声方法', '中国民族乐器欣赏'],
  美术: ['素描基础：几何体', '水彩风景写生', '中国画的笔墨技法'],
  体育: ['立定跳远技术要领', '篮球运球与传接球', '中考体育一千米跑训练'],
};

export const COMMENTS = [
  '老师讲得很清楚，终于弄懂了！',
  '谢谢老师，讲得很清楚！',
  '这一节的例题很典型，收藏了。',
  '能不能再出一期专项练习？',
  '孩子看了两遍，说比课堂上更容易理解。',
  '第三部分有点快，希望能放慢一点。',
  '思路很清晰，解题步骤一目了然。',
  '期待下一讲！',
  '课件做得很用心，点赞。',
  '请问配套的练习题在哪里下载？',
  '讲解通俗易懂，适合预习。',
  '老师的板书很漂亮。',
];

export const REPLIES = ['谢谢支持，继续加油！', '练习题已经上传到课件附件里了。', '下一讲会放慢节奏，感谢反馈。', '同意，我也觉得很有帮助。', '有问题可以在课后留言。'];

export const REMARKS = [
  '备课充分，课堂互动好，学生反馈积极。',
  '教学严谨，作业批改认真细致。',
  '善于启发学生思考，课堂气氛活跃。',
  '讲解耐心，对后进生关注较多。',
  '教学进度稍快，建议增加练习时间。',
  '公开课效果很好，值得推广。',
];

export const NOTICE_TITLES = [
  '关于做好秋季学期开学工作的通知',
  '期中考试安排及注意事项',
  '家长开放日活动通知',
  '关于开展校园安全教育周的通知',
  '寒假放假及返校时间安排',
  '校园艺术节节目征集通知',
  '关于组织学生体质健康测试的通知',
  '图书馆开放时间调整通知',
  '元旦文艺汇演安排',
  '关于规范学生课外培训的提醒',
  '新学期教材领取通知',
  '校运会报名通知',
];

export const LIFE_TITLES = ['秋季运动会圆满落幕', '科技节：小小发明家展示', '读书月活动掠影', '社团招新日', '食堂新菜品品鉴会', '研学旅行：走进丹顶鹤湿地', '毕业典礼暨成人礼', '校园歌手大赛决赛', '植树节义务劳动', '冬日长跑接力赛', '英语演讲比赛', '劳动教育实践周'];

export const STYLE_TITLES = ['优秀教师风采：扎根讲台二十年', '学生风采：全国数学竞赛一等奖', '校园风采：春日校园', '合唱团获市级金奖', '篮球队夺得联赛冠军', '美术作品展精选', '志愿者服务队走进社区', '书香校园建设成果展'];

export const CENTRE_TITLES = ['校友会年度理事会会议通知', '校友返校日活动安排', '关于征集校史资料的倡议', '优秀校友讲座：从课堂到职场', '毕业二十周年聚会报名', '校友奖学金评选结果公示'];

export const ORG_NAMES = ['校长', '党委书记', '副校长', '教务处主任', '德育处主任', '总务处主任', '团委书记', '工会主席'];

export const GIFTS: { name: string; price_cents: number }[] = [
  { name: '鲜花', price_cents: 100 },
  { name: '掌声', price_cents: 50 },
  { name: '爱心', price_cents: 520 },
  { name: '奖杯', price_cents: 1000 },
  { name: '咖啡', price_cents: 1250 },
  { name: '书本', price_cents: 880 },
];

/** The fifteen recognised sections, in navigation order, plus one the portal does not know (shows 正在改版中). */
export const MENUS: { en: string; cn: string; url: string }[] = [
  { en: 'education', cn: '教育', url: '/education/index' },
  { en: 'love', cn: '婚恋', url: '/Love' },
  { en: 'talent', cn: '人才', url: '/talents/index' },
  { en: 'market', cn: '市场', url: '/market/index' },
  { en: 'idle', cn: '闲置', url: '/idle/index' },
  { en: 'live', cn: '生活', url: '/live/index' },
  { en: 'carship', cn: '车船', url: '/carship/newcar/index/info' },
  { en: 'logistics', cn: '物流', url: '/logistics/index/qiyun/hy' },
  { en: 'tour', cn: '旅游', url: '/tour/index' },
  { en: 'own', cn: '个人', url: '/own/index' },
  { en: 'information', cn: '资讯', url: '/information/index' },
  { en: 'house', cn: '房产', url: '/house/newfang/info/index' },
  { en: 'daohang', cn: '导航', url: '/daohang/index' },
  { en: 'same', cn: '同城', url: '/same/index' },
  { en: 'wzmall', cn: '商城', url: '/wzmall/businessRequireInfo' },
  { en: 'auction', cn: '拍卖', url: '/auction' },
];

export const SECTION_CATEGORIES: Record<string, string[]> = {
  education: ['学科辅导', '艺术培训', '职业技能', '学历教育', '早教托育'],
  love: ['相亲交友', '婚恋红娘', '婚庆服务'],
  talent: ['全职招聘', '兼职招聘', '求职简历'],
  market: ['企业名录', '商品供应', '采购需求'],
  idle: ['数码产品', '家居家电', '图书音像', '母婴用品'],
  live: ['家政服务', '维修服务', '搬家服务'],
  carship: ['新车', '二手车', '租车', '新船', '二手船', '租船'],
  logistics: ['物流企业', '货运信息', '行业资讯'],
  tour: ['周边游', '国内游', '出境游', '景点门票'],
  own: ['个人动态', '个人服务'],
  information: ['本地新闻', '政策解读', '便民信息'],
  house: ['新房', '二手房', '租房'],
  daohang: ['政务服务', '生活服务', '教育学习'],
  same: ['同城活动', '兴趣小组', '话题讨论'],
  wzmall: ['生鲜果蔬', '地方特产', '日用百货'],
};

export const TJ_BLOCKS = ['名师推荐', '热门课件', '优质学校', '培训机构', '旅游精选', '房产热盘', '人才招聘', '二手闲置', '生活服务', '商城好物'];

export const TOURS = [
  { title: '盐城丹顶鹤湿地生态一日游', address: '盐城市射阳县', days: 1 },
  { title: '大丰麋鹿保护区亲子两日游', address: '盐城市大丰区', days: 2 },
  { title: '荷兰花海赏花之旅', address: '盐城市大丰区', days: 1 },
  { title: '东台条子泥湿地观鸟游', address: '东台市', days: 1 },
  { title: '九龙口湿地休闲游', address: '建湖县', days: 1 },
  { title: '串场河夜游与老街美食', address: '盐城市亭湖区', days: 1 },
  { title: '黄海森林公园骑行两日游', address: '东台市', days: 2 },
  { title: '新四军纪念馆红色研学', address: '盐城市亭湖区', days: 1 },
];

export const PROVINCES: [string, string][] = [
  ['110000', '北京市'], ['120000', '天津市'], ['310000', '上海市'], ['320000', '江苏省'], ['330000', '浙江省'],
  ['340000', '安徽省'], ['370000', '山东省'], ['440000', '广东省'], ['500000', '重庆市'], ['510000', '四川省'],
];

export const JIANGSU_CITIES: [string, string][] = [
  ['320100', '南京市'], ['320200', '无锡市'], ['320300', '徐州市'], ['320400', '常州市'], ['320500', '苏州市'],
  ['320600', '南通市'], ['320700', '连云港市'], ['320800', '淮安市'], ['320900', '盐城市'], ['321000', '扬州市'],
  ['321100', '镇江市'], ['321200', '泰州市'], ['321300', '宿迁市'],
];

export const YANCHENG_DISTRICTS: [string, string][] = [
  ['320901', '市辖区'], ['320902', '亭湖区'], ['320903', '盐都区'], ['320904', '大丰区'], ['320921', '响水县'],
  ['320922', '滨海县'], ['320923', '阜宁县'], ['320924', '射阳县'], ['320925', '建湖县'], ['320981', '东台市'],
];

/** 盐城's districts (the spec's default city) with a point in each, for listings' addresses and maps. */
export const DISTRICT_POINTS: readonly { name: string; lat: number; lng: number }[] = [
  { name: '亭湖区', lat: 33.39, lng: 120.16 },
  { name: '盐都区', lat: 33.34, lng: 120.15 },
  { name: '大丰区', lat: 33.2, lng: 120.5 },
  { name: '射阳县', lat: 33.77, lng: 120.26 },
  { name: '建湖县', lat: 33.46, lng: 119.8 },
  { name: '东台市', lat: 32.85, lng: 120.32 },
];
