import type { AnySection } from '../http/section.js';
import { daohang } from './daohang/index.js';
import { same } from './same/index.js';
import { education } from './education/index.js';
import { house } from './house/index.js';
import { carship } from './carship/index.js';
import { idle } from './idle/index.js';
import { wzmall } from './wzmall/index.js';
import { seller } from './seller/index.js';
import { logistics } from './logistics/index.js';
import { favourite } from './favourite/index.js';
import { embed } from './embed/index.js';
import { shell } from './shell/index.js';
import { tour } from './tour/index.js';
import { upload } from './upload/index.js';
import { user } from './user/index.js';
import { talk } from './talk/index.js';
import { feedback } from './feedback/index.js';
import { information } from './information/index.js';
import { own } from './own/index.js';
import { market } from './market/index.js';
import { love } from './love/index.js';
import { talents } from './talents/index.js';
import { live } from './live/index.js';

/** The assembling list: a section adds itself here with one line (same order as openapi x-sections). */
export const sections: readonly AnySection[] = [shell, tour, daohang, same, education, embed, upload, user, house, carship, idle, wzmall, seller, logistics, favourite, talk, feedback, information, own, market, love, talents, live];
