/**
 * The city lists default to: the header's choice (58同城's city), kept in a cookie so the server renders
 * the same list the browser would read. A URL's `city` outranks it (a shared link keeps its city; `city=`
 * empty: every city). No cookie: every city, as before a choice. No React: the boot script uses it.
 */
export const CITY_COOKIE = 'wz_city';

/** A city name as lists compare it (盐城市, 上海市): short, no separators. */
const CITY = /^[^\s;,=]{1,12}$/;

/** The city in a Cookie header (or `document.cookie`), if it holds a plausible one. */
export function cityFromCookie(cookie: string | undefined): string | undefined {
  const raw = cookie?.split(/;\s*/).find((c) => c.startsWith(`${CITY_COOKIE}=`))?.slice(CITY_COOKIE.length + 1);
  if (!raw) return undefined;
  try {
    const city = decodeURIComponent(raw).trim();
    return CITY.test(city) ? city : undefined;
  } catch {
    return undefined;
  }
}

// The server renders one request at a time per synchronous pass: the renderer sets the request's city
// around the route's reads and the render (withServerCity), the browser reads its cookie.
let serverCity: string | undefined;
const listeners = new Set<() => void>();

/** The chosen city (cookie), whatever the URL says. */
export function chosenCity(): string | undefined {
  return typeof document === 'undefined' ? serverCity : cityFromCookie(document.cookie);
}

/** The city a list shows: the URL's `city` when it has one (empty: all), else the chosen one. */
export function listCity(search: URLSearchParams, chosen = chosenCity()): string | undefined {
  if (search.has('city')) return search.get('city')!.trim() || undefined;
  return chosen;
}

/** A list call's query with its city (left out when there is none). */
export function withListCity<Q extends object>(query: Q, search: URLSearchParams, chosen = chosenCity()): Q {
  const city = listCity(search, chosen);
  return city ? { ...query, city } : query;
}

/** Keeps the header's choice for a year (and tells the lists on the page). */
export function setChosenCity(city: string) {
  if (!CITY.test(city)) return;
  document.cookie = `${CITY_COOKIE}=${encodeURIComponent(city)}; path=/; max-age=31536000; samesite=lax`;
  for (const fn of listeners) fn();
}

export function subscribeChosenCity(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Runs `fn` (synchronous: a route's reads, one render pass) as a request from `city`'s visitor. */
export function withServerCity<T>(city: string | undefined, fn: () => T): T {
  const before = serverCity;
  serverCity = city;
  try {
    return fn();
  } finally {
    serverCity = before;
  }
}
