import type { SectionSeed } from '../../http/section.js';
import { DAY, para, SEED_EPOCH } from '../../seed/context.js';
import * as P from '../../seed/pools.js';

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
  },
};
