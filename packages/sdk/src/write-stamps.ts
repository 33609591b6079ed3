/**
 * Timestamps for signed writes. The api-server accepts a signed write once (a replay is refused), and
 * timestamps have one-second resolution: a deliberate repeat of the same write within a second (like, then
 * unlike) would sign alike. Such a repeat gets the next second instead (the server accepts timestamps
 * up to CLOCK_SKEW_SECONDS ahead), so every call is its own signed request.
 */
export function writeStamps(): (write: string, nowSeconds: number) => number {
  const last = new Map<string, number>();
  return (write, nowSeconds) => {
    const previous = last.get(write);
    const stamp = previous !== undefined && previous >= nowSeconds ? previous + 1 : nowSeconds;
    // entries stamped before this second can no longer collide
    if (last.size >= 64) for (const [k, v] of last) if (v < nowSeconds) last.delete(k);
    last.set(write, stamp);
    return stamp;
  };
}
