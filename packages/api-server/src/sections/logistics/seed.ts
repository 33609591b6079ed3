// Deterministic demo logistics: five companies (the demo account runs the first) with news, 54 items over
// every board and tab, contacts on the demo account's items and messages between the demo accounts. Its
// own random stream, so seeding it changes nothing another section seeded.
import type { DB } from '../../db/index.js';
import type { SectionSeed } from '../../http/section.js';
import { DAY, randomStream, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS } from '../../seed/people.js';
import { DISTRICT_POINTS } from '../../seed/pools.js';
import { BOARDS } from './boards.js';

const COMPANIES = [
  { name: '盐城通达物流有限公司', business: '盐城至长三角整车、零担', city: '盐城市' },
  { name: '江苏海港冷链运输有限公司', business: '冷藏车整车、冷链专线', city: '盐城市' },
  { name: '大丰港航运物流有限公司', business: '内河、沿海散货运输', city: '盐城市' },
  { name: '盐都顺捷货运部', business: '盐城至南京、苏州专线', city: '盐城市' },
  { name: '射阳县安达物流中心', business: '农产品整车、零担配送', city: '盐城市' },
];
const NEWS = ['新开盐城—杭州专线，每日发车', '冷藏车队扩充至 30 台', '春节期间正常发车通知', '仓储中心二期投入使用', '获评市级诚信物流企业', '高速通行费调整说明', '新增上海 24 小时到达服务'];
/** Destinations: province and city as the region list names them (only 江苏 has cities there). */
const PLACES: [string, string][] = [
  ['上海市', ''], ['江苏省', '南京市'], ['江苏省', '苏州市'], ['浙江省', ''], ['安徽省', ''], ['山东省', ''], ['广东省', ''],
  ['江苏省', '无锡市'], ['江苏省', '南通市'], ['江苏省', '徐州市'],
];
const GOODS = ['钢材', '建材', '化肥', '农产品', '服装', '家电', '机械设备', '饲料', '纸品', '冻品', '水果', '海鲜'];
const VEHICLES = ['平板', '高栏', '厢式', '冷藏', '集装箱'];
const LENGTHS = [4.2, 6.8, 7.6, 9.6, 13, 17.5];
const CONTACTS = ['王先生', '李女士', '张经理', '陈师傅', '刘女士', '赵经理', '周师傅', '吴先生'];
const TAGS = ['急走', '长期合作', '可回程', '现金结算', '带尾板', '可拼车', '全程高速'];
/** Items per tab of each board. */
const PER_TAB = 6;
const p2 = (n: number) => String(n).padStart(2, '0');
const dateOf = (seconds: number) => {
  const d = new Date((seconds + 8 * 3600) * 1000);
  return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}`;
};

/** Origins of a benchmark seed's bulk items (the demo items all leave from 盐城). */
const ORIGINS: [string, string][] = [['江苏省', '盐城市'], ['江苏省', '南京市'], ['江苏省', '苏州市'], ['江苏省', '南通市'], ['上海市', ''], ['浙江省', '']];

/**
 * `total` (benchmarks) seeds that many items instead of the 54 demo ones, spread over every board and tab
 * like them; items past the demo's also leave from other places.
 */
export function seedLogistics(db: DB, epoch: number, owners: readonly number[], total?: number): void {
  const { r, int, pick } = randomStream(20261125);
  const companyOwners = [1, ...owners.slice(0, 4)];
  const addCompany = db.prepare(`INSERT INTO logistics_companies (user_id, name, business, intro, province, city, address, contact_name, contact_phone, created_at, updated_at)
    VALUES (?, ?, ?, ?, '江苏省', ?, ?, ?, ?, ?, ?)`);
  const addNews = db.prepare('INSERT INTO logistics_news (company_id, title, content, clickcount, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  COMPANIES.forEach((c, i) => {
    const created = epoch - (200 - i * 10) * DAY;
    const place = DISTRICT_POINTS[i % DISTRICT_POINTS.length]!;
    addCompany.run(companyOwners[i], c.name, c.business, `${c.name}成立于${2008 + i}年，主营${c.business}，自有车辆 ${int(10, 80)} 台，服务盐城及长三角地区。`, c.city,
      `盐城市${place.name}物流园 ${int(1, 60)} 号`, pick(CONTACTS), `139${String(int(0, 99999999)).padStart(8, '0')}`, created, created);
  });
  // three news per company, the demo account's first (ids 1–3)
  for (let c = 1; c <= COMPANIES.length; c++)
    for (let k = 0; k < 3; k++) {
      const created = epoch - (c * 3 + k) * DAY - int(0, 3000);
      addNews.run(c, NEWS[(c + k * 2) % NEWS.length], `${NEWS[(c + k * 2) % NEWS.length]}。\n欢迎新老客户来电咨询，我们将竭诚为您服务。`, int(0, 300), created, created);
    }

  const add = db.prepare(`INSERT INTO logistics_items (user_id, company_id, sn, tab, status, title, province, city, district, address, to_province, to_city,
    vehicle_type, vehicle_length, weight, price_cents, price_unit, load_date, tags, description, contact_name, contact_phone, clickcount, sharecount, created_at, updated_at)
    VALUES (@user, @company, @sn, @tab, @status, @title, @province, @city, @district, @address, @to_province, @to_city, @vtype, @vlength, @weight, @price,
    @unit, @date, @tags, @description, @contact, @phone, @clicks, @shares, @created, @created)`);
  const companyOf = new Map(companyOwners.map((u, i) => [u, i + 1]));
  let n = 0;
  const tabs = BOARDS.flatMap((board) => board.tabs.map((t) => ({ board, ...t })));
  let left = total ?? 0;
  for (const [k, { board, tab, name }] of tabs.entries()) {
    // the last tab takes what rounding left over, so a benchmark seed has exactly `total` items
    const size = !total ? PER_TAB : k === tabs.length - 1 ? left : Math.round(total / tabs.length);
    left -= size;
    for (let i = 0; i < size; i++) {
      n++;
      // items 1–3 are the demo account's; the rest spread over the members (some with a company)
      const user = n <= 3 ? 1 : (owners[(n * 3) % owners.length] ?? 1);
      const [toProvince, toCity] = pick(PLACES);
      const to = toCity || toProvince;
      const place = pick(DISTRICT_POINTS);
      const [province, city] = i < PER_TAB ? ORIGINS[0]! : pick(ORIGINS);
      const water = board.sn === 'shuiyun';
      const vtype = water ? '船舶' : board.sn === 'lengyun' ? '冷藏' : pick(VEHICLES);
      const vlength = water ? 0 : pick(LENGTHS);
      const weight = water ? int(200, 3000) : Math.round((vlength * 2 + r() * 10) * 10) / 10;
      const goods = board.sn === 'lengyun' ? pick(['冻品', '水果', '海鲜', '乳制品']) : pick(GOODS);
      const title =
        tab === 'hy' ? `盐城${place.name}到${to} ${goods} ${weight}吨 求${water ? '船' : vtype + '车'}`
        : tab === 'zx' ? `盐城—${to} ${board.name}专线 天天发车`
        : water ? `${weight}吨 散货船 盐城港 求货 回${to}` : `${vlength}米${vtype}车 盐城${place.name}空车 求货 回${to}`;
      const tags = [pick(TAGS), pick(TAGS)].filter((t, k, all) => all.indexOf(t) === k).join(',');
      add.run({
        user,
        company: companyOf.get(user) ?? null,
        sn: board.sn,
        tab,
        province,
        city,
        status: i % 10 === 4 ? 0 : 1,
        title,
        district: place.name,
        address: `盐城市${place.name}物流园 ${int(1, 99)} 号`,
        to_province: toProvince,
        to_city: toCity,
        vtype: tab === 'zx' ? '' : vtype,
        vlength: tab === 'zx' ? 0 : vlength,
        weight,
        price: tab === 'zx' ? int(1, 6) * 5000 : i === 2 ? 0 : int(8, 80) * 10000,
        unit: tab === 'zx' ? '吨' : '车',
        date: tab === 'zx' ? '' : dateOf(epoch + int(0, 9) * DAY),
        tags,
        description: `${name}：${title}。${tab === 'hy' ? `货物${goods}，包装完好，装卸方便。` : '证件齐全，司机经验丰富，可开发票。'}`,
        contact: pick(CONTACTS),
        phone: `137${String(int(0, 99999999)).padStart(8, '0')}`,
        clicks: int(0, 500),
        shares: int(0, 20),
        created: total ? epoch - n * 60 - int(0, 50) : epoch - n * 3600 - int(0, 1800),
      });
    }
  }

  // contacts on the demo account's items (one handled) and one the demo account made
  const addConnect = db.prepare('INSERT INTO logistics_connects (item_id, owner_id, user_id, content, handled, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  addConnect.run(1, 1, 2, '车在盐城，明天可以装货，价格能谈吗？', 0, epoch - 2 * 3600);
  addConnect.run(2, 1, 3, '', 1, epoch - 5 * 3600);
  const other = db.prepare('SELECT id, user_id FROM logistics_items WHERE user_id != 1 AND status = 1 ORDER BY id LIMIT 1').get() as { id: number; user_id: number };
  addConnect.run(other.id, other.user_id, 1, '请问还需要车吗？', 0, epoch - 3600);

  // messages between the demo accounts: two unread for demo
  const addMessage = db.prepare('INSERT INTO logistics_messages (from_user, to_user, content, read, created_at) VALUES (?, ?, ?, ?, ?)');
  addMessage.run(2, 1, '您好，盐城到上海的专线每天几点发车？', 1, epoch - 30 * 3600);
  addMessage.run(1, 2, '每天下午 6 点发车，次日上午到。', 1, epoch - 29 * 3600);
  addMessage.run(2, 1, '好的，明天有 5 吨家电要发，麻烦留个位置。', 0, epoch - 3 * 3600);
  addMessage.run(3, 1, '贵公司有冷藏车吗？想长期合作。', 0, epoch - 2 * 3600);
  addMessage.run(1, 3, '有的，欢迎来电详谈。', 1, epoch - 3600);
  // statistics for the planner's choice between the list indexes (migration 2)
  db.exec('ANALYZE logistics_items');
}

/**
 * After the accounts (owners, senders) and the listings seeded before it.
 * SEED_LOGISTICS=100000 seeds that many items instead of the 54 demo ones (list benchmarks).
 */
export const logisticsSeed: SectionSeed = {
  after: ['user', 'carship'],
  run: ({ db }) => {
    const total = Number(process.env.SEED_LOGISTICS ?? '');
    seedLogistics(db, SEED_EPOCH, COMMENTER_IDS, total > 0 ? total : undefined);
  },
};
