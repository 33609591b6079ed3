// SEED_LOVE=<n>: n more members with dating profiles for the search bench, spread as a local dating site's are
// (both sexes, ages 20–60, most 未婚, most with a photo, a few paying members). Accounts cannot log in ('!').
// One transaction (the seed runner's), prepared statements, a random stream of its own.
import type { DB } from '../../db/index.js';
import { DAY, SEED_EPOCH } from '../../seed/context.js';
import { CITIES } from './rows.js';

const WOMEN = ['小雨', '晴天', '安然', '暖暖', '静好', '若溪', '糖果', '月光', '栀子', '浅笑', '书香', '小满', '紫藤', '橙子', '微微'];
const MEN = ['大海', '远方', '木子', '星辰', '书生', '向阳', '小陈', '阿杰', '老王', '骑士', '青松', '北辰', '子墨', '阿明', '晓东'];
const JOBS = ['教师', '护士', '会计', '公务员', '医生', '工程师', '程序员', '销售', '个体经营', '设计师', '银行职员', '律师'];
const INTROS = ['性格温和，喜欢旅行和美食，希望遇见真诚踏实的你。', '工作稳定，平时喜欢运动和看电影，想找一个三观一致的人。', '本地人，孝顺父母，相信日久生情，以结婚为目的交往。', '开朗爱笑，喜欢小动物，希望另一半温柔体贴、有上进心。'];
/** Cumulative weights of education (高中及以下 … 博士), income bands, marital status and city (the local ones first). */
const EDUCATION = [0.12, 0.25, 0.5, 0.88, 0.98, 1];
const INCOME = [0.1, 0.35, 0.65, 0.85, 0.95, 1];
const MARITAL = [0.72, 0.96, 1];
const CITY = CITIES.map((_, i) => (i === CITIES.length - 1 ? 1 : 1 - 0.8 ** (i + 1)));

export function seedBulkLove(db: DB, n: number): void {
  let state = 20261202;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const pick = (cumulative: number[]) => {
    const r = random();
    const i = cumulative.findIndex((w) => r < w);
    return (i < 0 ? cumulative.length - 1 : i) + 1;
  };
  const first = ((db.prepare('SELECT MAX(id) AS id FROM users').get() as { id: number | null }).id ?? 0) + 1;
  const addUser = db.prepare("INSERT INTO users (id, username, nickname, avatar, password_hash, created_at) VALUES (?, ?, ?, '', '!', ?)");
  const addProfile = db.prepare(`INSERT INTO love_profiles (user_id, nickname, sex, birth_year, height, education, income, marital, city, occupation, intro, phone, wechat, photo, has_photo, created_at, active_at, top_until)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const addMembership = db.prepare('INSERT INTO love_memberships (user_id, level, end_at) VALUES (?, ?, ?)');
  const start = SEED_EPOCH - 3 * 365 * DAY;
  // ages as designed in any year the bench runs
  const year = new Date().getUTCFullYear();
  for (let i = 0; i < n; i++) {
    const id = first + i;
    const sex = random() < 0.5 ? 'f' : 'm';
    const age = 20 + Math.floor(random() ** 1.6 * 41);
    const height = Math.round((sex === 'f' ? 160 : 172) + (random() + random() + random() - 1.5) * 12);
    const created = start + Math.floor((i / n) * 3 * 365 * DAY);
    const active = created + Math.floor(random() * (SEED_EPOCH - created));
    const paid = random();
    const level = paid < 0.01 ? 2 + (paid < 0.003 ? 1 : 0) : paid < 0.04 ? 1 : 0;
    const end = SEED_EPOCH + 3650 * DAY;
    const name = (sex === 'f' ? WOMEN : MEN)[i % 15]!;
    const photo = random() < 0.75;
    addUser.run(id, `love${id}`, name, created);
    addProfile.run(
      id, `${name}${i % 97}`, sex, year - age, Math.min(220, Math.max(140, height)), pick(EDUCATION), pick(INCOME), age < 26 ? 1 : pick(MARITAL), CITIES[pick(CITY) - 1]!,
      JOBS[i % JOBS.length]!, INTROS[i % INTROS.length]!, `137${String(10000000 + i).slice(-8)}`, i % 3 ? `love_b${id}` : '', photo ? `/media/img/photo/love-${id}-1.svg` : '', photo ? 1 : 0,
      created, active, level >= 2 ? end : 0,
    );
    if (level) addMembership.run(id, level, end);
  }
  // the planner needs the spread of the search's columns to pick between its plans
  db.exec('ANALYZE love_profiles');
}
