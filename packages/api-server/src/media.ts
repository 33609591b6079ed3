import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyError, FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './http/context.js';
import { GIFTS } from './seed/pools.js';
import { registerTiles } from './tiles/index.js';

/** Shipped media (the sample video) lives in the package's media/ folder, next to src/ and dist/. */
export const MEDIA_DIR = fileURLToPath(new URL('../media/', import.meta.url));

const KINDS: Record<string, { w: number; h: number; label: string }> = {
  cover: { w: 640, h: 360, label: '课件' },
  kewu: { w: 640, h: 360, label: '课务' },
  photo: { w: 300, h: 400, label: '照片' },
  avatar: { w: 120, h: 120, label: '' },
  school: { w: 800, h: 450, label: '校园' },
  cert: { w: 600, h: 420, label: '证书' },
  news: { w: 640, h: 400, label: '校园动态' },
  info: { w: 800, h: 500, label: '资讯' },
  banner: { w: 1920, h: 500, label: '' },
  'banner-small': { w: 800, h: 300, label: '' },
  gift: { w: 160, h: 160, label: '' },
  tour: { w: 800, h: 500, label: '旅游' },
  ad: { w: 600, h: 200, label: '广告' },
  tj: { w: 400, h: 300, label: '推荐' },
  house: { w: 800, h: 600, label: '房源' },
  huxing: { w: 600, h: 600, label: '户型图' },
  car: { w: 800, h: 600, label: '车辆' },
  ship: { w: 800, h: 600, label: '船舶' },
  idle: { w: 800, h: 800, label: '闲置' },
  goods: { w: 600, h: 600, label: '商品' },
  shop: { w: 200, h: 200, label: '店铺' },
  brand: { w: 200, h: 100, label: '品牌' },
  logistics: { w: 800, h: 600, label: '物流' },
  lovegift: { w: 160, h: 160, label: '礼物' },
};

const CERT_LABELS: Record<string, string> = { school: '办学许可证', guide: '办学许可证', piwen: '批准文件', gpiwen: '批准文件', diploma: '毕业证书', id: '身份证明（已打码）' };

