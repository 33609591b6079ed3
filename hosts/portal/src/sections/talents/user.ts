import type { ComponentType } from 'react';
import type { UserArea, UserPage } from '@wz/app-kit';

/** A page of the talents area, from the module of its kind. */
const at =
  <M extends Record<string, unknown>>(load: () => Promise<M>) =>
  (path: string, label: string, name: keyof M): UserPage => ({ path, label, page: () => load().then((m) => ({ default: m[name] as ComponentType })) });
const form = at(() => import('./user/forms'));
const experience = at(() => import('./user/experience'));
const positions = at(() => import('./user/positions'));
const box = at(() => import('./user/boxes'));

/**
 * Job seekers' and recruiters' pages (spec §2 User centre: talentsRelease): every member has the seeker's;
 * the recruiter's (position, receiveResume, invitInterview) lead a member who has not settled to /release/talent.
 */
export const userAreas: UserArea[] = [
  {
    group: '我的发布',
    path: 'talentsRelease',
    label: '人才发布',
    pages: [
      form('base', '基本信息', 'Base'),
      form('detail', '详细介绍', 'Detail'),
      experience('experience', '工作经历', 'Experience'),
      positions('position', '职位管理', 'Positions'),
      box('receiveResume', '收到的简历', 'ReceiveResume'),
      box('sendResume', '投递的简历', 'SendResume'),
      box('invitInterview', '面试邀请', 'InvitInterview'),
      box('invitInterview2', '收到的面试邀请', 'InvitInterview2'),
    ],
  },
];
