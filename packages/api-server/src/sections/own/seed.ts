import type { SectionSeed } from '../../http/section.js';
import { DAY, para, SEED_EPOCH } from '../../seed/context.js';
import { COMMENTER_IDS } from '../../seed/people.js';

// page name, category, district, introduction, then its posts: [title, text, pictures]. Draws nothing from the
// shared random stream, so the sections seeded after this one keep their data.
const PAGES: [string, string, string, string, [string, string, number][]][] = [
  ['小周的盐城日常', '生活', '亭湖区', '土生土长的盐城人，记录身边的小事', [
    ['周末去了趟水街', '天气很好，人不多，沿着河边走了一圈，晚上的灯光特别漂亮。', 3],
    ['楼下新开了一家面包店', '老板是从苏州回来的，招牌是碱水包，下午四点出炉。', 1],
  ]],
  ['吃在盐城', '美食', '盐都区', '专吃盐城本地小馆子，不收广告费', [
    ['一碗地道的鱼汤面', '汤是凌晨熬的鲫鱼汤，面条细而有劲，配一碟咸菜刚好。', 2],
    ['藕粉圆子哪家强', '对比了三家老店的藕粉圆子，各有各的好，附上地址。', 2],
  ]],
  ['带娃去哪儿', '亲子', '大丰区', '两个孩子的妈妈，分享周末带娃好去处', [
    ['麋鹿园亲子一日游', '孩子们第一次近距离看到麋鹿，兴奋了一整天，建议早上去。', 3],
  ]],
  ['镜头里的湿地', '摄影', '射阳县', '业余摄影爱好者，拍鸟也拍风景', [
    ['清晨的丹顶鹤', '五点出发，等了两个小时，终于拍到了丹顶鹤起飞。', 4],
    ['芦苇荡的日落', '冬天的芦苇是金色的，日落时分最好看。', 2],
  ]],
];

export const ownSeed: SectionSeed = {
  run: ({ db }) => {
    const addSettlement = db.prepare("INSERT INTO own_settlements (user_id, name, category, district, jianjie, avatar, status, reason, created_at, reviewed_at) VALUES (?, ?, ?, ?, ?, ?, 'approved', '', ?, ?)");
    const addPage = db.prepare('INSERT INTO own_pages (id, user_id, name, category, district, jianjie, avatar, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const addImage = db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)');
    const addPost = db.prepare("INSERT INTO own_posts (page_id, title, content, pics, status, clickcount, created_at, published_at, updated_at) VALUES (?, ?, ?, ?, 'published', ?, ?, ?, ?)");
    const addComment = db.prepare("INSERT INTO feedback_comments (kind, item_id, owner_id, user_id, parent_id, content, hidden, created_at) VALUES ('own', ?, ?, ?, ?, ?, 0, ?)");
    let n = 0;
    PAGES.forEach(([name, category, district, jianjie, posts], i) => {
      const id = i + 1;
      const userId = COMMENTER_IDS[20 + i]!;
      const at = SEED_EPOCH - 25 * DAY + i * DAY;
      const avatar = `/media/img/avatar/own-${id}.svg`;
      addSettlement.run(userId, name, category, district, jianjie, avatar, at, at + DAY);
      addPage.run(id, userId, name, category, district, jianjie, avatar, para(`${jianjie}。`, '欢迎留言交流，看到都会回复。'), at + DAY, at + DAY);
      for (const [title, text, count] of posts) {
        n++;
        const pics = Array.from({ length: count }, (_, k) => Number(addImage.run(`/media/img/photo/own-${n}-${k + 1}.svg`, userId).lastInsertRowid));
        const published = SEED_EPOCH - 15 * DAY + n * DAY;
        const postId = Number(addPost.run(id, title, para(text), pics.join(','), 20 + ((n * 29) % 200), published, published, published).lastInsertRowid);
        if (n % 2 === 0) {
          const c = Number(addComment.run(postId, userId, COMMENTER_IDS[30 + (n % 6)]!, null, '看起来不错，下次也去试试！', published + 3600).lastInsertRowid);
          addComment.run(postId, userId, userId, c, '去了记得分享哦～', published + 7200);
        }
      }
    });
  },
};
