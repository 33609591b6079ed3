/** /payment, /pay/pay, /pay/paytwo ?order_number: the order whose payment status is shown. */
export const paymentParams = (q: URLSearchParams) => ({
  orderNumber: (q.get('order_number') ?? '').trim(),
});
