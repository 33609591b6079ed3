import type { SectionSeed } from '../../http/section.js';
import { DAY, para, SEED_EPOCH } from '../../seed/context.js';
import * as P from '../../seed/pools.js';
import { COMMENTER_IDS } from '../../seed/people.js';

const THEMES = ['自然风光', '湿地生态', '亲子游', '红色旅游', '古镇老街', '美食之旅', '研学教育', '户外骑行'];
// operator, type, A-level, region, themes (indexes of THEMES), point: one per seeded tour, drawing nothing from the
// shared random stream (the draws of the sections seeded after tour stay the same)
const OPERATORS: [string, 'scenic' | 'agency', string, string, number[], number, number][] = [
  ['盐城国家级珍禽自然保护区', 'scenic', '5A', '射阳县', [0, 1], 33.62, 120.50],
  ['大丰麋鹿国家级自然保护区', 'scenic', '5A', '大丰区', [1, 2, 6], 33.02, 120.82],
  ['大丰荷兰花海景区', 'scenic', '4A', '大丰区', [0, 2], 33.28, 120.46],
  ['东台黄海国际旅行社', 'agency', '', '东台市', [1, 6], 32.85, 120.32],
  ['九龙口旅游度假区', 'scenic', '4A', '建湖县', [0, 1], 33.55, 119.75],
  ['盐城水街国际旅行社', 'agency', '', '亭湖区', [4, 5], 33.38, 120.16],
  ['黄海海滨国家森林公园', 'scenic', '4A', '东台市', [0, 7], 32.80, 120.90],
  ['盐城红色之旅旅行社', 'agency', '', '亭湖区', [3, 6], 33.36, 120.17],
];
const FUTI = ['专业讲解，全程无购物', '可开具发票，支持团队定制'];

export const tourSeed: SectionSeed = {
  // one random stream: the tours' draws come after education's, as they always did
  after: ['education'],
  run: ({ db, random }) => {
    const { int, pick } = random;
    const addTour = db.prepare('INSERT INTO tours (id, title, jianjie, content, pic, address, price_cents, days, clickcount, inputtime, tel, opentime) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const addTourItem = db.prepare('INSERT INTO tour_items (tour_id, kind, title, content, pic, url, sort, inputtime) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    P.TOURS.forEach((t, i) => {
      const id = i + 1;
      const at = SEED_EPOCH + id * 3 * DAY;
      addTour.run(id, t.title, `${t.address}精品线路，${t.days}天行程，含导游讲解。`, para(`${t.title}：专业导游全程陪同，适合家庭出游与研学团队。`, '费用包含门票、午餐及景区交通。'), `/media/img/tour/${id}.svg`, t.address, int(88, 680) * 100, t.days, int(100, 5000), at, `0515-6${String(int(1000000, 9999999))}`, pick(['08:00-17:30', '08:30-17:00', '全天开放']));
      for (let d = 1; d <= t.days; d++) addTourItem.run(id, 'r', `第${d}天行程`, para('08:30 集合出发，上午游览核心景区，下午自由活动，17:00 返程。'), `/media/img/tour/r${id}-${d}.svg`, '', d, at);
      for (let s = 1; s <= 3; s++) addTourItem.run(id, 's', `${t.address}${['观景台', '游客中心', '生态步道'][s - 1]}`, '景色优美，适合拍照打卡。', `/media/img/tour/s${id}-${s}.svg`, '', s, at);
      addTourItem.run(id, 'm', `${t.title}宣传片`, '', `/media/img/tour/m${id}.svg`, '/media/sample.mp4', 1, at);
      addTourItem.run(id, 'm', `${t.title}实景照片`, '', `/media/img/tour/p${id}.svg`, `/media/img/tour/p${id}.svg`, 2, at);
      addTourItem.run(id, 'n', '出行须知', para('请携带身份证件，穿着舒适的鞋子，注意防晒。'), '', '', 1, at);
      addTourItem.run(id, 'n', '退改说明', para('出发前 48 小时可免费退改。'), '', '', 2, at + DAY);
    });
    // the operators who settled these pages (approved), their themes, region and A-level
    const addTheme = db.prepare('INSERT INTO tour_themes (id, name, sort) VALUES (?, ?, ?)');
    THEMES.forEach((name, i) => addTheme.run(i + 1, name, i + 1));
    const addSettlement = db.prepare("INSERT INTO tour_settlements (user_id, type, name, licence, contact, phone, status, reason, created_at, reviewed_at) VALUES (?, ?, ?, ?, ?, ?, 'approved', '', ?, ?)");
    const own = db.prepare('UPDATE tours SET user_id = ?, city = ?, level = ?, introduce = ?, futi = ?, lat = ?, lng = ?, updated_at = inputtime WHERE id = ?');
    const link = db.prepare('INSERT INTO tour_theme_links (tour_id, theme_id) VALUES (?, ?)');
    OPERATORS.forEach(([name, type, level, city, themes, lat, lng], i) => {
      const id = i + 1;
      const userId = COMMENTER_IDS[COMMENTER_IDS.length - 1 - i]!;
      const at = SEED_EPOCH + id * 3 * DAY - 5 * DAY;
      addSettlement.run(userId, type, name, `/media/img/tour/${id}.svg`, `${'王李张刘陈杨黄赵'[i]}经理`, `0515-8${String(8000000 + id * 1111).slice(0, 7)}`, at, at + DAY);
      const intro = type === 'scenic' ? `${name}位于${city}，是${level}级旅游景区，常年接待游客与研学团队。` : `${name}是${city}的持证旅行社，专注盐城本地精品线路与定制游。`;
      own.run(userId, city, level, para(intro, '欢迎在页面留言咨询，我们会尽快回复。'), [P.TOURS[i]!.address, ...FUTI].join('\n'), lat, lng, id);
      for (const t of themes) link.run(id, t + 1);
    });
  },
};
