import type { AppContext } from '../../http/context.js';
import type { ListingRow } from '../../http/listing.js';
import type { Schema } from '../../http/section.js';
import { carshipStore, type CarshipRow } from '../carship/rows.js';
import { houseStore, type HouseRow } from '../house/rows.js';
import { idleStore, type IdleRow } from '../idle/rows.js';
import { itemStore as logisticsStore, type ItemRow as LogisticsRow } from '../logistics/rows.js';

/** What favourites need of a listing section: its rows (visible or not) with covers, and the detail page's path. */
interface FavouriteKind<Row extends ListingRow> {
  store: {
    table: string;
    visible(ctx: AppContext, id: number, userId: number | undefined): Row | undefined;
    picturesOf(ctx: AppContext, ids: number[]): Map<number, string[]>;
  };
  link(row: Row): string;
}

const kind = <Row extends ListingRow>(k: FavouriteKind<Row>) => k as unknown as FavouriteKind<ListingRow>;

/** A listing section collects itself with one line here (and one value in FavouriteKind of the contract). */
export const KINDS: Record<Schema<'FavouriteKind'>, FavouriteKind<ListingRow>> = {
  house: kind<HouseRow>({ store: houseStore, link: (r) => `/house/${r.house_nav_id}/${r.tab}/detail/${r.id}` }),
  carship: kind<CarshipRow>({ store: carshipStore, link: (r) => `/carship/${r.area}/detail/${r.tab}/${r.id}` }),
  idle: kind<IdleRow>({ store: idleStore, link: (r) => `/idle/detail?id=${r.id}` }),
  logistics: kind<LogisticsRow>({ store: logisticsStore, link: (r) => `/logistics/detail/${r.sn}/${r.tab}/${r.id}` }),
};
