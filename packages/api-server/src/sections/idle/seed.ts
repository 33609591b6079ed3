// Deterministic demo idle goods: 48 items over the ten categories and the four user types, three pictures
// each, mostly in 盐城 (some in 南京 and 苏州 for the same-city filter), and connects between demo members.
// Its own random stream, so seeding it changes nothing another section seeded.
import type { DB } from '../../db/index.js';
import type { SectionSeed } from '../../http/section.js';
import { randomStream, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS, COMMENTERS, DEMO_USERS } from '../../seed/people.js';
import { DISTRICT_POINTS } from '../../seed/pools.js';
import { CONDITIONS, TABS, TRADES, USER_TYPE_KEYS, type UserType } from './attributes.js';

/** Per category: names and a price range in 元. */
const GOODS: Record<number, { names: string[]; lo: number; hi: number }> = {
  1: { names: ['iPhone 13 128G 国行', '华为 Mate 40 Pro', '小米 13 12+256G', 'AirPods Pro 二代', 'iPad Air 5 64G', '索尼 WH-1000XM4 耳机'], lo: 300, hi: 4000 },
  2: { names: ['MacBook Air M1 8+256', '联想小新 Pro 14', '戴尔 27寸 4K 显示器', '罗技 MX Master 3 鼠标', '惠普激光打印机', '机械键盘 青轴'], lo: 100, hi: 5000 },
  3: { names: ['美的变频空调 1.5匹', '海尔滚筒洗衣机 10kg', '格力电风扇', '小熊电饭煲', '戴森吹风机', '松下微波炉'], lo: 80, hi: 2500 },
  4: { names: ['实木餐桌 四人位', '宜家书架', '布艺沙发 三人位', '1.8米双人床架', '人体工学椅', '衣柜 两门'], lo: 100, hi: 2000 },
  5: { names: ['好孩子婴儿推车', '儿童安全座椅', '婴儿床 实木', '奶瓶消毒器', '儿童绘本 30本', '学步车'], lo: 30, hi: 800 },
  6: { names: ['羽绒服 男款 L码', '真皮单肩包', '运动鞋 42码', '羊毛大衣 女款', '牛仔夹克', '双肩背包'], lo: 50, hi: 1200 },
  7: { names: ['考研英语全套资料', '三体 全三册', '黑胶唱片 一箱', '公务员考试教材', '金庸全集 精装', '吉他入门教程'], lo: 10, hi: 300 },
  8: { names: ['山地自行车 27速', '瑜伽垫 加厚', '哑铃一对 20kg', '帐篷 3-4人', '羽毛球拍 一对', '钓鱼竿套装'], lo: 30, hi: 1500 },
  9: { names: ['兰蔻小黑瓶 未拆封', '电动牙刷', '雅诗兰黛眼霜', '卷发棒', '香水 50ml', '美容仪'], lo: 50, hi: 1000 },
  10: { names: ['办公桌椅 一套', '奶茶店设备 整套', '收银机', '展示货架 5组', '电动车 九成新', '鱼缸 1.2米'], lo: 100, hi: 6000 },
};
const OTHER_CITIES = [
  { city: '南京市', district: '鼓楼区' },
  { city: '苏州市', district: '姑苏区' },
];
const NOTES = ['自用闲置，功能完好', '搬家转让，带包装', '闲置太久不如送给需要的人', '发票配件齐全', '有轻微划痕，不影响使用', '只用过几次'];
const ASKS = ['你好，还在吗？', '可以便宜点吗？', '能面交吗？我在亭湖区', '请问有发票吗？', ''];

/** The demo members' user types; tester (id 3) stays unregistered (the publish flow registers it). */
const TYPE_OF = (userId: number, k: number): UserType => (userId === 1 ? 'geren' : userId === 2 ? 'qiye' : USER_TYPE_KEYS[k % 4]!);

