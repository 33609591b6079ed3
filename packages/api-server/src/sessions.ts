import { randomBytes } from 'node:crypto';
import type { AppContext, SessionUser } from './context.js';
import { abs } from './context.js';

export interface SessionRow {
  token: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  renewed_token: string | null;
  /** The first token of the renewal chain (null on rows older than migration 4 that were never renewed). */
  family: string | null;
}

/** A new session; a renewal passes the chain's family so logout can end the whole chain. */
export function createSession(ctx: AppContext, userId: number, family?: string): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = now + ctx.config.tokenTtlSeconds;
  ctx.db.prepare('INSERT INTO sessions (token, user_id, created_at, expires_at, family) VALUES (?, ?, ?, ?, ?)').run(token, userId, now, expiresAt, family ?? token);
  return { token, expiresAt };
}

export type TokenCheck =
  | { ok: true; user: SessionUser; session: SessionRow }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' };

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : undefined;
}

export function checkToken(ctx: AppContext, token: string | undefined): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const session = ctx.db.prepare('SELECT token, user_id, created_at, expires_at, renewed_token, family FROM sessions WHERE token = ?').get(token) as SessionRow | undefined;
  if (!session) return { ok: false, reason: 'unknown' };
  if (session.expires_at <= ctx.now()) return { ok: false, reason: 'expired' };
  const user = ctx.db.prepare('SELECT id, username, nickname, phone, avatar FROM users WHERE id = ?').get(session.user_id) as SessionUser | undefined;
  if (!user) return { ok: false, reason: 'unknown' };
  return { ok: true, user, session };
}

/**
 * A session in its last third gets a fresh token (sent as `newtoken`); the old one stays valid until
 * its own expiry so requests already in flight do not fail.
 */
export function maybeRenew(ctx: AppContext, session: SessionRow): string | undefined {
  const remaining = session.expires_at - ctx.now();
  if (remaining > ctx.config.tokenTtlSeconds / 3) return undefined;
  // requests in flight with the old token all receive the same successor
  if (session.renewed_token) {
    const next = ctx.db.prepare('SELECT expires_at FROM sessions WHERE token = ?').get(session.renewed_token) as { expires_at: number } | undefined;
    if (next && next.expires_at - ctx.now() > ctx.config.tokenTtlSeconds / 3) return session.renewed_token;
  }
  const { token } = createSession(ctx, session.user_id, session.family ?? session.token);
  ctx.db.prepare('UPDATE sessions SET renewed_token = ? WHERE token = ?').run(token, session.token);
  return token;
}

/** Logout: every token of the session's renewal chain, older and newer, stops working. */
export function endSessionChain(ctx: AppContext, token: string): void {
  const row = ctx.db.prepare('SELECT family FROM sessions WHERE token = ?').get(token) as { family: string | null } | undefined;
  const family = row?.family ?? token;
  ctx.db.prepare('DELETE FROM sessions WHERE family = ? OR token = ? OR token = ?').run(family, family, token);
}

export function deleteExpiredSessions(ctx: AppContext): void {
  ctx.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(ctx.now() - 86400);
}

export function userInfo(ctx: AppContext, u: SessionUser) {
  const phone = u.phone ?? '';
  // the contract answers a masked number (138****0001)
  return { id: u.id, username: u.username, nickname: u.nickname, phone: phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone, avatar: abs(ctx, u.avatar) };
}
