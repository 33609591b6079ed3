/**
 * Replay guard for signed writes: a sign is accepted once while its timestamp is within the window.
 * Two generations of sets rotate every 2·skew+1 seconds, so a key stays known for at least as long as its
 * timestamp is accepted (a request stamped ts is accepted from ts−skew to ts+skew). O(1) per request.
 */
import type { OperationInfo } from './partners.js';

export const MSG_REPLAY = '请求重复提交，请刷新后重试';
/** Keys per generation; beyond it the older generation is dropped early (memory stays bounded). */
export const REPLAY_MAX_KEYS = 200_000;

/**
 * Which contract operations' signed requests are single-use: the signed writes (x-effect: write), whatever
 * their method, unless marked x-replay: allowed. A write sent as GET (the mall's follow and cart steps) is
 * guarded too: a captured or resent GET would otherwise change state again (a follow toggled back, a
 * quantity 2 → 3 → 4). The SDK signs every call as its own request, GET writes included.
 */
export function guardsReplay(
  op: Pick<OperationInfo, 'effect' | 'replayAllowed' | 'signed'> | undefined,
): boolean {
  // an unsigned write (the upload bytes PUT) has no sign to remember: its one-time token guards it
  return op !== undefined && op.signed && op.effect === 'write' && !op.replayAllowed;
}

export class ReplayGuard {
  private current = new Set<string>();
  private previous = new Set<string>();
  private started: number | undefined;
  private readonly period: number;

  constructor(
    skewSeconds: number,
    private readonly maxKeys = REPLAY_MAX_KEYS,
  ) {
    this.period = 2 * Math.max(0, skewSeconds) + 1;
  }

  /** Records the key; true when it was already recorded (a replay). */
  seen(key: string, nowSeconds: number): boolean {
    this.started ??= nowSeconds;
    if (nowSeconds - this.started >= this.period || this.current.size >= this.maxKeys) {
      // two periods without a request: nothing in the older generation is still acceptable either
      this.previous = nowSeconds - this.started >= 2 * this.period ? new Set() : this.current;
      this.current = new Set();
      this.started = nowSeconds;
    }
    if (this.current.has(key) || this.previous.has(key)) return true;
    this.current.add(key);
    return false;
  }
}

/**
 * The identity of a signed write: operation, caller and sign (case-folded; the check ignores case). The
 * token is part of it because it is not signed: two members sending the same parameters in the same
 * second sign alike. Requests with an idempotency key are deduplicated by that key instead.
 */
export function replayKey(
  operationId: string,
  params: Record<string, unknown>,
  token: string | undefined,
): string | undefined {
  const key = params.idempotency_key;
  if (typeof key === 'string' && key !== '') return undefined;
  return `${operationId}\n${token ?? ''}\n${String(params.sign).toUpperCase()}`;
}
