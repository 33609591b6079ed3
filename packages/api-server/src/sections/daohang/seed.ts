import type { SectionSeed } from '../../http/section.js';

/** The site directory's categories: four groups of three. */
export const daohangSeed: SectionSeed = {
  run: ({ db }) => {
    const addDh = db.prepare('INSERT INTO daohang_categories (id, pid, name, sort) VALUES (?, ?, ?, ?)');
    const dh: [string, string[]][] = [['政务服务', ['政府网站', '办事大厅', '公积金']], ['生活服务', ['天气', '快递查询', '医院挂号']], ['教育学习', ['在线课堂', '考试报名', '图书馆']], ['休闲娱乐', ['影视', '音乐', '游戏']]];
    let dhId = 0;
    dh.forEach(([name, kids], i) => {
      const pid = ++dhId;
      addDh.run(pid, 0, name, i);
      kids.forEach((k, c) => addDh.run(++dhId, pid, k, c));
    });
  },
};
