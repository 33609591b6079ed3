import type { RouteNode } from '@wz/app-kit';

const payment = () => import('./pages/Payment');
const sample = { '?': 'order_number=WZ20260000' };

export const routes: RouteNode[] = [
  { path: 'payment', page: payment, meta: { title: '订单支付' }, sample },
  {
    path: 'pay',
    meta: { requiresLogin: true, title: '支付' },
    children: [
      { index: true, redirect: 'pay' },
      { path: 'pay', page: payment, meta: { title: '订单支付' }, sample },
      { path: 'paytwo', page: payment, meta: { title: '订单支付' }, sample },
    ],
  },
];
