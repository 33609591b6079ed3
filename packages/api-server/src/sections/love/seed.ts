import type { SectionSeed } from '../../http/section.js';
import { DAY, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS } from '../../seed/people.js';
import { seedBulkLove } from './bulk.js';

// Demo dating profiles on the seeded members (login disabled) and the demo account, drawing nothing from the
// shared random stream. Phones and WeChat ids are made up and shown only to members who agreed.
const WOMEN = ['小雨', '晴天', '安然', '暖暖', '静好', '若溪', '糖果', '月光', '栀子花开', '微笑的鱼', '一米阳光', '花开半夏', '林间小鹿', '橙子', '清风徐来', '紫藤', '浅笑', '书香', '甜甜圈', '小满'];
const MEN = ['大海', '老实人', '稳重哥', '追风少年', '小李子', '远方', '铁汉柔情', '暖男一枚', '木子', '星辰', '山水之间', '踏实肯干', '骑行者', '书生', '海边的风', '老街咖啡', '麦田守望者', '平凡之路', '小陈', '向阳'];
const JOBS_F = ['小学教师', '护士', '会计', '公务员', '医生', '平面设计师', '银行职员', '幼师', '人力资源', '药剂师'];
const JOBS_M = ['工程师', '程序员', '公务员', '医生', '销售经理', '个体经营', '教师', '电工', '律师', '厨师'];
const CITIES = ['亭湖区', '盐都区', '大丰区', '东台市', '建湖县', '射阳县', '阜宁县', '南京市', '苏州市', '滨海县'];
const INTROS = [
  '性格温和，喜欢旅行和烘焙，周末常去图书馆。希望遇见一个踏实稳重、有责任心的你，一起把日子过得有滋有味。',
  '工作稳定，父母都是退休教师。平时喜欢跑步、看电影，偶尔下厨。想找一个三观一致、愿意一起努力的人。',
  '本地人，有房有车，不抽烟少喝酒。相信日久生情，希望对方孝顺善良，真诚交往，以结婚为目的。',
  '开朗爱笑，喜欢小动物，养了一只橘猫。希望另一半温柔体贴、有上进心，能互相包容。',
  '喜欢安静，爱看书写字，也喜欢和朋友爬山。想认真谈一场恋爱，找一个可以聊得来的人。',
];
const NOTES = ['真诚交往，拒绝玩玩', '孝顺父母，有责任心', '性格开朗，爱干净', '有稳定工作即可', ''];

const INTRODUCERS: [string, number, number, string, number, number][] = [
  ['张红娘', 8, 19900, '从事婚恋服务八年，耐心细致，擅长为工作繁忙的年轻人牵线，已促成 120 余对新人。', 98, 20],
  ['李红娘', 5, 16800, '心理咨询师出身，善于倾听，帮助会员梳理择偶标准，推荐精准。', 47, 10],
  ['王红娘', 12, 29900, '资深红娘，熟悉盐城本地家庭，擅长为离异、再婚人士提供贴心服务。', 72, 15],
  ['陈红娘', 3, 9900, '年轻有活力，组织过多场单身联谊活动，适合 90 后、00 后会员。', 36, 8],
];

