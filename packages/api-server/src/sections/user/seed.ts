import type { SectionSeed } from '../../http/section.js';
import { hashPasswordSync } from '../../http/password.js';
import { SEED_EPOCH } from '../../seed/context.js';
import { COMMENTERS, DEMO_HASHES, DEMO_USERS, demoSalt } from '../../seed/people.js';

/** The demo accounts (real scrypt hashes) and the commenters (login disabled). */
export const userSeed: SectionSeed = {
  run: ({ db }) => {
    const addUser = db.prepare('INSERT INTO users (id, username, nickname, phone, avatar, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    DEMO_USERS.forEach((u, i) => {
      const hash = DEMO_HASHES[u.username] ?? hashPasswordSync(u.password, demoSalt(u.username));
      addUser.run(i + 1, u.username, u.nickname, u.phone, `/media/img/avatar/${i + 1}.svg`, hash, SEED_EPOCH);
    });
    for (const c of COMMENTERS) addUser.run(c.id, c.username, c.nickname, null, `/media/img/avatar/${c.id}.svg`, '!', SEED_EPOCH);
  },
};
