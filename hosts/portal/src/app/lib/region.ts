/** The visitor's chosen region (spec §3): province and city codes, default 320000 / 320900. */
export interface Region {
  province: string;
  city: string;
  /** City name, or the province name when the city is a 市辖区. Filled once the region list answers. */
  areaName?: string;
}

export const REGION_KEY = 'region';
export const DEFAULT_REGION: Region = { province: '320000', city: '320900' };

export function loadRegion(): Region {
  try {
    const raw = localStorage.getItem(REGION_KEY);
    if (!raw) return { ...DEFAULT_REGION };
    const parsed = JSON.parse(raw) as Partial<Region>;
    if (typeof parsed.province === 'string' && typeof parsed.city === 'string') {
      return {
        province: parsed.province,
        city: parsed.city,
        ...(typeof parsed.areaName === 'string' ? { areaName: parsed.areaName } : {}),
      };
    }
  } catch {
    // Corrupt or unavailable storage: fall back to the default region.
  }
  return { ...DEFAULT_REGION };
}

export function saveRegion(region: Region) {
  try {
    localStorage.setItem(REGION_KEY, JSON.stringify(region));
  } catch {
    // Storage full or disabled: the choice lasts for this page only.
  }
}

export interface RegionOption {
  code: string;
  name: string;
}

/**
 * The area name for a choice (spec §3): a 市辖区 (municipal district) is named after its province,
 * anything else after the city.
 */
export function areaNameFor(city: RegionOption, province: RegionOption | undefined): string {
  return city.name === '市辖区' ? (province?.name ?? city.name) : city.name;
}

/**
 * Cities of a province for the picker. A province the region list gives no cities for (the
 * municipalities) is offered as its own 市辖区, so choosing it names the area after the province.
 */
export function pickerCities(province: RegionOption | undefined, cities: RegionOption[] | undefined): RegionOption[] {
  if (!cities) return [];
  if (cities.length === 0 && province) return [{ code: province.code, name: '市辖区' }];
  return cities;
}
