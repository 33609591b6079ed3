// The shell's demo data: menus, categories, banners, app codes, ads, pictures, recommendation blocks, regions,
// (the search index is built from the sections' descriptions: http/search.ts).
import type { SectionSeed } from '../../http/section.js';
import * as P from '../../seed/pools.js';

export const shellSeed: SectionSeed = {
  // the recommendation blocks read the teachers, courseware and tours seeded before
  after: ['education', 'tour'],
  run: ({ db }) => {
    const ins = (sql: string) => db.prepare(sql);
    const addMenu = ins('INSERT INTO menus (id, menu_en, menu_cn, url, sort) VALUES (?, ?, ?, ?, ?)');
    P.MENUS.forEach((m, i) => addMenu.run(i + 1, m.en, m.cn, m.url, i));
    const addCat = ins('INSERT INTO categories (menu_id, pid, name, url, sort) VALUES (?, ?, ?, ?, ?)');
    P.MENUS.forEach((m, i) => {
      const names = P.SECTION_CATEGORIES[m.en] ?? [];
      names.forEach((name, k) => {
        const res = addCat.run(i + 1, 0, name, `${m.url}?category=${k + 1}`, k);
        const parent = Number(res.lastInsertRowid);
        const children = m.en === 'education' && name === '学科辅导' ? P.SUBJECTS.slice(0, 8) : [`${name}·热门`, `${name}·最新`];
        children.forEach((child, c) => addCat.run(i + 1, parent, child, `${m.url}?category=${parent}&sub=${c + 1}`, c));
      });
    });
    const addBanner = ins(`INSERT INTO banners (belong_id, style, type, title, coverimg, titleshow, titlepos, titlecolor, titlefont, jumplinktype, jumplink,
      videoways, videourl, sort) VALUES (@belong_id, @style, @type, @title, @coverimg, @titleshow, @titlepos, @titlecolor, @titlefont, @jumplinktype,
      @jumplink, @videoways, @videourl, @sort)`);
    const POS = ['top-left', 'bottom-left', 'top-center', 'bottom-center', 'top-right', 'bottom-right', 'center'];
    const bannerTitles = ['鹤乡盐城 · 同城生活服务平台', '名师课堂 · 免费课件随时学', '湿地之都 · 周末去哪儿玩', '2026 秋季招生季', '好房优选 · 安家盐城'];
    let bannerN = 0;
    const banner = (belong: number, style: 'big' | 'small', k: number, video: boolean) => {
      bannerN++;
      addBanner.run({
        belong_id: belong, style, type: video ? '视频' : '图片', title: bannerTitles[(belong + k) % bannerTitles.length],
        coverimg: `/media/img/${style === 'big' ? 'banner' : 'banner-small'}/${bannerN}.svg`, titleshow: k === 2 ? 0 : 1, titlepos: POS[(belong + k) % POS.length],
        titlecolor: k % 2 === 0 ? '#ffffff' : '#1f2d3d', titlefont: k % 2 === 0 ? 28 : 22, jumplinktype: video ? 0 : 1,
        jumplink: video ? (k === 3 ? '/media/sample.mp4' : '') : P.MENUS[(belong + k) % 15]!.url, videoways: video ? (k === 3 ? 2 : 1) : 0,
        videourl: video ? '/media/sample.mp4' : '', sort: k,
      });
    };
    for (let k = 0; k < 5; k++) banner(0, 'big', k, k === 1 || k === 3);
    for (let m = 1; m <= 16; m++) for (let k = 0; k < 4; k++) banner(m, 'small', k, k === 1);
    const addCode = ins('INSERT INTO app_codes (title, mark, pic) VALUES (?, ?, ?)');
    // mark: the caption under the code
    addCode.run('微信公众号', '扫码关注公众号', '/media/qr/gzh.png');
    addCode.run('微信小程序', '微信扫码打开小程序', '/media/qr/xcx.png');
    addCode.run('APP 下载', '扫码下载 APP', '/media/qr/app.png');
    const addAd = ins('INSERT INTO module_ads (module, title, pic, url) VALUES (?, ?, ?, ?)');
    P.MENUS.slice(0, 15).forEach((m, i) => {
      addAd.run(m.en, `${m.cn}频道推广位`, `/media/img/ad/${i * 2 + 1}.svg`, m.url);
      addAd.run(m.en, `${m.cn}商家入驻享优惠`, `/media/img/ad/${i * 2 + 2}.svg`, m.url);
    });
    const addImage = ins('INSERT INTO images (id, url) VALUES (?, ?)');
    for (let i = 1; i <= 20; i++) addImage.run(i, `/media/img/photo/${100 + i}.svg`);
    const addTj = ins('INSERT INTO tuijian_blocks (tplnum, tpltitle, sort) VALUES (?, ?, ?)');
    const addTjItem = ins('INSERT INTO tuijian_items (tplnum, title, jianjie, pic, url, sort) VALUES (?, ?, ?, ?, ?, ?)');
    P.TJ_BLOCKS.forEach((title, i) => {
      const tpl = `TJ${String(i + 1).padStart(2, '0')}`;
      addTj.run(tpl, title, i);
      for (let k = 0; k < 6; k++) {
        const n = i * 6 + k + 1;
        if (i === 0) {
          const t = k + 1;
          const row = db.prepare('SELECT realname, position, schoolname FROM teachers WHERE id = ?').get(t) as { realname: string; position: string; schoolname: string };
          addTjItem.run(tpl, `${row.realname}老师`, `${row.schoolname} · ${row.position}`, `/media/img/photo/${t}.svg`, `/teacher/teacherDetail?id=${t}&type=3`, k);
        } else if (i === 1) {
          const row = db.prepare('SELECT id, title, type FROM courseware WHERE id = ?').get(k * 3 + 1) as { id: number; title: string; type: number };
          addTjItem.run(tpl, row.title, '热门课件，免费学习', `/media/img/cover/${row.id}.svg`, `/teacher/textCoursewareDetail?id=${row.id}&type=${row.type}`, k);
        } else if (i === 2) {
          addTjItem.run(tpl, P.SCHOOLS[k]!.name, `${P.SCHOOLS[k]!.xingzhi}${P.SCHOOLS[k]!.cengji}`, `/media/img/school/${k + 1}.svg`, `/teacher/schoolDetail?id=${k + 1}&type=1`, k);
        } else if (i === 3 && k < 5) {
          addTjItem.run(tpl, P.GUIDES[k]!.name, P.GUIDES[k]!.leibie, `/media/img/school/g${k + 1}.svg`, `/teacher/organizationDetail?id=${k + 1}&type=2`, k);
        } else if (i === 4 && k < P.TOURS.length) {
          addTjItem.run(tpl, P.TOURS[k]!.title, `${P.TOURS[k]!.address} · ${P.TOURS[k]!.days}日游`, `/media/img/tour/${k + 1}.svg`, `/tour/tour_detail?id=${k + 1}`, k);
        } else {
          const menu = P.MENUS[[11, 2, 4, 5, 14][i - 5] ?? 0]!;
          addTjItem.run(tpl, `${title}：${P.SECTION_CATEGORIES[menu.en]?.[k % 3] ?? menu.cn}精选 ${k + 1}`, `${menu.cn}频道每日更新`, `/media/img/tj/${n}.svg`, menu.url, k);
        }
      }
    });
    const addRegion = ins('INSERT INTO regions (code, pid, name) VALUES (?, ?, ?)');
    for (const [code, name] of P.PROVINCES) addRegion.run(code, '0', name);
    for (const [code, name] of P.JIANGSU_CITIES) addRegion.run(code, '320000', name);
    for (const [code, name] of P.YANCHENG_DISTRICTS) addRegion.run(code, '320900', name);
  },
};
