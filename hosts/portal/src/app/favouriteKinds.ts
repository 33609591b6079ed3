/**
 * The favourites kinds the listing sections declare (one line per section), in the order 我的收藏 shows
 * their tabs. No React.
 */
import { favourite as house } from '../sections/house/user';
import { favourite as carship } from '../sections/carship/user';
import { favourite as idle } from '../sections/idle/user';
import { favourite as logistics } from '../sections/logistics/user';

export const FAVOURITE_KINDS = [house, carship, idle, logistics];
