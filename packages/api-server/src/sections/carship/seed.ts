// Deterministic demo vehicles and ships: every area and both tabs, pictures for listings, coordinates in
// 盐城. Its own random stream, so seeding it changes nothing another section seeded.
import type { DB } from '../../db/index.js';
import type { SectionSeed } from '../../http/section.js';
import { randomStream, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS } from '../../seed/people.js';
import { DISTRICT_POINTS } from '../../seed/pools.js';
import { AREAS, BODIES, BRANDS, ENERGIES, GEARBOXES, isCar, isRental, PICKUPS, SERIES, SHIP_TYPES, ZONES, type Area } from './attributes.js';

const ROADS = ['人民路', '解放路', '世纪大道', '开放大道', '建军路', '青年路', '文港路', '范公路'];
const CONTACTS = ['王先生', '李女士', '张经理', '陈先生', '刘女士', '赵经理', '周先生', '吴女士'];
const CAR_TAGS = ['一手车', '无事故', '准新车', '可分期', '4S店保养', '上门试驾'];
const SHIP_TAGS = ['证件齐全', '手续清楚', '可验船', '带船员', '可分期', '新造'];
const AREA_WORDS: Record<Area, { sell: string; want: string }> = {
  newcar: { sell: '新车', want: '求购新车' },
  ercar: { sell: '二手', want: '求购二手车' },
  zucar: { sell: '出租', want: '求租' },
  newship: { sell: '新造', want: '求购新船' },
  ership: { sell: '二手', want: '求购二手船' },
  zuship: { sell: '出租', want: '求租船舶' },
};

/** Listings and wanted ads per area (54 in all). */
const PER_AREA = { info: 7, demand: 2 } as const;

export interface CarshipSeedOptions {
  /** Seeded-on clock (seconds). */
  epoch: number;
  /** Owners to spread the listings over; the first (the demo account) owns the first of each area. */
  owners: number[];
  /** Total listings for benchmarks (spread like the normal plan); default the 54 of the plan. */
  total?: number;
}

