import { randomBytes } from 'node:crypto';
import type { AppContext, SessionUser } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { abs, fail, intParam, ok, ParamError, strParam } from '../../http/context.js';
import { hashPassword, verifyPassword } from '../../http/password.js';
import { bearerToken, createSession, endSessionChain, userInfo } from '../../http/sessions.js';
import { searchHandlers } from './search.js';
import { loginLimits } from './login-limits.js';
import { checkSmsCode, consumeSmsCode, PHONE_RE, sendSmsCode } from './sms-codes.js';

const QR_TTL = 300;

function findUserByLogin(ctx: AppContext, login: string) {
  return ctx.db
    .prepare('SELECT id, username, nickname, phone, avatar, password_hash FROM users WHERE username = ? OR phone = ? ORDER BY id LIMIT 1')
    .get(login, login) as (SessionUser & { password_hash: string }) | undefined;
}

function loginResult(ctx: AppContext, user: SessionUser, msg: string) {
  const { token } = createSession(ctx, user.id);
  return ok({ token, userInfo: userInfo(ctx, user) }, msg);
}

type CatRow = { id: number; menu_id: number; pid: number; name: string; url: string };

function categoryTree(rows: CatRow[]) {
  const byPid = new Map<number, CatRow[]>();
  for (const r of rows) byPid.set(r.pid, [...(byPid.get(r.pid) ?? []), r]);
  const build = (pid: number): Schema<'CategoryNode'>[] =>
    (byPid.get(pid) ?? []).map((r) => ({ id: r.id, name: r.name, children: build(r.id) }));
  return build(0);
}

function menuByEn(ctx: AppContext, menuEn: string) {
  return ctx.db.prepare('SELECT id, menu_en, menu_cn, url FROM menus WHERE menu_en = ?').get(menuEn) as
    | { id: number; menu_en: string; menu_cn: string; url: string }
    | undefined;
}

