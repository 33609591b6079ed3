/** /tiandituh5?name (or title)&lng (or lon)&lat: the place the map was opened for. */
export const mapParams = (q: URLSearchParams) => ({
  name: q.get('name') ?? q.get('title') ?? '',
  lng: q.get('lng') ?? q.get('lon'),
  lat: q.get('lat'),
});

/** The place as numbers, when both are given and on the globe; otherwise undefined. */
export function placeOf({
  lat,
  lng,
}: {
  lat: string | null;
  lng: string | null;
}): readonly [number, number] | undefined {
  const [a, b] = [Number(lat), Number(lng)];
  if (!lat || !lng || !Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  return Math.abs(a) <= 90 && Math.abs(b) <= 180 ? [a, b] : undefined;
}

/** Where the map opens when the link names no place: the centre of 盐城 (the portal's home city). */
export const DEFAULT_CENTER: readonly [number, number] = [33.3478, 120.1633];