export const loveSeed: SectionSeed = {
  run: ({ db }) => {
    const addProfile = db.prepare(`INSERT INTO love_profiles (user_id, nickname, sex, birth_year, height, education, income, marital, city, occupation, intro, phone, wechat, photo, created_at, active_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const addPhoto = db.prepare('INSERT INTO love_photos (user_id, url, created_at) VALUES (?, ?, ?)');
    const addIdeal = db.prepare('INSERT INTO love_ideals (user_id, age_min, age_max, height_min, height_max, education, income, marital, city, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const member = (id: number, i: number, sex: 'm' | 'f', nickname: string, photos: number) => {
      const at = SEED_EPOCH - (60 - i) * DAY;
      const birth = 1982 + ((i * 7) % 20);
      const height = sex === 'f' ? 155 + ((i * 5) % 17) : 168 + ((i * 3) % 18);
      const photo = photos ? `/media/img/photo/love-${id}-1.svg` : '';
      addProfile.run(id, nickname, sex, birth, height, 2 + (i % 5), 1 + ((i * 3) % 6), i % 9 === 4 ? 2 : 1, CITIES[i % CITIES.length], (sex === 'f' ? JOBS_F : JOBS_M)[i % 10], INTROS[i % INTROS.length], `139${String(51500000 + id * 137).padStart(8, '0')}`, `love_${sex}${String(id).padStart(4, '0')}`, photo, at, at + ((i * 13) % 50) * DAY);
      for (let n = 1; n <= photos; n++) addPhoto.run(id, `/media/img/photo/love-${id}-${n}.svg`, at);
      const age = 2025 - birth;
      addIdeal.run(id, Math.max(20, age - 4), age + 5, sex === 'f' ? 170 : 155, sex === 'f' ? 0 : 172, 3, sex === 'f' ? 3 : 0, 1, i % 3 === 0 ? CITIES[i % CITIES.length] : '', NOTES[i % NOTES.length]);
    };
    // the demo account first (its photos are ids 1 and 2), then the seeded members: women and men in turn
    member(1, 0, 'm', '阳光男孩', 2);
    db.prepare("UPDATE love_profiles SET phone = '13800000001', wechat = 'yangguang1994' WHERE user_id = 1").run();
    COMMENTER_IDS.slice(0, -4).forEach((id, i) => member(id, i + 1, i % 2 === 0 ? 'f' : 'm', i % 2 === 0 ? WOMEN[i / 2]! : MEN[(i - 1) / 2]!, i % 5 === 4 ? 0 : 1 + (i % 3)));
    const [a, b, c, d, e] = COMMENTER_IDS as [number, number, number, number, number];
    // a request waiting for the demo account (request 1), follows, visits, memberships and a paid gift either way
    db.prepare("INSERT INTO love_contacts (id, from_id, to_id, message, state, created_at) VALUES (1, ?, 1, '你好，看了你的资料觉得很合适，方便交换联系方式吗？', 'waiting', ?)").run(a, SEED_EPOCH - DAY);
    const follow = db.prepare('INSERT INTO love_follows (user_id, target_id, created_at) VALUES (?, ?, ?)');
    for (const [from, to] of [[1, a], [1, c], [a, 1], [c, 1], [e, 1], [b, a], [d, a]] as const) follow.run(from, to, SEED_EPOCH - DAY);
    const visit = db.prepare('INSERT INTO love_visits (user_id, visitor_id, at) VALUES (?, ?, ?)');
    for (const [i, v] of [a, c, e].entries()) visit.run(1, v, SEED_EPOCH - i * 3600);
    const vip = db.prepare('INSERT INTO love_memberships (user_id, level, end_at) VALUES (?, ?, ?)');
    vip.run(c, 2, SEED_EPOCH + 3650 * DAY);
    vip.run(d, 1, SEED_EPOCH + 3650 * DAY);
    db.prepare('UPDATE love_profiles SET top_until = (SELECT m.end_at FROM love_memberships m WHERE m.user_id = love_profiles.user_id) WHERE user_id IN (SELECT user_id FROM love_memberships WHERE level >= 2)').run();
    const gifts: [string, number][] = [['玫瑰', 520], ['巧克力', 1314], ['爱心', 520], ['香水', 5200], ['泰迪熊', 3300], ['钻戒', 9900]];
    const addGift = db.prepare('INSERT INTO love_gifts (id, name, pic, price_cents, sort) VALUES (?, ?, ?, ?, ?)');
    gifts.forEach(([name, cents], i) => addGift.run(i + 1, name, `/media/img/lovegift/${i + 1}.svg`, cents, i + 1));
    const order = db.prepare("INSERT INTO love_orders (order_number, user_id, kind, target_id, gift_id, number, amount_cents, trade_state, created_at, paid_at) VALUES (?, ?, 'gift', ?, 1, ?, ?, 'SUCCESS', ?, ?)");
    order.run('LV2026010100000001', 1, a, 2, 1040, SEED_EPOCH - DAY, SEED_EPOCH - DAY);
    order.run('LV2026010100000002', c, 1, 1, 520, SEED_EPOCH - DAY, SEED_EPOCH - DAY);
    // the agency's introducers are the last four seeded members (no dating profile of their own)
    const introducers = COMMENTER_IDS.slice(-4);
    const addIntroducer = db.prepare('INSERT INTO love_introducers (user_id, name, photo, years, fee_cents, intro, rating_sum, rating_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    INTRODUCERS.forEach(([name, years, fee, intro, sum, count], i) => addIntroducer.run(introducers[i], name, `/media/img/avatar/hn-${i + 1}.svg`, years, fee, intro, sum, count, SEED_EPOCH - 400 * DAY));
    const client = db.prepare('INSERT INTO love_clients (user_id, introducer_id, created_at) VALUES (?, ?, ?)');
    const served = [1, ...COMMENTER_IDS.slice(0, 12)];
    served.forEach((id, i) => client.run(id, introducers[i % 2 === 0 ? 0 : 1], SEED_EPOCH - (20 - i) * DAY));
    const suggest = db.prepare('INSERT INTO love_suggestions (id, introducer_id, member_id, target_id, note, appointment, state, fee_cents, created_at, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    // suggestion 1 waits for the demo account's answer; two accepted ones are the first introducer's income
    suggest.run(1, introducers[0], 1, a, '两人都喜欢旅行，年龄相当，家都在亭湖区。', '周六下午三点 · 盐城水街咖啡馆', 'waiting', 19900, SEED_EPOCH - DAY, null);
    suggest.run(2, introducers[0], COMMENTER_IDS[2], COMMENTER_IDS[1], '工作都很稳定，性格互补。', '周日上午十点 · 大洋湾公园', 'accepted', 19900, SEED_EPOCH - 5 * DAY, SEED_EPOCH - 4 * DAY);
    suggest.run(3, introducers[0], COMMENTER_IDS[4], COMMENTER_IDS[5], '都是教师，有共同话题。', '周五晚上七点 · 宝龙广场西餐厅', 'accepted', 19900, SEED_EPOCH - 3 * DAY, SEED_EPOCH - 2 * DAY);
    suggest.run(4, introducers[1], COMMENTER_IDS[3], COMMENTER_IDS[6], '双方父母都希望找本地的。', '周六下午两点 · 聚龙湖茶室', 'refused', 16800, SEED_EPOCH - 6 * DAY, SEED_EPOCH - 5 * DAY);
    // SEED_LOVE=100000 adds that many members with profiles (the search bench)
    const extra = Number(process.env.SEED_LOVE ?? '');
    if (extra > 0) seedBulkLove(db, extra);
  },
};
