import { reads } from '@wz/sdk';

/** The company (every form reads it) and where a member who has not settled is sent. */
export const mine = reads.marketMine({});
export const gate = { to: '/release/market', label: '去申请企业入驻' };
