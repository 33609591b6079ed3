import { pageRoute, type ReadRecord, type RouteNode, type RouteRead } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { sectionFrameReads } from '../../app/routing/frameReads';
import { introducerReads, introducersReads, loveReads, membershipReads } from './params';

const frame = sectionFrame('love', '婚恋交友');
/** A page's reads with the section frame's (banner, menus), so the server renders the frame too. */
function framed<R extends ReadRecord>(reads: (search: URLSearchParams) => R): (search: URLSearchParams) => R & { frame: RouteRead[] } {
  return (search) => ({ ...reads(search), frame: sectionFrameReads('love') });
}
const loveFramed = framed(loveReads);
const introducerFramed = framed(introducerReads);

// The love section's pages sit at the top level (spec §2), server-rendered from these reads; /pay (login) is the
// membership's choice of level and period, then its QR payment step (x-spec: inferred).
export const routes: RouteNode[] = [
  {
    path: 'Love',
    ...pageRoute({
      page: () => import('./pages/Love'),
      reads: loveFramed,
      head: ({ member }) => member && { title: `${member.card.nickname} · ${member.card.age}岁 · ${member.card.city}`, description: member.card.intro, image: member.card.photo || undefined },
      meta: { ...frame.meta, title: '婚恋交友' },
    }),
  },
  { path: 'Introducerinfo', ...pageRoute({ page: () => import('./pages/Introducers'), reads: framed(introducersReads), meta: { ...frame.meta, title: '红娘信息' } }) },
  {
    path: 'Introducerinfogeren',
    ...pageRoute({
      page: () => import('./pages/Introducer'),
      reads: introducerFramed,
      head: ({ introducer }) => introducer && { title: `${introducer.introducer.name} · 红娘`, description: introducer.introducer.intro },
      meta: { ...frame.meta, title: '红娘个人信息' },
      sample: { '?': 'id=40' },
    }),
  },
  { path: 'MembershipDetails', ...pageRoute({ page: () => import('./pages/MembershipDetails'), reads: framed(membershipReads), meta: { ...frame.meta, title: '会员详情' } }) },
  {
    path: 'pay',
    meta: { requiresLogin: true, title: '支付' },
    children: [
      { index: true, redirect: 'pay' },
      { path: 'pay', page: () => import('./pages/Pay'), meta: { title: '开通会员' }, sample: { '?': 'level=2' } },
      { path: 'paytwo', page: () => import('./pages/Pay'), meta: { title: '订单支付' }, sample: { '?': 'order_number=WZ20260000' } },
    ],
  },
];