function hue(seed: string, offset = 0): number {
  return (createHash('md5').update(seed).digest().readUInt16BE(offset) % 360);
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** Deterministic placeholder artwork: same kind + name → same bytes. */
export function renderSvg(kind: string, name: string): string | undefined {
  const spec = KINDS[kind];
  if (!spec || !/^[\w-]{1,40}$/.test(name)) return undefined;
  const { w, h } = spec;
  const seed = `${kind}/${name}`;
  const h1 = hue(seed);
  const h2 = (h1 + 40 + (hue(seed, 2) % 80)) % 360;
  const bg = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1},62%,58%)"/><stop offset="1" stop-color="hsl(${h2},58%,42%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
  let body = '';
  const font = `font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif"`;
  if (kind === 'avatar' || kind === 'photo') {
    const cx = w / 2;
    const r = Math.min(w, h) * 0.2;
    body = `<circle cx="${cx}" cy="${h * 0.38}" r="${r}" fill="rgba(255,255,255,.85)"/><ellipse cx="${cx}" cy="${h * 0.95}" rx="${w * 0.38}" ry="${h * 0.32}" fill="rgba(255,255,255,.85)"/>`;
  } else if (kind === 'gift') {
    // a drawn flower with the gift's name (no emoji: fonts for them are not guaranteed)
    const label = GIFTS[((Number(name) || 1) - 1) % GIFTS.length]!.name;
    const petals = [0, 72, 144, 216, 288]
      .map((a) => `<circle cx="${80 + 26 * Math.cos((a * Math.PI) / 180)}" cy="${62 + 26 * Math.sin((a * Math.PI) / 180)}" r="20" fill="rgba(255,255,255,.85)"/>`)
      .join('');
    body = `${petals}<circle cx="80" cy="62" r="14" fill="hsl(${h2},70%,45%)"/><text x="50%" y="142" text-anchor="middle" ${font} font-size="24" fill="#fff" font-weight="700">${esc(label)}</text>`;
  } else {
    const waves = [0.62, 0.74, 0.86]
      .map((y, i) => `<path d="M0 ${h * y} Q ${w * 0.25} ${h * (y - 0.08)} ${w * 0.5} ${h * y} T ${w} ${h * y} V ${h} H 0 Z" fill="rgba(255,255,255,${0.12 + i * 0.06})"/>`)
      .join('');
    const prefix = name.split('-')[0] ?? '';
    const label = kind === 'cert' ? (CERT_LABELS[prefix] ?? spec.label) : spec.label;
    const text = label ? `<text x="50%" y="42%" text-anchor="middle" dominant-baseline="middle" ${font} font-size="${Math.round(h / 7)}" fill="#fff" font-weight="700">${esc(label)}</text><text x="50%" y="58%" text-anchor="middle" ${font} font-size="${Math.round(h / 16)}" fill="rgba(255,255,255,.85)">No. ${esc(name)}</text>` : '';
    body = waves + text;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${bg}${body}</svg>`;
}

function courseDoc(ctx: AppContext, id: number): string | undefined {
  const row = ctx.db.prepare('SELECT c.title, c.jianjie, t.realname FROM courseware c JOIN teachers t ON t.id = c.teacher_id WHERE c.id = ? AND c.type = 1').get(id) as
    | { title: string; jianjie: string; realname: string }
    | undefined;
  if (!row) return undefined;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(row.title)}</title>
<style>body{font-family:"Noto Sans CJK SC",sans-serif;max-width:760px;margin:2em auto;padding:0 1em;line-height:1.8;color:#222}h1{font-size:1.5em}</style></head>
<body><h1>${esc(row.title)}</h1><p>主讲：${esc(row.realname)}老师</p>${row.jianjie}
<h2>一、知识要点</h2><p>本讲义梳理本节核心概念、常见题型与易错点，建议先独立完成例题再对照解析。</p>
<h2>二、例题精讲</h2><p>例 1：请结合课堂所学，写出解题思路并给出完整步骤。</p>
<h2>三、课后练习</h2><ol><li>基础巩固题 5 道</li><li>能力提升题 3 道</li><li>拓展思考题 1 道</li></ol></body></html>`;
}

/** The demo "own website" of a school, guide or teacher, so no seeded link leaves the server. */
function miniSite(ctx: AppContext, kind: string, id: number): string | undefined {
  const row =
    kind === 'teacher'
      ? (ctx.db.prepare("SELECT realname || '老师' AS name, jianli AS intro FROM teachers WHERE id = ?").get(id) as { name: string; intro: string } | undefined)
      : kind === 'school' || kind === 'guide'
        ? (ctx.db.prepare('SELECT schoolname AS name, jianjie AS intro FROM institutions WHERE stype = ? AND id = ?').get(kind === 'school' ? 1 : 2, id) as
            | { name: string; intro: string }
            | undefined)
        : undefined;
  if (!row) return undefined;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(row.name)}</title>
<style>body{font-family:"Noto Sans CJK SC",sans-serif;max-width:760px;margin:2em auto;padding:0 1em;line-height:1.8;color:#222}</style></head>
<body><h1>${esc(row.name)}</h1>${row.intro}<p>（演示站点，由 @wz/api-server 生成）</p></body></html>`;
}

/** The demo page of a seeded directory site (daohang), naming the real address it stands for; member text as text. */
function directorySite(ctx: AppContext, id: number): string | undefined {
  const row = ctx.db.prepare("SELECT name, jianjie, homepage FROM daohang_sites WHERE id = ? AND status = 'listed' AND homepage != ''").get(id) as
    | { name: string; jianjie: string; homepage: string }
    | undefined;
  if (!row) return undefined;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(row.name)}</title>
<style>body{font-family:"Noto Sans CJK SC",sans-serif;max-width:760px;margin:2em auto;padding:0 1em;line-height:1.8;color:#222}</style></head>
<body><h1>${esc(row.name)}</h1><p>${esc(row.jianjie)}</p><p>正式站点：${esc(row.homepage)}</p><p>（演示站点，由 @wz/api-server 生成）</p></body></html>`;
}

/** Media and demo sites in their own scope: a bad or traversing path is HTTP 404, never an API envelope. */
export async function registerMedia(root: FastifyInstance, ctx: AppContext): Promise<void> {
  await root.register(async (app) => {
    app.setErrorHandler((err: FastifyError, _req, reply) => {
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      throw err;
    });
    await mediaRoutes(app, ctx);
    registerTiles(app);
  });
}

async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { kind: string; id: string } }>('/site/:kind/:id', async (req, reply) => {
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : undefined;
    const html = id === undefined ? undefined : req.params.kind === 'daohang' ? directorySite(ctx, id) : miniSite(ctx, req.params.kind, id);
    if (!html) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type('text/html; charset=utf-8').send(html);
  });

  await app.register(fastifyStatic, { root: MEDIA_DIR, prefix: '/media/', decorateReply: false, maxAge: 3600_000, index: false });

  app.get<{ Params: { kind: string; file: string } }>('/media/img/:kind/:file', async (req, reply) => {
    const m = /^(.+)\.svg$/.exec(req.params.file);
    const svg = m ? renderSvg(req.params.kind, m[1]!) : undefined;
    if (!svg) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  app.get<{ Params: { file: string } }>('/media/qr/:file', async (req, reply) => {
    const m = /^([a-z0-9-]{1,40})\.png$/.exec(req.params.file);
    if (!m) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    // loaded on first use: keeps it off the cold-start path
    const { default: QRCode } = await import('qrcode');
    const png = await QRCode.toBuffer(`${ctx.publicUrl()}/app/${m[1]}`, { width: 240, margin: 1, errorCorrectionLevel: 'M' });
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });

  app.get<{ Params: { file: string } }>('/media/doc/:file', async (req, reply) => {
    const m = /^(\d{1,9})\.html$/.exec(req.params.file);
    const html = m ? courseDoc(ctx, Number(m[1])) : undefined;
    if (!html) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
