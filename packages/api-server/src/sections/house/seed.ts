// Deterministic demo listings: every section (218 new, 219 second-hand, 220 rentals) and both tabs, with
// pictures, floor plans and news for new homes, coordinates in 盐城 (the spec's default city 320900).
import type { DB } from '../../db/index.js';
import type { SectionSeed } from '../../http/section.js';
import { randomStream, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS } from '../../seed/people.js';
import { DISTRICT_POINTS } from '../../seed/pools.js';
import { CHARACTERISTICS, DECORATIONS, DIRECTIONS, FLOORS, HOUSETYPES, LAYOUTS, OTHERS, PROPERTY_TYPES } from './attributes.js';

const ESTATES = ['聚龙湖畔', '世纪新城', '万达广场', '凤凰城', '城南名邸', '水岸华府', '金色家园', '翰林苑', '宝龙府', '锦绣江南', '紫薇花园', '盐渎公馆'];
const ROADS = ['人民路', '解放路', '世纪大道', '开放大道', '建军路', '青年路', '文港路', '范公路'];
const DEVELOPERS = ['盐城城投置业', '碧桂园盐城公司', '万科盐城公司', '恒大盐城置业', '新城控股', '中南置地'];
const CONTACTS = ['王先生', '李女士', '张经理', '陈先生', '刘女士', '赵经理', '周先生', '吴女士'];
const NEWS = ['项目取得预售许可证', '样板间正式开放', '主体结构封顶', '周末团购优惠活动', '学区划分公示', '交付标准公布'];

/** How many of each section and tab a normal seed has (62 in all). */
const PLAN: [nav: number, tab: 'info' | 'demand', count: number][] = [
  [218, 'info', 16],
  [218, 'demand', 6],
  [219, 'info', 16],
  [219, 'demand', 6],
  [220, 'info', 12],
  [220, 'demand', 6],
];

export interface HouseSeedOptions {
  /** Seeded-on clock (seconds). */
  epoch: number;
  /** Owners to spread the listings over; the first owns the first few of each section (the demo account). */
  owners: number[];
  /** Total listings for benchmarks (spread like the normal plan); default the 62 of the plan. */
  total?: number;
}

