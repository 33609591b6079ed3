import { useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../lib/api';
import { loadRegion, saveRegion, type Region } from '../lib/region';

/**
 * Province/city picker (spec §3 client state): default 320000/320900, saved under a local key; choosing a
 * 市辖区 (municipal district) names the area after the province, otherwise after the city.
 */
export function CityPicker() {
  const [region, setRegion] = useState<Region>(() => loadRegion());
  const [open, setOpen] = useState(false);
  const [province, setProvince] = useState(region.province);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  const provinces = useApi('getRegionList', { pid: '0' });
  const cities = useApi('getRegionList', province ? { pid: province } : null);
  const client = useApi('getClientCity', open ? {} : null);

  // Fill in the display name for the stored codes once the region lists answer.
  const storedCities = useApi('getRegionList', !region.areaName ? { pid: region.province } : null);
  useEffect(() => {
    if (region.areaName || !provinces.data || !storedCities.data) return;
    const p = provinces.data.find((r) => String(r.code) === region.province);
    const c = storedCities.data.find((r) => String(r.code) === region.city);
    if (!p || !c) return;
    const next = { ...region, areaName: c.name === '市辖区' ? p.name : c.name };
    setRegion(next);
    saveRegion(next);
  }, [region, provinces.data, storedCities.data]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function choose(cityCode: string, cityName: string) {
    const p = provinces.data?.find((r) => String(r.code) === province);
    const next: Region = {
      province,
      city: cityCode,
      areaName: cityName === '市辖区' ? (p?.name ?? cityName) : cityName,
    };
    setRegion(next);
    saveRegion(next);
    setOpen(false);
  }

  return (
    <div className="city-picker" ref={rootRef}>
      <span className="city-picker__icon" aria-hidden="true">
        ⌖
      </span>
      <button
        type="button"
        className="linklike city-picker__current"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="city-current"
        onClick={() => {
          setProvince(region.province);
          setOpen((o) => !o);
        }}
      >
        {region.areaName ?? '选择城市'}
        <span className="city-picker__switch">[切换城市]</span>
      </button>
      {open ? (
        <div className="popover city-picker__panel" id={panelId} role="dialog" aria-label="选择城市">
          {client.data ? (
            <p className="city-picker__located">
              当前定位：{client.data.province} {client.data.city}
            </p>
          ) : null}
          <label className="field">
            <span>省份</span>
            <select value={province} onChange={(e) => setProvince(e.target.value)} data-testid="city-province">
              {(provinces.data ?? []).map((p) => (
                <option key={p.code} value={String(p.code)}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <div className="city-picker__cities" role="group" aria-label="城市">
            {cities.isLoading ? <span className="skeleton skeleton--line" /> : null}
            {cities.data && cities.data.length === 0 ? (
              // A province without a city list (municipalities): the whole province is the area.
              <button
                type="button"
                className={province === region.city ? 'chip chip--active' : 'chip'}
                aria-pressed={province === region.city}
                onClick={() => choose(province, '市辖区')}
              >
                全市
              </button>
            ) : null}
            {(cities.data ?? []).map((c) => (
              <button
                key={c.code}
                type="button"
                className={String(c.code) === region.city ? 'chip chip--active' : 'chip'}
                aria-pressed={String(c.code) === region.city}
                onClick={() => choose(String(c.code), c.name)}
              >
                {c.name}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
