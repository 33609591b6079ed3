// Deterministic demo mall: six shops (one per top category), 42 goods with specifications, products and
// stock, reviews (some with pictures), demands, adverts, two snap-ups (one running, one far in the future),
// and for the demo account a cart, two addresses and orders in every state. Its own random stream.
import type { DB } from '../../db/index.js';
import type { SectionSeed } from '../../http/section.js';
import { DAY, randomStream, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS } from '../../seed/people.js';

type Top = {
  name: string;
  shop: string;
  subs: [string, string[]][];
  brands: string[];
  attrs: [string, string[]][];
  specs: [string, string[]][];
  goods: [string, number][]; // title, base price in 元
};

/** The catalogue: top category → sub categories (→ leaves), brands, facets, one shop's goods and their specs. */
export const CATALOGUE: Top[] = [
  {
    name: '数码家电', shop: '盐城数码旗舰店',
    subs: [['手机通讯', ['手机', '手机配件']], ['生活电器', ['空调', '电饭煲']]],
    brands: ['华为', '小米', '美的'],
    attrs: [['网络制式', ['5G', '4G']], ['产地', ['国产', '进口']]],
    specs: [['颜色', ['曜石黑', '珍珠白', '星河蓝']], ['存储', ['8+128GB', '12+256GB']]],
    goods: [['华为 Mate 60 Pro 智能手机', 5999], ['小米 14 徕卡影像手机', 3999], ['美的 1.5 匹变频空调', 2599], ['美的 智能电饭煲 4L', 299], ['小米 67W 快充充电器', 79], ['华为 FreeBuds 无线耳机', 699], ['小米 移动电源 20000mAh', 129]],
  },
  {
    name: '服装鞋包', shop: '港城服饰专营店',
    subs: [['男装', ['T恤', '夹克']], ['女装', ['连衣裙', '毛衣']]],
    brands: ['海澜之家', '波司登', '森马'],
    attrs: [['季节', ['春秋', '夏季', '冬季']], ['风格', ['休闲', '商务']]],
    specs: [['颜色', ['黑色', '白色', '灰色']], ['尺码', ['M', 'L', 'XL']]],
    goods: [['海澜之家 纯棉圆领短袖 T 恤', 89], ['波司登 轻薄羽绒服', 599], ['森马 春季休闲夹克', 259], ['森马 碎花连衣裙', 199], ['海澜之家 羊毛针织衫', 329], ['波司登 加厚长款羽绒服', 1299], ['森马 宽松卫衣', 149]],
  },
  {
    name: '食品生鲜', shop: '黄海生鲜特产馆',
    subs: [['地方特产', ['大米', '海产干货']], ['休闲零食', ['坚果', '茶叶']]],
    brands: ['射阳大米', '黄海渔家', '三只松鼠'],
    attrs: [['包装', ['袋装', '礼盒装']], ['产地', ['盐城', '外地']]],
    specs: [['规格', ['500g', '1kg', '2.5kg']]],
    goods: [['射阳大米 新米 粳米', 39], ['黄海渔家 淡晒虾皮', 49], ['三只松鼠 每日坚果', 99], ['东台 西瓜 当季现摘', 29], ['大丰 麋鹿湿地 有机茶叶', 168], ['黄海渔家 紫菜 头水', 59], ['三只松鼠 夏威夷果', 45]],
  },
  {
    name: '家居日用', shop: '家和美家居生活馆',
    subs: [['床上用品', ['四件套', '被子']], ['收纳清洁', ['收纳箱', '拖把']]],
    brands: ['罗莱', '水星家纺', '茶花'],
    attrs: [['材质', ['纯棉', '蚕丝', '塑料']], ['适用', ['卧室', '客厅']]],
    specs: [['颜色', ['米白', '浅灰']], ['尺寸', ['1.5m', '1.8m']]],
    goods: [['罗莱 全棉四件套', 499], ['水星家纺 蚕丝被', 899], ['茶花 加厚收纳箱 三件套', 79], ['罗莱 冬季加厚被', 399], ['茶花 旋转拖把', 89], ['水星家纺 乳胶枕', 199], ['罗莱 夏凉被', 259]],
  },
  {
    name: '美妆个护', shop: '丹顶鹤美妆店',
    subs: [['护肤', ['面霜', '精华']], ['个人护理', ['洗发水', '牙膏']]],
    brands: ['百雀羚', '自然堂', '云南白药'],
    attrs: [['功效', ['补水', '修护', '清洁']], ['适用肤质', ['干性', '油性', '通用']]],
    specs: [['规格', ['50ml', '100ml']]],
    goods: [['百雀羚 水能量面霜', 129], ['自然堂 雪域精粹精华', 239], ['云南白药 牙膏 套装', 69], ['百雀羚 洗护套装', 99], ['自然堂 补水面膜 10 片', 89], ['云南白药 防脱洗发水', 79], ['百雀羚 护手霜 礼盒', 59]],
  },
  {
    name: '母婴玩具', shop: '贝贝乐母婴店',
    subs: [['婴童用品', ['纸尿裤', '奶瓶']], ['玩具', ['积木', '遥控车']]],
    brands: ['好孩子', '贝亲', '乐高'],
    attrs: [['适用年龄', ['0-1岁', '1-3岁', '3岁以上']], ['材质', ['PP', '硅胶', 'ABS']]],
    specs: [['规格', ['单件装', '两件装']]],
    goods: [['贝亲 宽口径玻璃奶瓶', 119], ['好孩子 婴儿纸尿裤 L 码', 139], ['乐高 城市系列 消防局', 599], ['好孩子 儿童遥控越野车', 199], ['贝亲 婴儿洗护套装', 89], ['乐高 得宝 大颗粒积木', 399], ['好孩子 婴儿推车', 1299]],
  },
];

