import type { SectionSeed } from '../../http/section.js';
import { DAY, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS } from '../../seed/people.js';

// Providers and their services, members' needs. Draws nothing from the shared random stream.
// provider: type, name, category, district, phone, introduction, services: [title, price 元, unit, area, text]
const PROVIDERS: ['individual' | 'company', string, number, string, string, string, [string, number, string, string, string][]][] = [
  ['company', '盐城好帮手家政服务部', 1, '亭湖区', '13905150001', '十年家政经验，提供日常保洁、深度保洁和家电清洗。', [
    ['日常保洁（两小时起）', 40, '小时', '亭湖区、盐都区', '擦窗、拖地、厨房卫生间清洁，阿姨自带工具，当天可约。'],
    ['油烟机深度清洗', 150, '次', '市区', '拆洗油烟机风轮与滤网，高温蒸汽去油污，清洗后试机验收。'],
    ['新房开荒保洁', 8, '平方米', '盐城市区', '装修后除胶、除尘、玻璃清洗，一次做到拎包入住。'],
  ]],
  ['individual', '老周水电维修', 2, '盐都区', '13905150002', '电工证持证上门，水电安装、灯具开关、马桶漏水都能修。', [
    ['上门水电维修', 50, '次', '盐都区及周边', '水管漏水、跳闸、插座更换，上门检查免费，维修另议。'],
    ['空调移机安装', 200, '次', '市区', '挂机柜机移机、加氟、清洗，提供正规发票。'],
  ]],
  ['company', '顺达搬家', 3, '亭湖区', '0515-88886666', '专业居民搬家、公司搬迁，自有箱式货车，师傅经验丰富。', [
    ['居民搬家（小面包车）', 260, '次', '市区 10 公里内', '两名师傅，含上下楼搬运，大件家具拆装另计。'],
  ]],
  ['individual', '陈老师家教', 4, '亭湖区', '13905150004', '盐城中学退休数学老师，三十年教学经验。', [
    ['初高中数学一对一', 150, '小时', '亭湖区上门或线上', '针对中考高考查漏补缺，先试听一次再决定。'],
  ]],
];
// needs: title, category, district, budget 元, unit, place, text, contact
const NEEDS: [string, number, string, number, string, string, string, string][] = [
  ['找阿姨每周打扫两次', 1, '亭湖区', 35, '小时', '亭湖区新洋街道', '三室一厅，每周二、五上午，长期合作。', '王女士'],
  ['卫生间下水道堵了', 7, '盐都区', 100, '次', '盐都区世纪大道附近', '卫生间地漏和马桶都不下水，希望今天上门。', '刘先生'],
  ['周末搬家，一室一厅', 3, '大丰区', 400, '次', '大丰区幸福路到健康路', '东西不多，有冰箱洗衣机，周六上午。', '张先生'],
  ['小学三年级英语辅导', 4, '亭湖区', 80, '小时', '亭湖区先锋岛', '每周两次，晚上七点以后，要求有经验。', '孙女士'],
];

export const liveSeed: SectionSeed = {
  run: ({ db }) => {
    const addProvider = db.prepare("INSERT INTO live_providers (user_id, type, name, category, district, phone, jianjie, status, reason, created_at, reviewed_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'approved', '', ?, ?)");
    const addItem = db.prepare(`INSERT INTO live_items (user_id, status, title, province, city, district, address, description, contact_name, contact_phone, clickcount, created_at, updated_at,
      kind, category, price, price_unit, area, provider) VALUES (?, 1, ?, '江苏省', '盐城市', ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const addImage = db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)');
    const addPicture = db.prepare('INSERT INTO live_item_images (item_id, sort, image_id) VALUES (?, 0, ?)');
    let n = 0;
    PROVIDERS.forEach(([type, name, category, district, phone, jianjie, services], i) => {
      const userId = COMMENTER_IDS[26 + i]!;
      const at = SEED_EPOCH - 30 * DAY + i * DAY;
      addProvider.run(userId, type, name, category, district, phone, jianjie, at, at + DAY);
      for (const [title, price, unit, area, text] of services) {
        n++;
        const posted = SEED_EPOCH - 12 * DAY + n * 18 * 3600;
        const id = Number(addItem.run(userId, title, district, text, name.slice(0, 2), phone, 20 + ((n * 31) % 200), posted, posted, 'service', category, price * 100, unit, area, name).lastInsertRowid);
        addPicture.run(id, Number(addImage.run(`/media/img/photo/live-${n}.svg`, userId).lastInsertRowid));
      }
    });
    NEEDS.forEach(([title, category, district, budget, unit, place, text, contact], i) => {
      n++;
      const posted = SEED_EPOCH - 6 * DAY + i * 20 * 3600;
      addItem.run(COMMENTER_IDS[32 + i]!, title, district, text, contact, `1390515${String(1100 + i)}`, 10 + i * 7, posted, posted, 'need', category, budget * 100, unit, place, `${contact.slice(0, 1)}（个人）`);
    });
  },
};