export function seedIdle(db: DB, epoch: number, total = 48): void {
  const { r, int, pick } = randomStream(20261125);
  const addUser = db.prepare('INSERT INTO idle_users (user_id, type, name, phone, intro, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const names: Record<number, string> = { 1: DEMO_USERS[0].nickname, 2: '盐城市启航贸易有限公司' };
  const orgNames: Record<UserType, string> = { qiye: '科技有限公司', geren: '', zhongjie: '二手回收中介', zuzhi: '社区公益协会' };
  const owners = [1, 2, ...COMMENTER_IDS.slice(0, 22)];
  owners.forEach((id, k) => {
    const type = TYPE_OF(id, k);
    const c = COMMENTERS.find((m) => m.id === id);
    const name = names[id] ?? (type === 'geren' ? c!.nickname : `${c!.nickname.slice(0, 1)}氏${orgNames[type]}`);
    addUser.run(id, type, name, `1390000${String(id).padStart(4, '0')}`, type === 'geren' ? '诚信交易，同城可面交' : '正规经营，可开发票', epoch - 200 * 86400 + k * 3600, epoch - 200 * 86400 + k * 3600);
  });
  const addImage = db.prepare('INSERT INTO images (url) VALUES (?)');
  const addPic = db.prepare('INSERT INTO idle_images (idle_id, sort, image_id) VALUES (?, ?, ?)');
  const add = db.prepare(`INSERT INTO idle_items (user_id, user_type, status, category, title, price, original_price, condition, trade, province,
    city, district, address, description, contact_name, contact_phone, lat, lng, clickcount, created_at, updated_at) VALUES (@user_id, @user_type,
    @status, @category, @title, @price, @original_price, @condition, @trade, '江苏省', @city, @district, '', @description, @contact, @phone, @lat,
    @lng, @clicks, @created, @created)`);
  const ids: { id: number; owner: number }[] = [];
  for (let i = 0; i < total; i++) {
    const k = i % 8 === 0 ? 0 : i % 8 === 1 ? 1 : 2 + (i % 22);
    const owner = owners[k]!;
    const category = TABS[i % TABS.length]!.id;
    const goods = GOODS[category]!;
    const name = pick(goods.names);
    const condition = pick(CONDITIONS);
    const price = int(goods.lo, goods.hi) * 100;
    const place = i % 6 === 5 ? null : pick(DISTRICT_POINTS);
    const other = OTHER_CITIES[Math.floor(i / 6) % 2]!;
    // demo's own items cover every status tab; a few others are off the shelf or sold
    const status = i === 16 || i % 10 === 7 ? 0 : i === 24 || i % 10 === 9 ? 2 : 1;
    const id = Number(
      add.run({
        user_id: owner,
        user_type: TYPE_OF(owner, k),
        status,
        category,
        title: `${condition === '全新' ? '全新' : condition === '几乎全新' ? '九成新' : '二手'} ${name}`,
        price,
        original_price: Math.round((price * (1.5 + r())) / 100) * 100,
        condition,
        trade: pick(TRADES),
        city: place ? '盐城市' : other.city,
        district: place ? place.name : other.district,
        description: `${name}，${pick(NOTES)}。${pick(['可小刀', '不议价', '同城优先'])}。`,
        contact: owner === 1 ? '演示用户' : pick(['王先生', '李女士', '张先生', '陈女士', '刘经理']),
        phone: owner === 1 ? DEMO_USERS[0].phone : `137${String(int(0, 99999999)).padStart(8, '0')}`,
        lat: place ? +(place.lat + (r() - 0.5) * 0.05).toFixed(5) : null,
        lng: place ? +(place.lng + (r() - 0.5) * 0.05).toFixed(5) : null,
        clicks: int(0, 400),
        created: epoch - (i < 48 ? i * 4000 : 48 * 4000 + i * 60) - int(0, 2000),
      }).lastInsertRowid,
    );
    ids.push({ id, owner });
    // the demo items have pictures; a benchmark's bulk rows do not need them
    if (i < 48) for (let p = 0; p < 3; p++) addPic.run(id, p, Number(addImage.run(`/media/img/idle/${id}-${p + 1}.svg`).lastInsertRowid));
  }
  // connects: laoshi asks about demo's first items, demo about laoshi's, commenters here and there
  const connect = db.prepare('INSERT OR IGNORE INTO idle_connects (item_id, seller_id, user_id, message, created_at) VALUES (?, ?, ?, ?, ?)');
  ids.slice(0, 48).forEach(({ id, owner }, i) => {
    if (owner === 1 && i < 16) connect.run(id, 1, 2, '你好，还在吗？可以面交吗？', epoch - i * 3000 + 600);
    if (owner === 2 && i < 16) connect.run(id, 2, 1, '请问可以开发票吗？', epoch - i * 3000 + 900);
    for (let n = 0; n < i % 3; n++) {
      const asker = COMMENTER_IDS[(i * 3 + n) % COMMENTER_IDS.length]!;
      if (asker !== owner) connect.run(id, owner, asker, pick(ASKS), epoch - i * 3000 + 1200 + n * 60);
    }
  });
  db.prepare('UPDATE idle_items SET wants = (SELECT COUNT(*) FROM idle_connects c WHERE c.item_id = idle_items.id)').run();
  // without statistics SQLite takes the price index for a category + price query and sorts thousands of rows
  db.exec('ANALYZE idle_items');
}

/**
 * After the carships (their pictures take the image ids before these) and the accounts.
 * SEED_IDLE=100000 seeds that many items instead of the 48 demo ones (list benchmarks).
 */
export const idleSeed: SectionSeed = {
  after: ['carship', 'user'],
  run: ({ db }) => {
    const total = Number(process.env.SEED_IDLE ?? '');
    seedIdle(db, SEED_EPOCH, total > 0 ? total : 48);
  },
};