const REVIEWS = ['质量很好，和描述一致，物流也快。', '包装完好，用了几天感觉不错。', '性价比高，会回购。', '颜色和图片有一点色差，整体满意。', '客服很耐心，发货及时。', '比实体店便宜，推荐购买。', '一般般，凑合用。', '做工精细，家人很喜欢。'];
const DEMANDS: [string, string, number][] = [
  ['求购一台变频空调', '1.5 匹，一级能效，盐城市区包安装。', 3000],
  ['求购儿童安全座椅', '适合 1-4 岁，ISOFIX 接口。', 800],
  ['批量采购员工工作服', '约 50 套，春秋款，可印 logo。', 6000],
  ['求购有机大米', '每月 50 斤，射阳产地优先。', 300],
  ['找人定制实木书柜', '2 米宽，胡桃木色，上门测量。', 4000],
  ['求购二手笔记本电脑', 'i5 以上，内存 16G，九成新。', 2500],
  ['需要婚礼伴手礼 100 份', '预算每份 30 元左右，本地特产。', 3000],
  ['求购办公室绿植', '大型盆栽 10 盆，可租可买。', 0],
  ['求购电动自行车', '续航 60 公里以上，带发票。', 2800],
  ['采购学校食堂大米', '每周 500 斤，长期合作。', 0],
  ['求购羽绒服 童装', '130 码，两件，颜色不限。', 600],
  ['找家政保洁长期合作', '每周一次，亭湖区。', 0],
];

/** Order numbers of the demo orders (the contract's examples use them). */
export const SEED_ORDERS = { shipped: 'MO2025112000000001', toReview: 'MO2025112000000002', paid: 'MO2025112000000003', done: 'MO2025112000000004', otherMember: 'MO2025112000000005' } as const;
/** A time far ahead: the snap-up that has not started, and the running one's end. */
const FAR = 4070880000; // 2099-01-01

