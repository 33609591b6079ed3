import { favouriteKind, listingUserArea } from '@wz/app-kit/listing';
import { idle } from './listing';
import { pages } from './routes';

const box = (name: 'Received' | 'Sent') => () => import('./messages').then((m) => ({ default: m[name] }));
const area = listingUserArea(pages, { path: 'idle', label: '闲置管理', what: '闲置' });

/** The member's idle goods (spec §2 User centre: idle) and the threads 我想要 opens (x-spec: inferred). */
export const userAreas = [
  {
    ...area,
    pages: [
      ...(area.pages ?? []),
      { path: 'messages', label: '买家消息', page: box('Received') },
      { path: 'wants', label: '我想要的', page: box('Sent') },
    ],
  },
];

/** 我的收藏's tab for idle. */
export const favourite = favouriteKind(idle);
