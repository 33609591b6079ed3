import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Button } from '@wz/ui';

type Side = 'from' | 'to';

/** One side's province and city drop-downs (names in the URL, as the list call takes them). */
function Place({ side, search, onSearch }: { side: Side; search: URLSearchParams; onSearch: (next: URLSearchParams) => void }) {
  const label = side === 'from' ? '出发' : '到达';
  const province = search.get(`${side}_province`) ?? '';
  const city = search.get(`${side}_city`) ?? '';
  const provinces = useRead(reads.getRegionList({ pid: '0' })).data ?? [];
  const code = provinces.find((p) => p.name === province)?.code;
  const cities = useRead(code ? reads.getRegionList({ pid: code }) : null).data ?? [];
  const set = (values: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    onSearch(next);
  };
  return (
    <span className="logistics-route__place">
      <select aria-label={`${label}省份`} value={province} onChange={(e) => set({ [`${side}_province`]: e.target.value, [`${side}_city`]: '' })}>
        <option value="">{`${label}省份`}</option>
        {provinces.map((p) => (
          <option key={p.code} value={p.name}>{p.name}</option>
        ))}
        {province && !provinces.some((p) => p.name === province) ? <option value={province}>{province}</option> : null}
      </select>
      <select aria-label={`${label}城市`} value={city} disabled={!cities.length && !city} onChange={(e) => set({ [`${side}_city`]: e.target.value })}>
        <option value="">{`${label}城市`}</option>
        {cities.map((c) => (
          <option key={c.code} value={c.name}>{c.name}</option>
        ))}
        {city && !cities.some((c) => c.name === city) ? <option value={city}>{city}</option> : null}
      </select>
    </span>
  );
}

/** Origin → destination, the first filter of a freight board; ⇄ swaps them (the return trip). */
export function RouteFilter({ search, onSearch }: { search: URLSearchParams; onSearch: (next: URLSearchParams) => void }) {
  const swap = () => {
    const next = new URLSearchParams(search);
    for (const part of ['province', 'city']) {
      const from = search.get(`from_${part}`);
      const to = search.get(`to_${part}`);
      if (to) next.set(`from_${part}`, to);
      else next.delete(`from_${part}`);
      if (from) next.set(`to_${part}`, from);
      else next.delete(`to_${part}`);
    }
    next.delete('page');
    onSearch(next);
  };
  return (
    <div className="logistics-route" role="group" aria-label="线路">
      <span className="logistics-route__label">线路</span>
      <Place side="from" search={search} onSearch={onSearch} />
      <Button size="sm" variant="ghost" onClick={swap} aria-label="交换出发地和目的地">⇄</Button>
      <Place side="to" search={search} onSearch={onSearch} />
    </div>
  );
}
