import type { SectionSeed } from '../../http/section.js';
import { DAY, SEED_EPOCH } from '../../seed/context.js';

type Group = [kind: 'tongzhu' | 'tongguan' | 'tongyuan', name: string, district: string, address: string, jianjie: string, priv?: 1];
/** The seeded city's groups (盐城). Owners are the seeded commenters (ids 4…); demo (1) manages the first. */
const GROUPS: Group[] = [
  ['tongzhu', '水岸名都业主群', '亭湖区', '开放大道 18 号', '水岸名都小区业主交流与议事：物业服务、停车、绿化、维修基金，大家的事大家商量。'],
  ['tongzhu', '城南新苑邻里圈', '盐都区', '世纪大道 66 号', '城南新苑的邻居们在这里互通消息、拼车团购、寻物招领。'],
  ['tongzhu', '金色港湾业委会', '亭湖区', '人民中路 299 号', '金色港湾业主委员会议事群，仅限本小区业主加入，请注明楼栋门牌。', 1],
  ['tongguan', '盐城体育馆羽毛球群', '亭湖区', '盐城体育中心', '每周二、四晚在体育馆打羽毛球，新手老手都欢迎，场地费 AA。'],
  ['tongguan', '市图书馆读书会', '亭湖区', '盐城市图书馆三楼', '每月一本书，周末下午在图书馆分享读书心得。'],
  ['tongguan', '大丰游泳馆晨泳队', '大丰区', '大丰体育馆游泳池', '早上六点半晨泳打卡，交流泳姿与训练计划。'],
  ['tongyuan', '盐城中学家长群', '亭湖区', '盐城中学', '盐城中学家长交流：作息、接送、学习方法与家校沟通。'],
  ['tongyuan', '市一院病友互助', '亭湖区', '盐城市第一人民医院', '住院与复诊的病友和家属互助：挂号经验、陪护、康复心得。'],
  ['tongyuan', '东台中学校友会', '东台市', '东台中学', '东台中学历届校友联络，组织返校与校友活动。'],
];

