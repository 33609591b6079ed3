import type { AppContext } from '../../http/context.js';

/** Wrong passwords for one account (user name or phone as typed) before it waits. */
export const LOGIN_MAX_PER_ACCOUNT = 5;
/** Wrong passwords from one client (remote address), whatever the account, before it waits. */
export const LOGIN_MAX_PER_CLIENT = 20;
/** The window the failures are counted in, and the longest wait. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Keys kept per kind; beyond it the expired ones are dropped, then the oldest window. */
const MAX_KEYS = 100_000;

export const accountLockedMessage = (seconds: number) =>
  `密码错误次数过多，请 ${Math.max(1, Math.ceil(seconds / 60))} 分钟后再试`;
export const clientLockedMessage = (seconds: number) =>
  `登录尝试过于频繁，请 ${Math.max(1, Math.ceil(seconds / 60))} 分钟后再试`;

interface Window {
  start: number;
  failures: number;
}

class FailureCounter {
  private readonly windows = new Map<string, Window>();
  constructor(private readonly max: number) {}

  /** Seconds to wait before this key may try again (0: it may). */
  wait(key: string, now: number): number {
    const w = this.windows.get(key);
    if (!w) return 0;
    if (now - w.start >= LOGIN_WINDOW_SECONDS) {
      this.windows.delete(key);
      return 0;
    }
    return w.failures >= this.max ? w.start + LOGIN_WINDOW_SECONDS - now : 0;
  }

  /** Counts a failure; answers the seconds to wait when this one reached the limit. */
  fail(key: string, now: number): number {
    let w = this.windows.get(key);
    if (!w || now - w.start >= LOGIN_WINDOW_SECONDS) {
      if (!w && this.windows.size >= MAX_KEYS) this.prune(now);
      w = { start: now, failures: 0 };
      this.windows.set(key, w);
    }
    w.failures += 1;
    return w.failures >= this.max ? w.start + LOGIN_WINDOW_SECONDS - now : 0;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= LOGIN_WINDOW_SECONDS) this.windows.delete(k);
    // still full: the oldest windows go (Map keeps insertion order)
    for (const k of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(k);
    }
  }
}

/**
 * Password login attempts, limited per account and per client as the SMS codes are. Kept in memory per
 * server (a restart forgets it). Unknown accounts count like known ones, so the answers tell nothing about
 * which names exist; a locked account or client is refused before the password is hashed.
 */
export class LoginLimits {
  private readonly accounts = new FailureCounter(LOGIN_MAX_PER_ACCOUNT);
  private readonly clients = new FailureCounter(LOGIN_MAX_PER_CLIENT);

  /** The refusal message when this account or client must wait, else undefined. */
  check(account: string, client: string, now: number): string | undefined {
    const byAccount = this.accounts.wait(accountKey(account), now);
    if (byAccount > 0) return accountLockedMessage(byAccount);
    const byClient = this.clients.wait(client, now);
    if (byClient > 0) return clientLockedMessage(byClient);
    return undefined;
  }

  /** Counts a wrong password; the message to answer instead of the usual one when a limit was reached. */
  failed(account: string, client: string, now: number): string | undefined {
    const byAccount = this.accounts.fail(accountKey(account), now);
    const byClient = this.clients.fail(client, now);
    if (byAccount > 0) return accountLockedMessage(byAccount);
    if (byClient > 0) return clientLockedMessage(byClient);
    return undefined;
  }

  /** A right password: the account's count starts again (the client's stays). */
  succeeded(account: string): void {
    this.accounts.clear(accountKey(account));
  }
}

const accountKey = (account: string) => account.trim().toLowerCase();

const perServer = new WeakMap<AppContext, LoginLimits>();
/** The limits of one server (tests run many servers in one process). */
export function loginLimits(ctx: AppContext): LoginLimits {
  let limits = perServer.get(ctx);
  if (!limits) perServer.set(ctx, (limits = new LoginLimits()));
  return limits;
}
