import { DETAIL_PATHS } from './generated/listings';

/** A listing section's key: the favourites kinds. */
export type ListingKind = keyof typeof DETAIL_PATHS;

/** The portal path of an item's detail page, its `{field}`s filled from the item (`detailPath('idle', { id: 7 })`). */
export function detailPath(kind: ListingKind, item: Readonly<Record<string, string | number>>): string {
  return DETAIL_PATHS[kind].replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(item[k])));
}

export { DETAIL_PATHS };
