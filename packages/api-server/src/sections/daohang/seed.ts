import type { SectionSeed } from '../../http/section.js';
import { DAY, SEED_EPOCH } from '../../seed/context.js';

type Site = [name: string, url: string, jianjie: string, top?: 1];
/**
 * The directory of the seeded city (盐城): ten groups (the ten modules of /daohang/index), their categories and sites.
 * A seeded site links to its demo page on this server (`/site/daohang/{id}`, no answer points outside); the real
 * address it stands for is kept as its homepage and shown there.
 */
const DIRECTORY: [group: string, categories: [name: string, sites: Site[]][]][] = [
  ['政务服务', [
    ['政府网站', [['盐城市人民政府', 'http://www.yancheng.gov.cn/', '盐城市政府门户：政务公开、政策文件与办事指南', 1], ['亭湖区人民政府', 'http://www.tinghu.gov.cn/', '亭湖区政务信息与便民服务'], ['盐都区人民政府', 'http://www.yandu.gov.cn/', '盐都区政务公开与公共服务'], ['江苏省人民政府', 'http://www.jiangsu.gov.cn/', '江苏省政府门户网站']]],
    ['办事大厅', [['江苏政务服务网', 'http://www.jszwfw.gov.cn/', '江苏省网上办事大厅，一网通办', 1], ['盐城政务服务', 'https://yc.jszwfw.gov.cn/', '盐城市网上办事与预约'], ['个人所得税', 'https://etax.chinatax.gov.cn/', '国家税务总局个人所得税服务']]],
    ['公积金', [['盐城市住房公积金管理中心', 'http://gjj.yancheng.gov.cn/', '公积金缴存、提取与贷款查询'], ['盐城市人社局', 'http://rsj.yancheng.gov.cn/', '社保缴费、就业与人才政策']]],
  ]],
  ['生活服务', [
    ['天气', [['中国天气网·盐城', 'http://www.weather.com.cn/weather/101190701.shtml', '盐城今日天气与一周预报', 1], ['盐城气象', 'http://js.cma.gov.cn/dsjwz/ycs/', '盐城市气象台预警与天气实况']]],
    ['快递查询', [['顺丰速运', 'https://www.sf-express.com/', '顺丰快递寄件与运单查询'], ['中国邮政EMS', 'https://www.ems.com.cn/', '邮政快递查询与网点'], ['快递100', 'https://www.kuaidi100.com/', '全国快递单号一站查询']]],
    ['医院挂号', [['盐城市第一人民医院', 'https://www.ycsdyrmyy.com/', '预约挂号、专家门诊与就医指南'], ['盐城市第三人民医院', 'http://www.ycsy.com.cn/', '门诊排班与住院服务'], ['盐城市中医院', 'http://www.ycszyy.com/', '中医专科与预约挂号']]],
  ]],
  ['教育学习', [
    ['在线课堂', [['国家中小学智慧教育平台', 'https://www.zxx.edu.cn/', '中小学同步课程与专题教育'], ['中国大学MOOC', 'https://www.icourse163.org/', '名校公开课与在线学习']]],
    ['考试报名', [['江苏省教育考试院', 'https://www.jseea.cn/', '高考、自考与学业水平考试'], ['中国人事考试网', 'http://www.cpta.com.cn/', '职业资格考试报名与成绩查询']]],
    ['图书馆', [['盐城市图书馆', 'http://www.ycslib.cn/', '馆藏检索、借阅与讲座活动'], ['国家图书馆', 'http://www.nlc.cn/', '国家数字图书馆资源']]],
  ]],
  ['休闲娱乐', [
    ['影视', [['爱奇艺', 'https://www.iqiyi.com/', '热播剧、电影与综艺', 1], ['腾讯视频', 'https://v.qq.com/', '电视剧、动漫与体育直播'], ['优酷', 'https://www.youku.com/', '影视综艺在线观看']]],
    ['音乐', [['QQ音乐', 'https://y.qq.com/', '正版音乐在线听'], ['网易云音乐', 'https://music.163.com/', '歌单、电台与音乐社区']]],
    ['游戏', [['4399小游戏', 'https://www.4399.com/', '休闲小游戏合集'], ['17173游戏网', 'https://www.17173.com/', '游戏资讯与攻略']]],
  ]],
  ['新闻媒体', [
    ['本地新闻', [['盐城新闻网', 'http://www.ycnews.cn/', '盐城本地新闻与民生资讯', 1], ['盐城广播电视台', 'http://www.ycbtv.com.cn/', '盐城电视新闻与广播直播']]],
    ['全国新闻', [['新华网', 'http://www.xinhuanet.com/', '新华社新闻与时政报道'], ['人民网', 'http://www.people.com.cn/', '人民日报社新闻网站'], ['央视网', 'https://www.cctv.com/', '央视新闻与节目直播']]],
    ['财经', [['东方财富', 'https://www.eastmoney.com/', '股票行情与财经资讯'], ['新浪财经', 'https://finance.sina.com.cn/', '财经新闻与理财']]],
  ]],
  ['交通出行', [
    ['火车票', [['中国铁路12306', 'https://www.12306.cn/', '火车票购买、改签与正晚点查询', 1]]],
    ['机票酒店', [['盐城南洋国际机场', 'http://www.ycairport.com/', '航班动态与机场交通'], ['携程旅行', 'https://www.ctrip.com/', '机票、酒店与旅游度假']]],
    ['地图公交', [['百度地图', 'https://map.baidu.com/', '地图搜索、公交与驾车路线', 1], ['高德地图', 'https://www.amap.com/', '实时路况与出行导航'], ['盐城公交', 'http://www.ycgj.com/', '盐城公交线路与实时到站']]],
  ]],
  ['医疗健康', [
    ['健康资讯', [['丁香医生', 'https://dxy.com/', '疾病科普与健康问答'], ['健康盐城', 'http://wjw.yancheng.gov.cn/', '盐城市卫健委健康服务']]],
    ['疾控防疫', [['盐城市疾控中心', 'http://www.yccdc.cn/', '疫苗接种与疾病防控'], ['中国疾控中心', 'https://www.chinacdc.cn/', '传染病防控与健康教育']]],
  ]],
  ['购物消费', [
    ['综合商城', [['淘宝网', 'https://www.taobao.com/', '网上购物与品牌好货', 1], ['京东', 'https://www.jd.com/', '正品低价、送货上门', 1], ['拼多多', 'https://www.pinduoduo.com/', '拼团购物更实惠']]],
    ['外卖团购', [['美团', 'https://www.meituan.com/', '外卖、团购与酒店预订', 1], ['大众点评', 'https://www.dianping.com/', '盐城美食、休闲娱乐点评'], ['饿了么', 'https://www.ele.me/', '外卖点餐与送药上门']]],
    ['本地商场', [['盐城万达广场', 'https://www.wanda.cn/', '购物、美食与影院'], ['盐城金鹰购物中心', 'https://www.goldeagle.com/', '百货商场与品牌专柜']]],
  ]],
  ['房产家居', [
    ['房产网站', [['贝壳找房·盐城', 'https://yc.ke.com/', '盐城新房、二手房与租房', 1], ['安居客·盐城', 'https://yancheng.anjuke.com/', '盐城房价与楼盘信息'], ['房天下·盐城', 'https://yc.fang.com/', '楼盘动态与房产资讯']]],
    ['家居装修', [['土巴兔装修', 'https://www.to8to.com/', '装修设计与报价'], ['齐家网', 'https://www.jia.com/', '建材家居与装修服务']]],
    ['住房保障', [['盐城市住建局', 'http://zjj.yancheng.gov.cn/', '商品房备案、保障房与物业管理']]],
  ]],
  ['求职招聘', [
    ['招聘网站', [['智联招聘', 'https://www.zhaopin.com/', '盐城招聘与求职', 1], ['前程无忧', 'https://www.51job.com/', '职位搜索与简历投递'], ['BOSS直聘', 'https://www.zhipin.com/', '直接与老板谈工作']]],
    ['本地人才', [['盐城人才网', 'http://www.ycrc.com/', '盐城本地招聘会与人才服务'], ['盐城就业', 'http://jy.yancheng.gov.cn/', '公益招聘与就业政策']]],
    ['公考事业编', [['国家公务员局', 'http://www.scs.gov.cn/', '国考公告与报名'], ['江苏人事考试网', 'http://jsrsks.jshrss.gov.cn/', '江苏公务员与事业单位考试']]],
  ]],
];

