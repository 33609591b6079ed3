import { fail } from '../../http/context.js';
import { registerReview } from '../../http/review.js';
import { defineSection, type SectionHandlers } from '../../http/section.js';
import { MallRefusal } from '../wzmall/rows.js';
import { goodsHandlers } from './goods.js';
import { sellerMigrations } from './migrations.js';
import { orderHandlers } from './orders.js';
import { photoHandlers } from './photos.js';
import { brandReview, registerReviewSim, statusHandlers } from './review.js';
import { serviceHandlers } from './service.js';
import { settingsHandlers } from './settings.js';

const all: SectionHandlers<'seller'> = { ...statusHandlers, ...goodsHandlers, ...orderHandlers, ...serviceHandlers, ...settingsHandlers, ...photoHandlers };

/** A refusal thrown deep in a check (or inside a transaction, which it rolls back) becomes its answer. */
const handlers = Object.fromEntries(
  Object.entries(all).map(([id, handler]) => [
    id,
    (...args: Parameters<typeof handler>) => {
      try {
        return (handler as (...a: typeof args) => unknown)(...args);
      } catch (error) {
        if (error instanceof MallRefusal) return fail(error.code, error.message);
        throw error;
      }
    },
  ]),
) as unknown as SectionHandlers<'seller'>;

/** The seller centre: the merchant side of the mall (its tables are the mall's, extended here). */
export const seller = defineSection({
  key: 'seller',
  handlers,
  migrations: sellerMigrations,
  register: (app, { ctx }) => {
    if (!ctx.config.devMode) return;
    registerReviewSim(app, ctx);
    registerReview(app, ctx, brandReview);
  },
});
