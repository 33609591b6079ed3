/**
 * A minimal fake clock for stories' play functions (Storybook's `storybook/test` has no fake timers
 * and stories must not import vitest). Install it in a story's `beforeEach` so the component's timers
 * are created on it; `tick(ms)` runs due timers in order and then lets React commit (React's scheduler
 * uses MessageChannel, which is left real). Don't use `waitFor`/`userEvent` while it is installed:
 * they wait on `setTimeout`.
 */
export interface FakeClock {
  /** Advance virtual time, firing due timeouts/intervals, then let React render. */
  tick(ms: number): Promise<void>;
  /** Virtual milliseconds since install. */
  now(): number;
  /** Put the real timers back; timers still pending continue on the real clock. */
  uninstall(): void;
}

interface Timer {
  id: number;
  at: number;
  interval: number | null;
  fn: () => void;
}

export function installFakeClock(): FakeClock {
  const real = {
    setTimeout: window.setTimeout,
    clearTimeout: window.clearTimeout,
    setInterval: window.setInterval,
    clearInterval: window.clearInterval,
  };
  let now = 0;
  let nextId = 1_000_000_000;
  const timers = new Map<number, Timer>();
  const add = (fn: unknown, ms: unknown, interval: boolean, args: unknown[]) => {
    const id = nextId++;
    const delay = Math.max(0, Number(ms) || 0);
    const cb =
      typeof fn === 'function' ? () => (fn as (...a: unknown[]) => void)(...args) : () => {};
    timers.set(id, { id, at: now + delay, interval: interval ? Math.max(1, delay) : null, fn: cb });
    return id;
  };
  // Fake ids start high so clearing a real zero-delay timeout by id still works.
  const clear = (id: unknown) => {
    if (!timers.delete(Number(id))) real.clearTimeout.call(window, id as number);
  };
  const w = window as unknown as Record<string, unknown>;
  // Zero-delay timeouts are "run soon" hand-offs (the test runner, Storybook, userEvent use them):
  // they stay real so the page keeps working; only timers with a delay are virtual.
  w.setTimeout = (fn: unknown, ms?: unknown, ...args: unknown[]) =>
    Number(ms) > 0
      ? add(fn, ms, false, args)
      : (real.setTimeout as (h: unknown, ms: number, ...a: unknown[]) => number).call(
          window,
          fn,
          0,
          ...args,
        );
  w.setInterval = (fn: unknown, ms?: unknown, ...args: unknown[]) => add(fn, ms, true, args);
  w.clearTimeout = clear;
  w.clearInterval = clear;

  // React commits non-discrete updates and runs their effects in later macrotasks (MessageChannel);
  // a few real turns let it finish before the next timer fires.
  const turn = () => new Promise<void>((resolve) => real.setTimeout.call(window, resolve, 0));
  const flushReact = async () => {
    for (let i = 0; i < 4; i++) await turn();
  };

  return {
    now: () => now,
    async tick(ms: number) {
      const end = now + ms;
      await flushReact();
      for (;;) {
        let due: Timer | undefined;
        for (const t of timers.values()) if (t.at <= end && (!due || t.at < due.at)) due = t;
        if (!due) break;
        now = due.at;
        if (due.interval === null) timers.delete(due.id);
        else due.at += due.interval;
        due.fn();
        // Each timer's state update renders before the next one fires, as it would in real time.
        await flushReact();
      }
      now = end;
      await flushReact();
    },
    uninstall() {
      if (w.setTimeout === real.setTimeout) return;
      Object.assign(w, real);
      // Hand timers still pending back to the real clock (some belong to the page, not the story).
      for (const t of timers.values()) {
        const left = Math.max(0, t.at - now);
        if (t.interval === null) real.setTimeout.call(window, t.fn, left);
        else real.setInterval.call(window, t.fn, t.interval);
      }
      timers.clear();
    },
  };
}
