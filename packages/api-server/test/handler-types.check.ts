// Compiled by `pnpm typecheck` (tsc over test/), not run: each @ts-expect-error fails the build if the error is gone.
import { fail, ok } from '../src/http/context.js';
import type { SectionHandlers } from '../src/http/section.js';

// every operation a section declares in its paths.yaml needs a handler
// @ts-expect-error daohangGetCategoryList is missing
export const missing: SectionHandlers<'daohang'> = {};

// and nothing that is not one of its operations
export const foreign: Pick<SectionHandlers<'daohang'>, 'daohangGetCategoryList'> = {
  daohangGetCategoryList: () => ok([]),
  // @ts-expect-error tourLists belongs to the tour section
  tourLists: () => ok({ lists: [], total: 0 }),
};

export const wrongShape: Pick<SectionHandlers<'daohang'>, 'daohangGetCategoryList'> = {
  // @ts-expect-error data must be CategoryNode[]: a name is a string
  daohangGetCategoryList: () => ok([{ id: 1, name: 2, children: [] }]),
};

export const wrongEnum: Pick<SectionHandlers<'education'>, 'paymentStatus'> = {
  // @ts-expect-error trade_state is one of the contract's TradeState values
  paymentStatus: () => ok({ trade_state: 'PAID' }),
};

// the right shape, an error envelope, and a promise of either all compile
export const right: Pick<SectionHandlers<'daohang'>, 'daohangGetCategoryList'> = {
  daohangGetCategoryList: async (_ctx, p) => (p.fail ? fail(404, '不存在') : ok([{ id: 1, name: '分类', children: [] }])),
};
