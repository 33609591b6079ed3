import { averageScore, collectStats, flowerCount, likeStats } from './generated/reads';

/**
 * The four reads behind a teacher's flower figure and operation bar (likes, collects, flowers, average
 * score), in that order: the stats hook and the teacher route's first reads share them.
 */
export function teacherStatsReads(id: number) {
  return [likeStats({ id }), collectStats({ id }), flowerCount({ id }), averageScore({ id })] as const;
}
