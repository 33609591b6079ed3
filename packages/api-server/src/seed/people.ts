import { createHash } from 'node:crypto';
import { GIVEN, SURNAMES } from './pools.js';

/** Demo accounts created by the seed (documented in the README); ids 1, 2, 3. */
export const DEMO_USERS = [
  { username: 'demo', phone: '13800000001', nickname: '演示用户', password: 'demo1234' },
  { username: 'laoshi', phone: '13800000002', nickname: '张老师', password: 'demo1234' },
  { username: 'tester', phone: '13800000003', nickname: '', password: 'demo1234' },
] as const;

/**
 * scrypt hashes of the demo passwords, computed once (salt = sha256('wz-seed-' + username)[0..16]) so that
 * seeding does not spend ~150 ms of CPU on key derivation at every cold start; a test re-derives them.
 */
export const DEMO_HASHES: Record<string, string> = {
  demo: 'scrypt$16384$8$1$i5E11_m1GV-SaS6p1jUQAw$B5mJqBbvIn1_O7WfRfaOqA4lvEPs5nMDm31c5hj8E0Y',
  laoshi: 'scrypt$16384$8$1$YlO4z89_U5stO7JBX5gvcA$SxTl_cPGMivpMWYe_iACTFDnJjOCKvOF69vgjyL1F-I',
  tester: 'scrypt$16384$8$1$9WTF0LSM4tobgYhKkH2t6w$U5UjIp3Sh_tLmU9hUDP_0a_DFUBGDOUxgEWIrKgQzuo',
};

export function demoSalt(username: string): Buffer {
  return createHash('sha256').update(`wz-seed-${username}`).digest().subarray(0, 16);
}

/** Members who comment, rate and own listings in the seeded data (login disabled), ids after the demo accounts. */
export const COMMENTERS = Array.from({ length: 40 }, (_, i) => ({
  id: DEMO_USERS.length + 1 + i,
  username: `user${String(i + 1).padStart(3, '0')}`,
  nickname: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`,
}));
export const COMMENTER_IDS: readonly number[] = COMMENTERS.map((c) => c.id);
