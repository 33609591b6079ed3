import { reads } from '@wz/sdk';

/** The member's page (every form reads it) and where a member without one is sent. */
export const mine = reads.ownMine({});
export const gate = { to: '/release/own', label: '去开通个人主页' };
