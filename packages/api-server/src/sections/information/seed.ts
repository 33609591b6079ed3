import type { SectionSeed } from '../../http/section.js';
import { DAY, para, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS } from '../../seed/people.js';

// publisher, introduction, columns, then per column its articles: [title, summary, tags]. Draws nothing from the
// shared random stream, so the sections seeded after this one keep their data.
const PUBLISHERS: [string, string, [string, [string, string, string][]][], [string, string, string][]][] = [
  ['盐城生活号', '盐城本地新闻与便民资讯，每天更新', [
    ['本地新闻', [
      ['盐城冬季出行指南：降温天气注意事项', '本周起气温明显下降，出行前请查看天气与路况，注意防寒保暖。', '出行,天气'],
      ['市区新增三条公交线路，覆盖城南新区', '新线路连接城南新区与主城区，早晚高峰加密班次，方便市民通勤。', '公交,城南'],
      ['盐城湿地马拉松报名开启，名额有限', '今年赛事设全程、半程和欢乐跑，报名通道开放至下月中旬。', '马拉松,湿地'],
    ]],
    ['便民服务', [
      ['社保卡线上办理流程全解', '足不出户办理社保卡申领、补换和挂失，手把手教你每一步。', '社保,办事'],
      ['冬季供暖报修电话汇总', '家中暖气不热怎么办？整理各区供暖报修电话和处理时限。', '供暖,报修'],
    ]],
  ], [['活动推广', '为本地活动撰写推文并在公众号推送', '800 元/篇'], ['商家入驻咨询', '协助本地商家开通线上店铺与推广', '面议']]],
  ['盐城美食探店', '带你吃遍盐城的大街小巷', [
    ['美食推荐', [
      ['盐城十大必吃小吃，本地人都爱', '藕粉圆子、鱼汤面、东台鱼汤……这些地道小吃你吃过几样？', '小吃,美食'],
      ['冬天就要来一碗热乎的鱼汤面', '汤色奶白、面条筋道，盐城人的早餐从一碗鱼汤面开始。', '鱼汤面,早餐'],
    ]],
    ['探店笔记', [
      ['水街新开的茶馆，环境安静适合聊天', '临水而建的老宅改造，茶点精致，周末下午常常满座。', '茶馆,水街'],
      ['亭湖区一家开了二十年的老字号', '一家夫妻店坚持手工做包子，每天清晨排起长队。', '老字号,亭湖'],
    ]],
  ], [['探店拍摄', '到店拍摄菜品并撰写探店笔记', '面议']]],
  ['盐城文旅', '盐城文化旅游资讯与活动预告', [
    ['旅游攻略', [
      ['丹顶鹤保护区观鸟攻略：最佳时间和路线', '每年冬季是观赏丹顶鹤的最佳季节，这份路线请收好。', '观鸟,丹顶鹤'],
      ['大丰麋鹿园一日游怎么玩', '看麋鹿、走栈道、逛湿地博物馆，一日游行程推荐。', '麋鹿,大丰'],
    ]],
    ['文化活动', [
      ['新四军纪念馆推出冬季研学活动', '面向中小学生的红色研学课程，周末开放团队预约。', '研学,红色'],
    ]],
  ], []],
];

export const informationSeed: SectionSeed = {
  run: ({ db }) => {
    const addSettlement = db.prepare("INSERT INTO information_settlements (user_id, name, jianjie, logo, contact, phone, status, reason, created_at, reviewed_at) VALUES (?, ?, ?, ?, ?, ?, 'approved', '', ?, ?)");
    const addPublisher = db.prepare('INSERT INTO information_publishers (id, user_id, name, jianjie, logo, contact, phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const addModule = db.prepare('INSERT INTO information_modules (publisher_id, name, sort, created_at) VALUES (?, ?, ?, ?)');
    const addService = db.prepare('INSERT INTO information_services (publisher_id, title, content, price, created_at) VALUES (?, ?, ?, ?, ?)');
    const addArticle = db.prepare(
      "INSERT INTO information_articles (publisher_id, module_id, title, summary, cover, content, tags, status, clickcount, created_at, published_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'published', ?, ?, ?, ?)",
    );
    const addComment = db.prepare('INSERT INTO feedback_comments (kind, item_id, owner_id, user_id, parent_id, content, hidden, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)');
    let n = 0;
    PUBLISHERS.forEach(([name, jianjie, modules, services], i) => {
      const id = i + 1;
      const userId = COMMENTER_IDS[i]!;
      const at = SEED_EPOCH - 30 * DAY + i * DAY;
      const logo = `/media/img/avatar/info-${id}.svg`;
      const phone = `0515-8${String(6600000 + id * 1111)}`;
      addSettlement.run(userId, name, jianjie, logo, `${'王李张'[i]}编辑`, phone, at, at + DAY);
      addPublisher.run(id, userId, name, jianjie, logo, `${'王李张'[i]}编辑`, phone, at + DAY, at + DAY);
      services.forEach(([title, content, price]) => addService.run(id, title, content, price, at + DAY));
      modules.forEach(([mname, articles], m) => {
        const moduleId = Number(addModule.run(id, mname, m + 1, at + DAY).lastInsertRowid);
        for (const [title, summary, tags] of articles) {
          n++;
          const published = SEED_EPOCH - 20 * DAY + n * DAY;
          const body = para(summary, `${title}。以下是详细内容：我们整理了最新的信息，供大家参考。`, '如有疑问，欢迎在评论区留言，或通过页面上的留言功能联系我们。');
          const articleId = Number(addArticle.run(id, moduleId, title, summary, `/media/img/info/${n}.svg`, body, tags, 40 + ((n * 37) % 300), published, published, published).lastInsertRowid);
          // a reader's comment and the publisher's reply on every other article
          if (n % 2 === 1) {
            const reader = COMMENTER_IDS[10 + (n % 8)]!;
            const c = Number(addComment.run('information', articleId, userId, reader, null, '内容很实用，感谢分享！', published + 3600).lastInsertRowid);
            addComment.run('information', articleId, userId, userId, c, '谢谢支持，欢迎常来看看。', published + 7200);
          }
        }
      });
    });
  },
};