export function seedHouses(db: DB, { epoch, owners, total }: HouseSeedOptions): void {
  // its own stream: the listings do not shift when another section's seed draws more or less
  const { r, int, pick } = randomStream(20261123);
  const some = (list: readonly string[], n: number) => [...list].sort(() => r() - 0.5).slice(0, n);

  const addImage = db.prepare('INSERT INTO images (url) VALUES (?)');
  const addHouse = db.prepare(`INSERT INTO houses (user_id, house_nav_id, tab, status, title, province, city, district, address,
    total_price, unit_price, property_type, developers, down_payment, open_date, delivery_date, room, rooms, measure, direction,
    housetype, floor_level, build_year, decoration, layout, tags, description, contact_name, contact_phone, lat, lng, clickcount,
    created_at, updated_at) VALUES (@user_id, @nav, @tab, @status, @title, '江苏省', '盐城市', @district, @address, @total, @unit,
    @ptype, @developers, @down, @open, @delivery, @room, @rooms, @measure, @direction, @housetype, @floor, @year, @decoration,
    @layout, @tags, @description, @contact, @phone, @lat, @lng, @clicks, @created, @created)`);
  const addPic = db.prepare('INSERT INTO house_images (house_id, sort, image_id) VALUES (?, ?, ?)');
  const addPlan = db.prepare('INSERT INTO house_floor_plans (house_id, name, pic, room, measure, direction, price, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const addNews = db.prepare('INSERT INTO house_news (house_id, title, content, created_at) VALUES (?, ?, ?, ?)');

  const scale = total ? total / PLAN.reduce((n, p) => n + p[2], 0) : 1;
  // a large (benchmark) seed shares a small pool of pictures
  const pool = total ? Array.from({ length: 24 }, (_, i) => Number(addImage.run(`/media/img/house/pool-${i + 1}.svg`).lastInsertRowid)) : [];
  let n = 0;
  let left = total ?? 0;
  for (const [k, [nav, tab, count]] of PLAN.entries()) {
    // the last group takes what rounding left over, so a benchmark seed has exactly `total` listings
    const size = !total ? count : k === PLAN.length - 1 ? left : Math.round(count * scale);
    left -= size;
    for (let i = 0; i < size; i++) {
      n++;
      const d = pick(DISTRICT_POINTS);
      const estate = pick(ESTATES);
      const rooms = int(1, 5);
      const measure = rooms * 25 + int(10, 40);
      const rent = nav === 220;
      const ptype = r() < 0.75 ? '住宅' : pick(PROPERTY_TYPES);
      const unit = rent ? 0 : int(9000, 26000);
      const totalPrice = rent ? int(8, 60) * 100 : Math.round((unit * measure) / 10000);
      const roomText = `${rooms}室${Math.max(1, rooms - 1)}厅`;
      const demand = tab === 'demand';
      const title = demand
        ? `${rent ? '求租' : '求购'}${d.name}${roomText}${rent ? '，预算' + totalPrice + '元/月' : '，预算' + totalPrice + '万'}`
        : `${estate} · ${roomText} ${measure}㎡${nav === 218 ? ' 新盘' : ''}`;
      const info = {
        user_id: owners[i < 2 ? 0 : 1 + (n % Math.max(1, owners.length - 1))] ?? null,
        nav,
        tab,
        status: i === 3 ? 0 : 1,
        title,
        district: d.name,
        address: `盐城市${d.name}${pick(ROADS)}${int(1, 300)}号${demand ? '附近' : ' ' + estate}`,
        total: totalPrice,
        unit,
        ptype,
        developers: nav === 218 && !demand ? pick(DEVELOPERS) : '',
        down: nav === 218 && !demand ? Math.round(totalPrice * 0.3) : 0,
        open: nav === 218 && !demand ? `2026-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}` : '',
        delivery: nav === 218 && !demand ? `2028-${String(int(1, 12)).padStart(2, '0')}-30` : '',
        room: roomText,
        rooms,
        measure,
        direction: pick(DIRECTIONS),
        housetype: pick(HOUSETYPES),
        floor: pick(FLOORS),
        year: nav === 218 ? 2026 : int(1998, 2024),
        decoration: nav === 218 ? pick(['毛坯', '精装']) : pick(DECORATIONS),
        layout: r() < 0.8 ? '平层' : pick(LAYOUTS),
        tags: [...some(CHARACTERISTICS, int(1, 3)), ...some(OTHERS, int(0, 2))].join(','),
        description: demand
          ? `${rent ? '求租' : '求购'}${d.name}附近${roomText}，${pick(['全款', '可贷款', '随时看房', '家庭自住'])}，请房东直接联系。`
          : `${estate}位于${d.name}，${pick(['南北通透', '采光充足', '视野开阔'])}，${pick(['近学校和商场', '小区绿化好', '交通便利'])}。`,
        contact: pick(CONTACTS),
        phone: `139${String(int(0, 99999999)).padStart(8, '0')}`,
        lat: demand ? null : +(d.lat + (r() - 0.5) * 0.06).toFixed(5),
        lng: demand ? null : +(d.lng + (r() - 0.5) * 0.06).toFixed(5),
        clicks: int(0, 900),
        created: epoch - n * 3600 - int(0, 3000),
      };
      const id = Number(addHouse.run(info).lastInsertRowid);
      if (demand) continue;
      const pictures = total ? 1 : int(3, 5);
      for (let p = 0; p < pictures; p++)
        addPic.run(id, p, total ? pool[(n + p) % pool.length] : Number(addImage.run(`/media/img/house/${id}-${p + 1}.svg`).lastInsertRowid));
      if (nav !== 218 || total) continue;
      for (let p = 0; p < int(2, 3); p++) {
        const planRooms = Math.min(5, rooms + p - 1) || 1;
        const planMeasure = planRooms * 25 + 20;
        addPlan.run(id, `${'ABC'[p]}户型`, `/media/img/huxing/${id}-${p + 1}.svg`, `${planRooms}室${Math.max(1, planRooms - 1)}厅`, planMeasure, pick(DIRECTIONS), Math.round((unit * planMeasure) / 10000), `${planRooms}室${Math.max(1, planRooms - 1)}厅${planRooms > 2 ? '2卫' : '1卫'}，${pick(['客厅朝南', '南北通透', '动静分区'])}。`);
      }
      for (let k = 0; k < int(11, 13); k++)
        addNews.run(id, `${estate}${pick(NEWS)}`, `${estate}${pick(NEWS)}，欢迎到售楼处咨询。`, epoch - k * 5 * 86400 - n * 60);
    }
  }
}

/** 南京 districts with their centres: a second city, so the header's city switch changes the lists. */
const NANJING: readonly { name: string; lat: number; lng: number; estate: string; road: string }[] = [
  { name: '鼓楼区', lat: 32.066, lng: 118.77, estate: '颐和公馆', road: '中山北路' },
  { name: '建邺区', lat: 32.004, lng: 118.72, estate: '河西万达华府', road: '江东中路' },
  { name: '江宁区', lat: 31.953, lng: 118.84, estate: '百家湖花园', road: '双龙大道' },
  { name: '秦淮区', lat: 32.034, lng: 118.8, estate: '夫子庙雅居', road: '中华路' },
];

/** A few second-hand homes and rentals in 南京 (demo seed only), after the 盐城 ones, from a stream of their own. */
export function seedNanjingHouses(db: DB, { epoch, owners }: HouseSeedOptions): void {
  const { int, pick } = randomStream(20261202);
  const addHouse = db.prepare(`INSERT INTO houses (user_id, house_nav_id, tab, status, title, province, city, district, address,
    total_price, unit_price, property_type, room, rooms, measure, direction, housetype, floor_level, build_year, decoration,
    layout, tags, description, contact_name, contact_phone, lat, lng, clickcount, created_at, updated_at)
    VALUES (@user_id, @nav, 'info', 1, @title, '江苏省', '南京市', @district, @address, @total, @unit, '住宅', @room, @rooms,
    @measure, @direction, @housetype, @floor, @year, @decoration, '平层', @tags, @description, @contact, @phone, @lat, @lng,
    @clicks, @created, @created)`);
  // the 盐城 homes' pictures (placeholders): new images would shift the ids later sections' seeds get
  const pool = db.prepare('SELECT image_id FROM house_images ORDER BY house_id, sort LIMIT 24').pluck().all() as number[];
  const addPic = db.prepare('INSERT INTO house_images (house_id, sort, image_id) VALUES (?, ?, ?)');
  let shown = 0;
  NANJING.forEach((d, i) => {
    for (const nav of [219, 220]) {
      const rooms = int(2, 4);
      const measure = rooms * 28 + int(5, 25);
      const rent = nav === 220;
      const unit = rent ? 0 : int(28000, 52000);
      const total = rent ? int(25, 80) * 100 : Math.round((unit * measure) / 10000);
      const room = `${rooms}室${rooms - 1}厅`;
      const id = Number(
        addHouse.run({
          user_id: owners[1 + (i % Math.max(1, owners.length - 1))] ?? null,
          nav,
          title: `${d.estate} · ${room} ${measure}㎡${rent ? ' 整租' : ''}`,
          district: d.name,
          address: `南京市${d.name}${d.road}${int(1, 300)}号 ${d.estate}`,
          total,
          unit,
          room,
          rooms,
          measure,
          direction: pick(DIRECTIONS),
          housetype: pick(HOUSETYPES),
          floor: pick(FLOORS),
          year: int(2003, 2020),
          decoration: pick(DECORATIONS),
          tags: pick(CHARACTERISTICS),
          description: `${d.estate}位于南京市${d.name}，近地铁，${rent ? '拎包入住' : '满五唯一'}。`,
          contact: pick(CONTACTS),
          phone: `138${String(int(0, 99999999)).padStart(8, '0')}`,
          lat: d.lat,
          lng: d.lng,
          clicks: int(0, 400),
          created: epoch - (i * 2 + (rent ? 1 : 0)) * 5400 - 1800,
        }).lastInsertRowid,
      );
      for (let p = 0; p < 3 && pool.length; p++) addPic.run(id, p, pool[shown++ % pool.length]!);
    }
  });
}

/**
 * After the shell (its pictures take the first image ids) and the accounts (the owners).
 * SEED_HOUSES=100000 seeds that many listings instead of the 62 demo ones (list benchmarks).
 */
export const houseSeed: SectionSeed = {
  after: ['shell', 'user'],
  run: ({ db }) => {
    const total = Number(process.env.SEED_HOUSES ?? '');
    seedHouses(db, { epoch: SEED_EPOCH, owners: [1, ...COMMENTER_IDS], ...(total > 0 ? { total } : {}) });
    if (!(total > 0)) seedNanjingHouses(db, { epoch: SEED_EPOCH, owners: [1, ...COMMENTER_IDS] });
  },
};
