// SEED_MARKET=<n>: that many approved companies beside the demo ones, for the company list bench
// (bench/market.bench.mjs). Names, cities, districts, categories and types are mixed the way a city's directory
// is (most companies in a few big cities, a long tail elsewhere); deterministic, no shared random draws.
import type { DB } from '../../db/index.js';
import { DAY, para, SEED_EPOCH } from '../../seed/context.js';

const CITIES: [string, string[]][] = [
  ['盐城市', ['亭湖区', '盐都区', '大丰区', '东台市', '建湖县', '射阳县', '阜宁县', '滨海县', '响水县']],
  ['南京市', ['玄武区', '秦淮区', '建邺区', '鼓楼区', '栖霞区', '江宁区', '浦口区']],
  ['苏州市', ['姑苏区', '工业园区', '虎丘区', '吴中区', '相城区', '昆山市', '常熟市']],
  ['无锡市', ['梁溪区', '滨湖区', '新吴区', '惠山区', '江阴市', '宜兴市']],
  ['南通市', ['崇川区', '通州区', '海门区', '如皋市', '启东市']],
  ['上海市', ['浦东新区', '闵行区', '嘉定区', '松江区', '宝山区']],
  ['杭州市', ['上城区', '西湖区', '萧山区', '余杭区', '滨江区']],
  ['合肥市', ['蜀山区', '包河区', '庐阳区', '瑶海区']],
  ['山东省寿光市', ['圣城街道', '古城街道', '洛城街道']],
  ['广州市', ['天河区', '白云区', '番禺区', '黄埔区']],
  ['徐州市', ['云龙区', '鼓楼区', '铜山区']],
  ['淮安市', ['清江浦区', '淮安区', '淮阴区']],
  ['泰州市', ['海陵区', '高港区', '兴化市']],
  ['扬州市', ['广陵区', '邗江区', '江都区']],
  ['宁波市', ['海曙区', '鄞州区', '北仑区']],
];
// a city's share of the companies, in CITIES order (盐城 is the portal's home)
const WEIGHTS = [30, 12, 10, 8, 7, 6, 5, 4, 3, 3, 3, 3, 2, 2, 2];
const BRANDS = ['恒达', '华信', '金源', '宏远', '鑫盛', '永盛', '瑞丰', '东方', '海润', '天成', '博远', '明达', '新亚', '联创', '中晟', '利民', '兴隆', '嘉禾', '长江', '苏北', '绿源', '汇通', '诚信', '正泰', '佳美', '万家', '顺发', '益康', '富民', '鼎盛'];
// per category (market_leibie id - 1): what the name says and what it sells
const TRADES: [string, string[]][] = [
  ['农业', ['有机大米', '土鸡蛋', '时令蔬菜', '淡水鱼虾', '西瓜甜瓜', '粮油']],
  ['机械', ['收割机', '数控机床', '水泵', '叉车配件', '包装机械', '电动工具']],
  ['建材', ['石膏板', '实木地板', '瓷砖', '铝合金门窗', '防水涂料', '卫浴五金']],
  ['电子', ['LED 灯具', '开关插座', '电线电缆', '监控设备', '小家电', '充电器']],
  ['纺织', ['全棉四件套', '蚕丝被', '工作服', '针织面料', '窗帘布艺', '羽绒服']],
  ['食品', ['糕点', '酱菜', '饮用水', '茶叶', '蜂蜜', '海产干货']],
  ['化工', ['工业酒精', '涂料', '塑料颗粒', '胶粘剂', '清洗剂', '化肥']],
  ['商务', ['财税代理', '商标注册', '广告设计', '会展策划', '人力外包', '企业培训']],
];
const FORMS = ['有限公司', '科技有限公司', '贸易有限公司', '商行', '经营部', '实业有限公司'];
const SURNAMES = ['王', '陈', '张', '刘', '李', '杨', '吴', '周', '徐', '孙', '朱', '马', '胡', '郭', '何', '高'];
const ROADS = ['人民路', '开放大道', '解放南路', '世纪大道', '建设路', '新华路', '工业园路', '希望大道'];

/** Adds `n` companies after the demo rows in one statement per row (the runner's transaction holds them all). */
export function seedBulkCompanies(db: DB, n: number): void {
  const company = db.prepare(
    'INSERT INTO market_companies (user_id, name, shuxing, leibie_id, city, address, jianjie, content, contact, phone, logo, licence, goods_count, browse_count, like_count, follow_count, inputtime, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)',
  );
  const cityOf: number[] = WEIGHTS.flatMap((w, i) => Array<number>(w).fill(i));
  for (let i = 0; i < n; i++) {
    // spread by co-prime steps so neighbouring rows differ in every column
    const [city, districts] = CITIES[cityOf[(i * 7) % cityOf.length]!]!;
    const district = districts[(i * 5) % districts.length]!;
    const leibie = (i * 3 + Math.floor(i / 8)) % TRADES.length;
    const [trade, products] = TRADES[leibie]!;
    const product = products[(i * 11) % products.length]!;
    const shuxing = leibie === 7 ? 3 : 1 + ((i * 13) % 6);
    const name = `${city.replace(/^山东省/, '').replace(/市$/, '')}${BRANDS[(i * 17) % BRANDS.length]}${trade}${FORMS[(i * 19) % FORMS.length]}`;
    const address = `${city}${district}${ROADS[(i * 23) % ROADS.length]} ${1 + (i % 300)} 号`;
    const jianjie = `${name}位于${city}${district}，主营${product}，诚信经营，欢迎来电洽谈。`;
    const at = SEED_EPOCH - 60 * DAY - 2 * 365 * DAY + Math.floor((i * 2 * 365 * DAY) / Math.max(1, n));
    const id = 13 + i;
    company.run(
      // bulk companies' owners are no members: only the lists read them
      1_000_000 + i, name, shuxing, leibie + 1, city, address, jianjie, para(jianjie, `公司地址：${address}。`), `${SURNAMES[i % SURNAMES.length]}经理`,
      `1${3 + (i % 7)}${String(100000000 + ((i * 7919) % 900000000)).slice(-9)}`, `/media/img/avatar/market-${1 + (id % 12)}.svg`, '',
      (i * 37) % 2000, (i * 53) % 300, (i * 29) % 150, at, at,
    );
  }
  db.exec('ANALYZE market_companies');
}