/** The directory home's adverts and the category pages' (cid 0: every category; else one group's). */
const ADS: [page: 'index' | 'cate', group: number, title: string, url: string][] = [
  ['index', 0, '盐城旅游季 · 景区与线路', '/tour/index'],
  ['index', 0, '新房推荐 · 盐城楼盘', '/house/newfang/info/index'],
  ['index', 0, '闲置好物 · 同城转让', '/idle/index'],
  ['cate', 0, '同城物流 · 货运专线', '/logistics/index/qiyun/hy'],
  ['cate', 1, '政务服务 · 一网通办', '/daohang/site?cid=1'],
  ['cate', 2, '同城二手 · 家电家具', '/idle/index'],
  ['cate', 8, '网上商城 · 本地好货', '/wzmall/businessRequireInfo'],
  ['cate', 9, '盐城新房 · 看房团报名', '/house/newfang/info/index'],
];

export const daohangSeed: SectionSeed = {
  run: ({ db }) => {
    const addCategory = db.prepare('INSERT INTO daohang_categories (id, pid, name, sort) VALUES (?, ?, ?, ?)');
    const addSite = db.prepare("INSERT INTO daohang_sites (id, cid, name, url, homepage, jianjie, clicks, top, status, created_at, reviewed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'listed', ?, ?)");
    const addAd = db.prepare('INSERT INTO daohang_ads (page, cid, title, pic, url, sort) VALUES (?, ?, ?, ?, ?, ?)');
    let id = 0;
    let n = 0;
    const groups: number[] = [];
    DIRECTORY.forEach(([group, categories], g) => {
      const pid = ++id;
      groups.push(pid);
      addCategory.run(pid, 0, group, g);
      categories.forEach(([name, sites], c) => {
        const cid = ++id;
        addCategory.run(cid, pid, name, c);
        for (const [site, url, jianjie, top] of sites) {
          n++;
          // deterministic counts (no draw from the shared random stream): the top sites lead by far
          const clicks = (top ? 5000 : 300) + ((n * 7919) % 2400);
          const at = SEED_EPOCH - (90 - n) * DAY;
          addSite.run(n, cid, site, `/site/daohang/${n}`, url, jianjie, clicks, top ? 1 : 0, at, at);
        }
      });
    });
    ADS.forEach(([page, group, title, url], i) => addAd.run(page, group ? groups[group - 1]! : 0, title, `/media/img/ad/dh-${i + 1}.svg`, url, i));
  },
};