export function seedMall(db: DB, epoch: number): void {
  const { r, int, pick } = randomStream(20261201);
  const addCat = db.prepare('INSERT INTO mall_categories (id, pid, level, name, sort) VALUES (?, ?, ?, ?, ?)');
  const addAttr = db.prepare('INSERT INTO mall_attrs (category_id, name, sort) VALUES (?, ?, ?)');
  const addAttrValue = db.prepare('INSERT INTO mall_attr_values (attr_id, name, sort) VALUES (?, ?, ?)');
  const addBrand = db.prepare('INSERT INTO mall_brands (name, logo, category_id) VALUES (?, ?, ?)');
  const addShop = db.prepare(`INSERT INTO mall_shops (id, user_id, name, logo, intro, main_category, sub_category, contact, phone, address, status, created_at)
    VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, 2, ?)`);
  const addGoods = db.prepare(`INSERT INTO mall_goods (shop_id, category_id, brand_id, title, description, price_cents, shipping_cents, sales, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const addPic = db.prepare('INSERT INTO mall_goods_pics (goods_id, sort, url) VALUES (?, ?, ?)');
  const addGoodsAttr = db.prepare('INSERT INTO mall_goods_attr_values (goods_id, value_id) VALUES (?, ?)');
  const addSpec = db.prepare('INSERT INTO mall_specs (goods_id, name, sort) VALUES (?, ?, ?)');
  const addSpecValue = db.prepare('INSERT INTO mall_spec_values (spec_id, name, sort) VALUES (?, ?, ?)');
  const addProduct = db.prepare('INSERT INTO mall_products (goods_id, spec_key, spec_text, price_cents, stock) VALUES (?, ?, ?, ?, ?)');
  const addComment = db.prepare('INSERT INTO mall_comments (goods_id, user_id, score, content, pics, spec_text, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');

  let goodsId = 0;
  CATALOGUE.forEach((top, t) => {
    const topId = t + 1;
    addCat.run(topId, 0, 1, top.name, t);
    const leaves: number[] = [];
    top.subs.forEach(([sub, subLeaves], s) => {
      const subId = topId * 10 + s + 1;
      addCat.run(subId, topId, 2, sub, s);
      subLeaves.forEach((leaf, l) => {
        const leafId = subId * 10 + l + 1;
        addCat.run(leafId, subId, 3, leaf, l);
        leaves.push(leafId);
      });
    });
    const attrValues = top.attrs.map(([name, values], a) => {
      const attrId = Number(addAttr.run(topId, name, a).lastInsertRowid);
      return values.map((v, i) => Number(addAttrValue.run(attrId, v, i).lastInsertRowid));
    });
    const brandIds = top.brands.map((b, i) => Number(addBrand.run(b, `/media/img/brand/${topId}-${i + 1}.svg`, topId).lastInsertRowid));
    const shopId = topId;
    addShop.run(shopId, top.shop, `/media/img/shop/${shopId}.svg`, `${top.shop}，正品保障，盐城本地发货，七天无理由退换。`, topId, topId * 10 + 1,
      pick(['王经理', '李店长', '陈老板']), `0515-8800${String(shopId).padStart(4, '0')}`, `江苏省盐城市亭湖区人民路 ${shopId * 8} 号`, epoch - 400 * DAY);
    top.goods.forEach(([title, yuan], g) => {
      goodsId++;
      const base = yuan * 100;
      const brandIdx = top.brands.findIndex((b) => title.startsWith(b));
      const brand = brandIds[brandIdx >= 0 ? brandIdx : g % brandIds.length]!;
      const id = Number(
        addGoods.run(shopId, leaves[g % leaves.length], brand, title, `${title}，${top.name}精选好物。正品行货，支持七天无理由退换，盐城市区次日达。`,
          base, base >= 9900 ? 0 : pick([600, 800, 1000]), int(5, 900), epoch - int(1, 300) * DAY).lastInsertRowid,
      );
      for (let k = 0; k < 4; k++) addPic.run(id, k, `/media/img/goods/${id}-${k + 1}.svg`);
      for (const values of attrValues) addGoodsAttr.run(id, pick(values));
      // specifications: every combination is a product, except the last (not sold: cannot be chosen)
      const specValues = top.specs.map(([name, values], s) => {
        const specId = Number(addSpec.run(id, name, s).lastInsertRowid);
        return values.map((v, i) => ({ id: Number(addSpecValue.run(specId, v, i).lastInsertRowid), text: `${name}:${v}`, step: i }));
      });
      const combos = specValues.reduce<{ id: number; text: string; step: number }[][]>((acc, vals) => acc.flatMap((c) => vals.map((v) => [...c, v])), [[]]);
      combos.slice(0, combos.length - 1).forEach((combo, c) => {
        const extra = combo.reduce((sum, v) => sum + v.step, 0) * Math.max(100, Math.round(base / 20 / 100) * 100);
        // the second product of every fifth goods is sold out
        const stock = goodsId % 5 === 0 && c === 1 ? 0 : int(5, 60);
        addProduct.run(id, combo.map((v) => v.id).join(','), combo.map((v) => v.text).join(' '), base + extra, stock);
      });
      const reviews = int(2, 6);
      for (let k = 0; k < reviews; k++) {
        const pics = k % 3 === 0 ? [1, 2].map((n) => `/media/img/goods/${id}-r${k}${n}.svg`) : [];
        addComment.run(id, pick(COMMENTER_IDS), r() < 0.8 ? 5 : int(3, 4), pick(REVIEWS), JSON.stringify(pics), combos[0]!.map((v) => v.text).join(' '), epoch - int(1, 60) * DAY - k * 3600);
      }
    });
  });

  // adverts
  const addAd = db.prepare('INSERT INTO mall_adverts (pic, title, url, sort) VALUES (?, ?, ?, ?)');
  [['双十二数码狂欢', '/wzmall/businessEvaluation?id=1'], ['冬季服饰上新', '/wzmall/index?id=2'], ['盐城特产节', '/wzmall/index?id=3']].forEach(([title, url], i) => addAd.run(`/media/img/ad/mall-${i + 1}.svg`, title!, url!, i));

  // demands
  const addDemand = db.prepare('INSERT INTO mall_demands (user_id, title, content, budget_cents, contact, phone, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  DEMANDS.forEach(([title, content, budget], i) =>
    addDemand.run(COMMENTER_IDS[i % COMMENTER_IDS.length], title, content, budget * 100, pick(['王先生', '李女士', '张经理']), `139${String(20000000 + i * 7919).padStart(8, '0')}`, epoch - i * DAY - 3600),
  );

  // snap-ups: 1 starts far ahead (appointments), 2 is running
  const addSnap = db.prepare('INSERT INTO mall_snapups (product_id, price_cents, start_at, end_at, stock, per_member) VALUES (?, ?, ?, ?, ?, ?)');
  const product = (goods: number) => db.prepare('SELECT id, price_cents FROM mall_products WHERE goods_id = ? AND stock > 0 ORDER BY id LIMIT 1').get(goods) as { id: number; price_cents: number };
  const p1 = product(2);
  addSnap.run(p1.id, Math.round(p1.price_cents * 0.8), FAR, FAR + 2 * 3600, 50, 1);
  const p2 = product(17);
  addSnap.run(p2.id, Math.round(p2.price_cents * 0.5), epoch, FAR, 100, 2);

  // the demo account (1): addresses, a cart, orders in every state; the second account (2) an address and an order
  const addAddress = db.prepare('INSERT INTO mall_addresses (id, user_id, name, phone, province, city, district, address, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  addAddress.run(1, 1, '演示用户', '13800000001', '江苏省', '盐城市', '亭湖区', '人民路 18 号', 1, epoch);
  addAddress.run(2, 1, '演示用户', '13800000001', '江苏省', '盐城市', '盐都区', '世纪大道 66 号', 0, epoch);
  addAddress.run(3, 2, '张老师', '13800000002', '上海市', '上海市', '浦东新区', '世纪大道 100 号', 1, epoch);
  const addCart = db.prepare('INSERT INTO mall_cart (id, user_id, product_id, quantity, created_at) VALUES (?, 1, ?, ?, ?)');
  addCart.run(1, product(1).id, 1, epoch);
  addCart.run(2, product(9).id, 2, epoch);
  addCart.run(3, product(15).id, 1, epoch);

  const addOrder = db.prepare(`INSERT INTO mall_orders (order_number, user_id, status, trade_state, goods_cents, shipping_cents, amount_cents, ship_name, ship_phone,
    ship_address, client_key, created_at, paid_at) VALUES (?, ?, ?, 'SUCCESS', ?, 0, ?, ?, ?, ?, ?, ?, ?)`);
  const addItem = db.prepare(`INSERT INTO mall_order_items (order_id, goods_id, product_id, shop_id, title, spec_text, pic, price_cents, quantity)
    SELECT ?, g.id, p.id, g.shop_id, g.title, p.spec_text, '/media/img/goods/' || g.id || '-1.svg', p.price_cents, 1 FROM mall_products p JOIN mall_goods g ON g.id = p.goods_id WHERE p.id = ?`);
  const addLog = db.prepare('INSERT INTO mall_order_log (order_id, status, text, created_at) VALUES (?, ?, ?, ?)');
  const orders: [string, number, number, number][] = [
    [SEED_ORDERS.shipped, 1, 3, 22],
    [SEED_ORDERS.toReview, 1, 4, 23],
    [SEED_ORDERS.paid, 1, 2, 31],
    [SEED_ORDERS.done, 1, 5, 36],
    [SEED_ORDERS.otherMember, 2, 2, 8],
  ];
  const STEPS: [number, string][] = [[1, '订单已提交'], [2, '支付成功，等待商家发货'], [3, '商家已发货'], [4, '已确认收货'], [5, '已评价，交易完成']];
  orders.forEach(([number, user, status, goods], i) => {
    const p = product(goods);
    const created = epoch - (10 - i) * DAY;
    const id = Number(addOrder.run(number, user, status, p.price_cents, p.price_cents, user === 1 ? '演示用户' : '张老师', user === 1 ? '13800000001' : '13800000002',
      user === 1 ? '江苏省盐城市亭湖区人民路 18 号' : '上海市上海市浦东新区世纪大道 100 号', `seed-order-${i + 1}`, created, created + 60).lastInsertRowid);
    addItem.run(id, p.id);
    for (const [s, text] of STEPS) if (s <= status) addLog.run(id, s, text, created + (s - 1) * 3600);
  });
  const addMessage = db.prepare('INSERT INTO mall_messages (goods_id, user_id, content, reply, created_at) VALUES (?, 1, ?, ?, ?)');
  addMessage.run(1, '请问支持以旧换新吗？', '您好，支持的，下单后联系客服登记旧机信息。', epoch - 2 * DAY);
  addMessage.run(9, '这件 T 恤会缩水吗？', '', epoch - DAY);
}

/** After the accounts (owners, reviewers) and the carship seed (image ids before these are theirs). */
export const wzmallSeed: SectionSeed = {
  after: ['user', 'carship'],
  run: ({ db }) => seedMall(db, SEED_EPOCH),
};
