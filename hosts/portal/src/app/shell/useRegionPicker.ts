import { useEffect, useState } from 'react';
import { useGetRegionList } from '@wz/sdk/react';
import { setChosenCity } from '@wz/app-kit/listing';
import { useBrowserState } from '../lib/hydration';
import { areaNameFor, DEFAULT_REGION, loadRegion, pickerCities, saveRegion, type Region, type RegionOption } from '../lib/region';

/**
 * State of the header's city picker: stored region, province list, cities of the browsed province.
 * Nothing is fetched until `enabled`.
 */
export function useRegionPicker(enabled = true) {
  // The stored choice is the browser's: the server and hydration render the default, then it is read.
  const browser = useBrowserState();
  const [region, setRegion] = useState<Region>(() => (browser ? loadRegion() : { ...DEFAULT_REGION }));
  const [browsing, setBrowsing] = useState(region.province);
  useEffect(() => {
    if (browser) return;
    const stored = loadRegion();
    setRegion(stored);
    setBrowsing(stored.province);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);
  const provinces = useGetRegionList(enabled ? { pid: '0' } : null);
  const cities = useGetRegionList(enabled ? { pid: browsing } : null);
  const storedCities = useGetRegionList(
    enabled && !region.areaName ? { pid: region.province } : null,
  );

  const provinceOf = (code: string) => provinces.data?.find((p) => p.code === code);

  // Name the stored codes once the lists answer (first visit: 320000 / 320900 → 盐城市).
  useEffect(() => {
    if (region.areaName || !provinces.data || !storedCities.data) return;
    const p = provinces.data.find((r) => r.code === region.province);
    const c = pickerCities(p, storedCities.data).find((r) => r.code === region.city);
    if (!p || !c) return;
    const next = { ...region, areaName: areaNameFor(c, p) };
    setRegion(next);
    saveRegion(next);
  }, [region, provinces.data, storedCities.data]);

  function chooseCity(city: RegionOption, province: RegionOption | undefined) {
    const p = province ?? provinceOf(browsing);
    const next: Region = { province: p?.code ?? browsing, city: city.code, areaName: areaNameFor(city, p) };
    setRegion(next);
    saveRegion(next);
    // the lists follow the choice, on this page and in the server's next rendering (a cookie)
    setChosenCity(next.areaName!);
  }

  return {
    cityName: region.areaName ?? '选择城市',
    provinces: provinces.data,
    cities: pickerCities(provinceOf(browsing), cities.data),
    provinceCode: browsing,
    cityCode: region.city,
    onProvinceChange: setBrowsing,
    onCityChange: chooseCity,
  };
}