export const shellHandlers: SectionHandlers<'shell'> = {
  async login(ctx, p, req) {
    const login = strParam(p, 'username').trim();
    const password = strParam(p, 'password');
    // attempts per account and per client (OPERATIONS.md): a locked one is refused before the hash
    const limits = loginLimits(ctx);
    const locked = limits.check(login, req.ip, ctx.now());
    if (locked) return fail(201, locked);
    const user = findUserByLogin(ctx, login);
    // one scrypt whether the user is unknown, has no usable hash or has one: timing reveals no usernames
    const okPw = await verifyPassword(password, user?.password_hash);
    if (!user || !okPw) return fail(201, limits.failed(login, req.ip, ctx.now()) ?? '用户名或密码错误');
    limits.succeeded(login);
    return loginResult(ctx, user, '登录成功');
  },

  async register(ctx, p) {
    const phone = strParam(p, 'phone');
    const code = strParam(p, 'code');
    const password = strParam(p, 'password');
    if (!PHONE_RE.test(phone)) return fail(201, '请输入正确的手机号');
    if (password.length < 6) return fail(201, '密码至少 6 位');
    // the contract: the phone number is the username when none is given
    const username = strParam(p, 'username', '').trim() || phone;
    const nickname = strParam(p, 'nickname', '').trim();
    if (ctx.db.prepare('SELECT 1 FROM users WHERE phone = ?').get(phone)) return fail(201, '该手机号已注册');
    if (ctx.db.prepare('SELECT 1 FROM users WHERE username = ?').get(username)) return fail(201, '该用户名已被使用');
    const sms = checkSmsCode(ctx, phone, 'reg', code);
    if (!sms.ok) return fail(201, sms.msg);
    const hash = await hashPassword(password);
    // re-check inside the transaction: another request may have registered the phone while we hashed
    const user = ctx.db.transaction(() => {
      if (ctx.db.prepare('SELECT 1 FROM users WHERE phone = ? OR username = ?').get(phone, username)) return undefined;
      const res = ctx.db
        .prepare('INSERT INTO users (username, nickname, phone, avatar, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(username, nickname, phone, '', hash, ctx.now());
      const id = Number(res.lastInsertRowid);
      ctx.db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(`/media/img/avatar/${id}.svg`, id);
      consumeSmsCode(ctx, sms.id);
      return { id, username, nickname, phone, avatar: `/media/img/avatar/${id}.svg` };
    })();
    if (!user) return fail(201, '该手机号已注册');
    return loginResult(ctx, user, '注册成功');
  },

  sendRegSms: (ctx, p) => sendSmsCode(ctx, strParam(p, 'phone'), 'reg'),
  sendForgetSms: (ctx, p) => sendSmsCode(ctx, strParam(p, 'phone'), 'forget'),

  async forgetPassword(ctx, p) {
    const phone = strParam(p, 'phone');
    const code = strParam(p, 'code');
    const password = strParam(p, 'password');
    if (password.length < 6) return fail(201, '密码至少 6 位');
    const user = ctx.db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined;
    if (!user) return fail(201, '该手机号未注册');
    const sms = checkSmsCode(ctx, phone, 'forget', code);
    if (!sms.ok) return fail(201, sms.msg);
    const hash = await hashPassword(password);
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, user.id);
      consumeSmsCode(ctx, sms.id);
      // a password reset signs every device out
      ctx.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id);
    })();
    return ok(null, '密码已重置，请重新登录');
  },

  loginout(ctx, _p, req) {
    const token = bearerToken(req.headers.authorization);
    if (token) endSessionChain(ctx, token);
    req.newToken = undefined;
    return ok(null, '退出成功');
  },

  banner(ctx, p) {
    const belong = intParam(p, 'belong_id', 0);
    const style = p.style === 'big' || p.style === 'small' ? p.style : undefined;
    type BannerRow = Omit<Schema<'BannerItem'>, 'titlefont'> & { style: 'big' | 'small'; titlefont: string };
    let rows = ctx.db.prepare('SELECT * FROM banners WHERE belong_id = ? ORDER BY sort, id').all(belong) as BannerRow[];
    if (style) rows = rows.filter((r) => r.style === style);
    const answerStyle = style ?? rows[0]?.style ?? (belong === 0 ? 'big' : 'small');
    return ok({
      style: answerStyle,
      list: rows.map((r) => ({
        id: r.id, type: r.type, title: r.title, coverimg: abs(ctx, r.coverimg), titleshow: r.titleshow, titlepos: r.titlepos,
        titlecolor: r.titlecolor, titlefont: Number(r.titlefont), jumplinktype: r.jumplinktype, jumplink: r.jumplink.startsWith('/media/') ? abs(ctx, r.jumplink) : r.jumplink,
        videoways: r.videoways, videourl: abs(ctx, r.videourl),
      })),
    });
  },

  getAppcode(ctx) {
    const rows = ctx.db.prepare('SELECT title, mark, pic FROM app_codes ORDER BY id').all() as { title: string; mark: string; pic: string }[];
    return ok(rows.map((r) => ({ ...r, pic: abs(ctx, r.pic) })));
  },

  getClientCity() {
    // no GeoIP offline: every client is placed in the default region (the spec's fallback is Nanjing, Jiangsu)
    return ok({ address: '中国 江苏省 南京市', province: '江苏省', city: '南京市', province_code: '320000', city_code: '320100' });
  },

  getRegionList(ctx, p) {
    const pid = strParam(p, 'pid', '0');
    return ok(ctx.db.prepare('SELECT code, name FROM regions WHERE pid = ? ORDER BY code').all(pid) as Schema<'Region'>[]);
  },

  ...searchHandlers,

  getFirstCategory(ctx) {
    return ok(ctx.db.prepare('SELECT id, menu_en, menu_cn FROM menus ORDER BY sort').all() as Schema<'MenuItem'>[]);
  },

  getSecCategory(ctx, p) {
    const menuId = intParam(p, 'menu_id');
        // second-level entries hang under the menu, so pid is the menu id
    return ok(ctx.db.prepare('SELECT id, name, menu_id AS pid FROM categories WHERE menu_id = ? AND pid = 0 ORDER BY sort, id').all(menuId) as Schema<'SecCategory'>[]);
  },

  getCategory(ctx, p) {
    const belong = intParam(p, 'belong_id', 0);
    const rows = (belong
      ? ctx.db.prepare('SELECT id, menu_id, pid, name, url FROM categories WHERE menu_id = ? ORDER BY sort, id').all(belong)
      : ctx.db.prepare('SELECT id, menu_id, pid, name, url FROM categories ORDER BY menu_id, sort, id').all()) as CatRow[];
    return ok(categoryTree(rows));
  },

  getMainCategory(ctx) {
    const menus = ctx.db.prepare('SELECT id, menu_en FROM menus ORDER BY sort').all() as { id: number; menu_en: string }[];
    const cats = ctx.db.prepare('SELECT id, menu_id, name, url FROM categories WHERE pid = 0 ORDER BY sort, id').all() as CatRow[];
    return ok(menus.map((m) => ({ pmenu: m.menu_en, smenu: cats.filter((c) => c.menu_id === m.id).map((c) => ({ menu_id: c.id, menu_cn: c.name, url: c.url })) })));
  },

  getLeibie(ctx, p) {
    const menu = menuByEn(ctx, strParam(p, 'menu_en'));
    if (!menu) return ok([]);
    return ok(ctx.db.prepare('SELECT id, name FROM categories WHERE menu_id = ? AND pid = 0 ORDER BY sort, id').all(menu.id) as Schema<'Leibie'>[]);
  },

  getTuijianList(ctx) {
    const blocks = ctx.db.prepare('SELECT tplnum, tpltitle FROM tuijian_blocks ORDER BY sort').all() as Pick<Schema<'TuijianBlock'>, 'tplnum' | 'tpltitle'>[];
    const items = ctx.db.prepare('SELECT tplnum, title, jianjie, pic, url FROM tuijian_items ORDER BY sort, id').all() as { tplnum: string; title: string; jianjie: string; pic: string; url: string }[];
    return ok(blocks.map((b) => ({ ...b, data: items.filter((i) => i.tplnum === b.tplnum).map(({ tplnum: _t, ...i }) => ({ ...i, pic: abs(ctx, i.pic) })) })));
  },

  getLoginQrcode(ctx) {
    const key = randomBytes(16).toString('hex');
    const now = ctx.now();
    ctx.db.prepare('INSERT INTO qr_logins (key, status, created_at, expires_at) VALUES (?, 0, ?, ?)').run(key, now, now + QR_TTL);
    return ok({ key, qrcode: `${ctx.publicUrl()}/qrlogin/${key}`, expires_in: QR_TTL });
  },

  checkAjaxlogin(ctx, p) {
    const key = strParam(p, 'key');
    const row = ctx.db.prepare('SELECT status, user_id, token, expires_at FROM qr_logins WHERE key = ?').get(key) as
      | { status: Schema<'AjaxLoginStatus'>['status']; user_id: number | null; token: string | null; expires_at: number }
      | undefined;
    if (!row) return fail(404, '二维码不存在');
    // confirmed or not, a key lives QR_TTL; once its token is handed out it expires at once
    if (row.expires_at <= ctx.now()) return ok({ status: 3 as const });
    if (row.status === 2 && row.token && row.user_id) {
      const user = ctx.db.prepare('SELECT id, username, nickname, phone, avatar FROM users WHERE id = ?').get(row.user_id) as SessionUser;
      ctx.db.prepare('UPDATE qr_logins SET token = NULL, expires_at = ? WHERE key = ?').run(ctx.now(), key);
      return ok({ status: 2, token: row.token, userInfo: userInfo(ctx, user) }, '登录成功');
    }
    return ok({ status: row.status });
  },

  checkVerifyCode(ctx, p) {
    const scene = strParam(p, 'scene');
    if (scene !== 'reg' && scene !== 'forget') throw new ParamError('scene 必须是 reg 或 forget');
    return ok({ valid: checkSmsCode(ctx, strParam(p, 'phone'), scene, strParam(p, 'code')).ok });
  },

  getModuleAdvertising(ctx, p) {
    const rows = ctx.db.prepare('SELECT id, pic, title, url FROM module_ads WHERE module = ? ORDER BY id').all(strParam(p, 'module')) as { id: number; pic: string; title: string; url: string }[];
    return ok(rows.map((r) => ({ ...r, pic: abs(ctx, r.pic) })));
  },

  queryImages(ctx, p) {
    const raw = p.ids;
    const ids = (Array.isArray(raw) ? raw : typeof raw === 'string' && raw ? raw.split(',') : typeof raw === 'number' ? [raw] : [])
      .map((v) => Number(v))
      .filter((n) => Number.isSafeInteger(n));
    const rows = (ids.length
      ? ctx.db.prepare(`SELECT id, url FROM images WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`).all(...ids)
      : ctx.db.prepare('SELECT id, url FROM images ORDER BY id').all()) as { id: number; url: string }[];
    return ok(rows.map((r) => ({ id: r.id, url: abs(ctx, r.url) })));
  },
};
