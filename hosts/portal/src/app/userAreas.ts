/**
 * The user centre's areas, assembled from what each section contributes (one line per section), in the
 * side menu's order. No React.
 */
import { assembleAreas } from '@wz/app-kit';
import { accountAreas, favouriteAreas } from '../sections/user/areas';
import { userAreas as tour } from '../sections/tour/user';
import { userAreas as market } from '../sections/market/user';
import { userAreas as education } from '../sections/education/user';
import { userAreas as talents } from '../sections/talents/user';
import { userAreas as live } from '../sections/live/user';
import { userAreas as own } from '../sections/own/user';
import { userAreas as information } from '../sections/information/user';
import { userAreas as same } from '../sections/same/user';
import { userAreas as logistics } from '../sections/logistics/user';
import { userAreas as idle } from '../sections/idle/user';
import { userAreas as house } from '../sections/house/user';
import { userAreas as carship } from '../sections/carship/user';
import { userAreas as love } from '../sections/love/user';
import { userAreas as wzmall } from '../sections/wzmall/user';

export const USER_AREAS = assembleAreas(
  accountAreas,
  tour,
  market,
  education,
  talents,
  live,
  own,
  information,
  same,
  logistics,
  idle,
  house,
  carship,
  love,
  wzmall,
  favouriteAreas,
);
