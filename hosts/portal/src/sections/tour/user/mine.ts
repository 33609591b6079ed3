import { reads } from '@wz/sdk';

/** The operator's own page (every form reads it) and where a member who has not settled is sent. */
export const mine = reads.tourMine({});
export const gate = { to: '/release/tour', label: '去申请入驻' };