export function seedCarships(db: DB, { epoch, owners, total }: CarshipSeedOptions): void {
  const { r, int, pick } = randomStream(20261124);
  const addImage = db.prepare('INSERT INTO images (url) VALUES (?)');
  const addPic = db.prepare('INSERT INTO carship_images (carship_id, sort, image_id) VALUES (?, ?, ?)');
  const add = db.prepare(`INSERT INTO carships (user_id, area, tab, status, title, province, city, district, address, price, deposit,
    pickup, brand, series, year, mileage, gearbox, energy, body, ship_type, tonnage, length, zone, tags, description, contact_name,
    contact_phone, lat, lng, clickcount, created_at, updated_at) VALUES (@user_id, @area, @tab, @status, @title, '江苏省', '盐城市',
    @district, @address, @price, @deposit, @pickup, @brand, @series, @year, @mileage, @gearbox, @energy, @body, @ship_type, @tonnage,
    @length, @zone, @tags, @description, @contact, @phone, @lat, @lng, @clicks, @created, @created)`);
  const thisYear = new Date(epoch * 1000).getUTCFullYear();
  const groups = AREAS.length * 2;
  const scale = total ? total / (AREAS.length * (PER_AREA.info + PER_AREA.demand)) : 1;
  // a large (benchmark) seed shares a small pool of pictures
  const pool = total ? Array.from({ length: 24 }, (_, i) => Number(addImage.run(`/media/img/${i % 2 ? 'ship' : 'car'}/pool-${i + 1}.svg`).lastInsertRowid)) : [];
  let n = 0;
  let left = total ?? 0;
  let group = 0;
  for (const area of AREAS) {
    const car = isCar(area);
    const rental = isRental(area);
    const used = area === 'ercar' || area === 'ership';
    for (const tab of ['info', 'demand'] as const) {
      // the last group takes what rounding left over, so a benchmark seed has exactly `total` listings
      const size = !total ? PER_AREA[tab] : ++group === groups ? left : Math.round(PER_AREA[tab] * scale);
      left -= size;
      for (let i = 0; i < size; i++) {
        n++;
        const place = pick(DISTRICT_POINTS);
        const brand = car ? pick(BRANDS) : '';
        const series = car ? pick(SERIES[brand]!) : '';
        const shipType = car ? '' : pick(SHIP_TYPES);
        const year = used || rental ? int(thisYear - 12, thisYear - 1) : 0;
        const tonnage = car ? 0 : shipType === '游艇' ? int(5, 60) : int(30, 3000);
        const length = car ? 0 : Math.round((shipType === '游艇' ? 8 + r() * 20 : 15 + Math.sqrt(tonnage) * 2) * 10) / 10;
        const price = rental ? (car ? int(1, 8) * 50 : int(8, 60) * 100) : car ? int(30, 400) * 1000 : int(5, 800) * 10000;
        const name = car ? `${brand}${series}` : `${tonnage}吨${shipType}`;
        const words = AREA_WORDS[area];
        const demand = tab === 'demand';
        const id = Number(
          add.run({
            user_id: owners[i === 0 ? 0 : 1 + (n % Math.max(1, owners.length - 1))] ?? null,
            area,
            tab,
            status: i % 10 === 3 ? 0 : 1,
            title: demand ? `${words.want}${name}，${place.name}附近` : `${year ? `${year}年 ` : ''}${words.sell}${name}${car ? ` ${pick(GEARBOXES)}` : ''}`,
            district: place.name,
            address: `盐城市${place.name}${pick(ROADS)}${int(1, 300)}号`,
            price,
            deposit: rental ? (car ? int(1, 6) * 1000 : int(1, 10) * 5000) : 0,
            pickup: rental ? pick(PICKUPS) : '',
            brand,
            series,
            year,
            mileage: car && used ? int(1, 20) * 5000 : car && rental ? int(2, 12) * 10000 : 0,
            gearbox: car ? pick(GEARBOXES) : '',
            energy: car ? pick(ENERGIES) : '',
            body: car ? pick(BODIES) : '',
            ship_type: shipType,
            tonnage,
            length,
            zone: car ? '' : pick(ZONES),
            tags: [pick(car ? CAR_TAGS : SHIP_TAGS), pick(car ? CAR_TAGS : SHIP_TAGS)].filter((t, k, all) => all.indexOf(t) === k).join(','),
            description: demand
              ? `${words.want}${name}，预算面议，${pick(['手续齐全优先', '可随时看', '诚心购买'])}。`
              : `${name}，${pick(['车况良好', '保养记录齐全', '船况良好', '证件齐全'])}，${pick(['可预约看车看船', '价格可小刀', '支持第三方检测'])}。`,
            contact: pick(CONTACTS),
            phone: `137${String(int(0, 99999999)).padStart(8, '0')}`,
            lat: +(place.lat + (r() - 0.5) * 0.06).toFixed(5),
            lng: +(place.lng + (r() - 0.5) * 0.06).toFixed(5),
            clicks: int(0, 600),
            created: total ? epoch - n * 60 - int(0, 50) : epoch - n * 5400 - int(0, 3000),
          }).lastInsertRowid,
        );
        if (demand) continue;
        if (total) {
          addPic.run(id, 0, pool[(n % 12) * 2 + (car ? 0 : 1)]!);
          continue;
        }
        const pictures = int(3, 4);
        for (let k = 0; k < pictures; k++) addPic.run(id, k, Number(addImage.run(`/media/img/${car ? 'car' : 'ship'}/${id}-${k + 1}.svg`).lastInsertRowid));
      }
    }
  }
}

/**
 * After the houses (their pictures take the image ids before these) and the accounts (the owners).
 * SEED_CARSHIP=100000 seeds that many listings instead of the 54 demo ones (list benchmarks).
 */
export const carshipSeed: SectionSeed = {
  after: ['house', 'user'],
  run: ({ db }) => {
    const total = Number(process.env.SEED_CARSHIP ?? '');
    seedCarships(db, { epoch: SEED_EPOCH, owners: [1, ...COMMENTER_IDS], ...(total > 0 ? { total } : {}) });
  },
};
