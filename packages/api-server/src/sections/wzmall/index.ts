import { mallSearch } from './search.js';
import { fail } from '../../http/context.js';
import { defineSection, type SectionHandlers } from '../../http/section.js';
import { addPayable } from '../education/paysim.js';
import { cartHandlers } from './cart.js';
import { catalogHandlers } from './catalog.js';
import { registerMallDev } from './dev.js';
import { memberHandlers } from './member.js';
import { wzmallMigrations } from './migrations.js';
import { closeExpiredMallOrders, mallPayable, orderHandlers } from './orders.js';
import { MallRefusal } from './rows.js';
import { wzmallSeed } from './seed.js';
import { snapupHandlers } from './snapup.js';

const all: SectionHandlers<'wzmall'> = { ...catalogHandlers, ...memberHandlers, ...cartHandlers, ...orderHandlers, ...snapupHandlers };

/** A refusal thrown deep in a check (often inside a transaction, which it rolls back) becomes its answer. */
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
) as unknown as SectionHandlers<'wzmall'>;

// the payment simulator pays mall orders too
addPayable(mallPayable);

export const wzmall = defineSection({
  key: 'wzmall',
  handlers,
  migrations: wzmallMigrations,
  search: mallSearch,
  seed: wzmallSeed,
  register: (app, { ctx }) => {
    if (ctx.config.devEndpoints) registerMallDev(app, ctx);
  },
  sweep: closeExpiredMallOrders,
});
