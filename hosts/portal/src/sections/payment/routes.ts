import type { RouteNode } from '@wz/app-kit';

const payment = () => import('./pages/Payment');
const sample = { '?': 'order_number=WZ20260000' };

export const routes: RouteNode[] = [
  { path: 'payment', page: payment, meta: { title: '订单支付' }, sample },
  // /pay/pay and /pay/paytwo (a membership's level and period, then any order's QR step) are in sections/love
];
