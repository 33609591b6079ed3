import { reads } from '@wz/sdk';

/** The member's résumé, company and role (every talents page of the user centre reads some of them). */
export const myResume = reads.talentMyResume({});
export const myCompany = reads.talentMyCompany({});
export const myRole = reads.talentRole({});
/** Where a member who is not a recruiter is sent. */
export const recruiterGate = { to: '/release/talent', label: '去企业入驻' };
export const seekerGate = { to: '/user/talentsRelease/base', label: '去填写简历' };