export const sameSeed: SectionSeed = {
  // members are the seeded accounts
  after: ['user'],
  run: ({ db }) => {
    const at = (days: number, hours = 0) => SEED_EPOCH - days * DAY + hours * 3600;
    const addGroup = db.prepare("INSERT INTO same_groups (id, kind, name, district, address, jianjie, private, owner_id, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'approved', ?)");
    const addMember = db.prepare('INSERT INTO same_members (group_id, user_id, role, message, created_at) VALUES (?, ?, ?, ?, ?)');
    GROUPS.forEach(([kind, name, district, address, jianjie, priv], i) => {
      const gid = i + 1;
      const owner = 4 + i;
      addGroup.run(gid, kind, name, district, address, jianjie, priv ?? 0, owner, at(120 - i));
      addMember.run(gid, owner, 'owner', '', at(120 - i));
      // deterministic membership (no draw from the shared random stream): 6–14 commenters per group
      const size = 6 + ((i * 5) % 9);
      for (let k = 1; k <= size; k++) addMember.run(gid, 4 + ((i + k * 3) % 40), 'member', '', at(100 - k));
    });
    // demo manages the first group, laoshi is a member of it, tester waits to join it
    addMember.run(1, 1, 'manager', '', at(90));
    addMember.run(1, 2, 'member', '2 栋 802 业主', at(80));
    addMember.run(1, 3, 'waiting', '5 栋 1101 租户', at(1));

    const addTopic = db.prepare("INSERT INTO same_topics (group_id, user_id, title, content, status, created_at) VALUES (?, ?, ?, ?, ?, ?)");
    const addVote = db.prepare('INSERT OR IGNORE INTO same_votes (topic_id, user_id, vote, created_at) VALUES (?, ?, ?, ?)');
    const addReply = db.prepare('INSERT INTO same_replies (kind, parent_id, group_id, user_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    const members = (gid: number) => (db.prepare("SELECT user_id FROM same_members WHERE group_id = ? AND role <> 'waiting' ORDER BY user_id").all(gid) as { user_id: number }[]).map((m) => m.user_id);
    const TOPICS: [gid: number, title: string, content: string, status: 'open' | 'closed'][] = [
      [1, '是否公开招标更换物业公司', '现物业合同年底到期，近一年保洁和维修响应慢。提议公开招标选聘新物业，请大家投票表态。', 'open'],
      [1, '地下车库增设电动车充电桩', '电动车在楼道充电有安全隐患，建议在地下车库 B 区增设 40 个充电桩，费用从公共收益列支。', 'open'],
      [1, '小区东门晚间开放时间延长至 23 点', '不少业主下班晚，建议东门晚间开放到 23 点，并增加一名保安值守。', 'closed'],
      [2, '组织周末邻里跳蚤市场', '每月第一个周六上午在中心广场摆摊，闲置物品交换或低价转让。', 'open'],
      [4, '周四加开一片场地', '人越来越多，建议周四多订一片场地，费用 AA。', 'open'],
      [7, '家长轮值护学岗', '建议每班每周安排两位家长在校门口早晚护学。', 'open'],
    ];
    TOPICS.forEach(([gid, title, content, status], i) => {
      const ms = members(gid);
      const tid = Number(addTopic.run(gid, ms[i % ms.length], title, content, status, at(30 - i)).lastInsertRowid);
      ms.forEach((uid, k) => {
        if (uid === 1) return;
        if ((k + i) % 4 !== 3) addVote.run(tid, uid, (k + i) % 3 === 0 ? 'against' : 'for', at(29 - i));
      });
      addReply.run('topic', tid, gid, ms[(i + 1) % ms.length], '赞成，早该这样了。', at(28 - i));
      addReply.run('topic', tid, gid, ms[(i + 2) % ms.length], '费用怎么分摊需要先说清楚。', at(27 - i));
    });

    const addPost = db.prepare('INSERT INTO same_posts (group_id, user_id, title, content, top, created_at, last_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const POSTS: [gid: number, title: string, content: string, top?: 1][] = [
      [1, '【置顶】小区群规与发帖须知', '文明交流，不发广告；涉及个人信息请私聊；议题投票每户一票。', 1],
      [1, '周六上午拼车去市区', '周六上午 9 点从东门出发去聚龙湖，还有三个空位，有顺路的吗？'],
      [1, '捡到一串钥匙', '在 3 栋楼下花坛边捡到一串钥匙，已交到物业前台。'],
      [2, '求推荐靠谱的家电维修师傅', '空调不制冷了，求推荐附近靠谱的维修师傅。'],
      [3, '业委会换届选举安排', '下月中旬召开业主大会，请各楼栋推选候选人。'],
      [4, '本周四活动改到 7 点半', '场地临时调整，本周四改为晚上 7 点半开始。'],
      [5, '本月共读《平凡的世界》', '本月共读路遥的《平凡的世界》，月底周六下午分享。'],
      [7, '高一期中考试时间', '高一期中考试安排在下月 10–12 日，请家长提醒孩子作息。'],
      [8, '复诊挂号经验分享', '心内科专家号周一上午 7 点放号，提前在公众号上预约更容易。'],
    ];
    POSTS.forEach(([gid, title, content, top], i) => {
      const ms = members(gid);
      const pid = Number(addPost.run(gid, ms[(i + 2) % ms.length], title, content, top ?? 0, at(20 - i), at(20 - i, 5)).lastInsertRowid);
      addReply.run('post', pid, gid, ms[(i + 3) % ms.length], '收到，谢谢分享！', at(20 - i, 5));
    });

    const addQuestion = db.prepare('INSERT INTO same_questions (group_id, user_id, title, content, answer, answer_by, answered_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    addQuestion.run(1, 2, '去年维修基金用在哪里', '请公示去年维修基金的使用明细，特别是电梯维修的费用。', '明细已在东门公告栏张贴，电梯维修共支出 8.6 万元，发票可到物业查阅。', 4, at(9), at(10));
    addQuestion.run(1, 7, '绿化带改停车位谁决定的', '南侧绿化带被改成停车位，事先没有征求业主意见。', '', null, null, at(3));
    addQuestion.run(7, 13, '校服费用如何收取', '今年校服费用比去年高，是否有明细？', '校服由家委会比价采购，明细已发到各班群。', 10, at(4), at(5));

    const addNotice = db.prepare('INSERT INTO same_notices (group_id, user_id, title, content, created_at) VALUES (?, ?, ?, ?, ?)');
    addNotice.run(1, 4, '停水通知', '本周三 9:00–12:00 检修二次供水管道，届时全小区停水，请提前储水。', at(2));
    addNotice.run(1, 1, '业主大会议程', '本月底召开业主大会，议程：物业选聘、充电桩建设、公共收益公示。', at(6));
    addNotice.run(4, 7, '场地费调整', '下月起场地费每人每次 15 元。', at(8));

    const addProposal = db.prepare("INSERT INTO same_proposals (group_id, user_id, title, content, status, created_at) VALUES (?, ?, ?, ?, 'waiting', ?)");
    addProposal.run(1, 2, '增设快递柜', '建议在 2 号门岗旁增设一组快递柜，方便上班族取件。', at(2));
    addProposal.run(1, 10, '儿童游乐区加装遮阳棚', '夏天游乐设施太晒，建议加装遮阳棚。', at(1));

    const addGuest = db.prepare('INSERT INTO same_guests (group_id, guest_id, guest_title, title, intro, starts_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const addAsk = db.prepare('INSERT INTO same_guest_questions (session_id, user_id, content, answer, answered_at, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    const sid = Number(addGuest.run(1, 10, '物业项目经理', '物业经理答业主问', '物业项目经理做客业主群，回答停车、保洁、维修等问题。', at(5, -2), at(7)).lastInsertRowid);
    addAsk.run(sid, 2, '地下车库的灯坏了好几盏，什么时候修？', '已安排电工本周内全部更换为 LED 灯。', at(5), at(6));
    addAsk.run(sid, 7, '垃圾分类亭的清运时间能调整吗？', '改为早 7 点、晚 8 点各清运一次。', at(5), at(6));
    // demo is the invited guest of a session in another group, with a question waiting for the answer
    const law = Number(addGuest.run(2, 1, '社区法律顾问', '法律顾问谈邻里纠纷', '楼上漏水、噪音扰民、占用公共空间，邻里纠纷怎么处理？', at(1, -3), at(3)).lastInsertRowid);
    addAsk.run(law, 5, '楼上装修漏水到我家，物业不管怎么办？', '', null, at(2));
  },
};
