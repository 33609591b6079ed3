import type { SectionSeed } from '../../http/section.js';
import { DAY, para, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS } from '../../seed/people.js';
import { seedBulkCompanies } from './bulk.js';

const LEIBIE = ['农副产品', '机械设备', '建材家居', '电子电器', '纺织服装', '食品饮料', '化工原料', '商务服务'];
// name, type (SHUXING index + 1), category (LEIBIE index), city, address, contact, goods [title, price yuan, unit]
const COMPANIES: [string, number, number, string, string, string, [string, number, string][]][] = [
  ['盐城绿野农业有限公司', 1, 0, '盐城市', '盐城市亭湖区开放大道 58 号', '王经理', [['射阳有机大米 5kg', 89, '袋'], ['盐城本地糯米 2.5kg', 46, '袋']]],
  ['大丰麋鹿生态农场', 1, 0, '盐城市', '盐城市大丰区麋鹿路 12 号', '陈场长', [['散养土鸡蛋 30 枚', 58, '盒']]],
  ['江苏华东机械制造有限公司', 1, 1, '盐城市', '盐城经济技术开发区希望大道 9 号', '刘工', [['小型联合收割机', 128000, '台'], ['水稻插秧机', 36800, '台']]],
  ['苏州精工数控设备有限公司', 2, 1, '苏州市', '苏州市工业园区星湖街 218 号', '周经理', [['立式加工中心 VMC850', 198000, '台']]],
  ['南京金陵建材批发中心', 2, 2, '南京市', '南京市栖霞区尧化门建材市场 A 区 6 号', '孙经理', [['环保石膏板 9.5mm', 23.5, '张'], ['实木复合地板', 168, '平方米']]],
  ['无锡恒通电子科技有限公司', 1, 3, '无锡市', '无锡市新吴区长江路 21 号', '吴经理', [['LED 节能灯管 T8', 12.8, '支']]],
  ['南通家纺城锦绣布艺', 2, 4, '南通市', '南通市海门区叠石桥家纺城 3 期 105 号', '朱女士', [['全棉四件套 1.8m', 299, '套'], ['蚕丝被 200x230', 680, '条']]],
  ['上海优鲜食品贸易有限公司', 2, 5, '上海市', '上海市闵行区虹梅路 2000 号', '徐经理', [['进口车厘子 JJ 级 5 斤', 268, '箱']]],
  ['杭州明远化工原料有限公司', 2, 6, '杭州市', '杭州市萧山区临江工业园 8 号', '马经理', []],
  ['盐城智达企业管理咨询有限公司', 3, 7, '盐城市', '盐城市盐都区世纪大道 5 号 18 楼', '杨老师', []],
  ['寿光蔬菜产业集团', 1, 0, '山东省寿光市', '山东省寿光市蔬菜高科技示范园', '高经理', [['寿光彩椒 10 斤', 45, '箱']]],
  ['合肥徽商建筑装饰工程有限公司', 3, 2, '合肥市', '合肥市蜀山区长江西路 669 号', '何经理', []],
];

export const marketSeed: SectionSeed = {
  run: ({ db }) => {
    const addLeibie = db.prepare('INSERT INTO market_leibie (id, name, sort) VALUES (?, ?, ?)');
    LEIBIE.forEach((name, i) => addLeibie.run(i + 1, name, i + 1));
    const settle = db.prepare("INSERT INTO market_settlements (user_id, shuxing, name, leibie_id, city, licence, contact, phone, status, reason, created_at, reviewed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'approved', '', ?, ?)");
    const company = db.prepare(
      'INSERT INTO market_companies (id, user_id, name, shuxing, leibie_id, city, address, jianjie, content, contact, phone, logo, licence, browse_count, like_count, follow_count, inputtime, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)',
    );
    const goods = db.prepare('INSERT INTO market_goods (company_id, title, price_cents, unit, pics, content, inputtime) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const notice = db.prepare('INSERT INTO market_notices (company_id, title, content, inputtime) VALUES (?, ?, ?, ?)');
    const info = db.prepare('INSERT INTO market_infos (company_id, title, infotype, content, clickcount, inputtime) VALUES (?, ?, ?, ?, ?, ?)');
    const image = db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)');
    const follow = db.prepare('INSERT INTO market_follows (company_id, user_id, created_at) VALUES (?, ?, ?)');
    COMPANIES.forEach(([name, shuxing, leibie, city, address, contact, items], i) => {
      const id = i + 1;
      const userId = COMMENTER_IDS[i]!;
      const at = SEED_EPOCH - (40 - i * 3) * DAY;
      const phone = `0515-8${String(8600000 + id * 1371).slice(0, 7)}`;
      const licence = `/media/img/photo/market-licence-${id}.svg`;
      settle.run(userId, shuxing, name, leibie + 1, city, licence, contact, phone, at - DAY, at);
      const jianjie = `${name}位于${city}，专注${LEIBIE[leibie]}${LEIBIE[leibie]!.endsWith('服务') ? '' : shuxing === 3 ? '服务' : '的生产与销售'}，诚信经营，欢迎来电洽谈。`;
      company.run(id, userId, name, shuxing, leibie + 1, city, address, jianjie, para(jianjie, `公司地址：${address}。`, '支持批发、定制与全国物流配送，欢迎实地考察。'), contact, phone, `/media/img/avatar/market-${id}.svg`, licence, 120 + ((id * 37) % 400), at, at);
      items.forEach(([title, price, unit], k) =>
        goods.run(id, title, Math.round(price * 100), unit, [1, 2].map((n) => { const url = `/media/img/photo/market-goods-${id}-${k + 1}-${n}.svg`; return `${image.run(url, userId).lastInsertRowid}|${url}`; }).join('\n'), `${title}，${city}发货，量大从优。`, at + (k + 1) * DAY));
      notice.run(id, '春节放假安排', '春节期间（除夕至初六）暂停发货，初七起正常营业，期间留言我们会尽快回复。', at + 2 * DAY);
      info.run(id, `${name.slice(0, 8)}：${['新品上市', '长期收购', '诚招代理', '行业观察'][i % 4]}`, ['供应信息', '求购信息', '招商加盟', '行业资讯'][i % 4], para(`${jianjie}`, '详情请在企业页面留言或电话咨询。'), 30 + id * 7, at + 3 * DAY);
      for (let n = 0; n < (i % 4); n++) follow.run(id, COMMENTER_IDS[30 + n]!, at + (n + 4) * DAY);
    });
    db.prepare('UPDATE market_companies SET goods_count = (SELECT COUNT(*) FROM market_goods g WHERE g.company_id = market_companies.id), follow_count = (SELECT COUNT(*) FROM market_follows f WHERE f.company_id = market_companies.id)').run();
    // SEED_MARKET=100000 adds that many companies (the company list bench)
    const extra = Number(process.env.SEED_MARKET ?? '');
    if (extra > 0) seedBulkCompanies(db, extra);
  },
};
