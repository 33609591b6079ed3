import type { AppContext } from './context.js';

/**
 * How an unpaid order is paid: the QR a desktop shows (`code_url`), the page a phone opens in the payer's
 * app (`h5_url`: WeChat Pay H5 / Alipay WAP, redirect and return) and the seconds left before it closes.
 * In development both point at the payment simulator.
 */
export function payLinks(ctx: AppContext, orderNumber: string, createdAt: number) {
  const base = `${ctx.publicUrl()}/pay/sim/${encodeURIComponent(orderNumber)}`;
  return {
    code_url: base,
    h5_url: `${base}?channel=h5`,
    expires_in: Math.max(0, createdAt + ctx.config.orderTtlSeconds - ctx.now()),
  };
}
