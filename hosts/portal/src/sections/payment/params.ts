/**
 * /payment, /pay/pay, /pay/paytwo ?order_number: the order whose payment status is shown; a phone comes
 * back here from paying in its app with the order's kind and the page it paid on (`back`, a path of
 * this site only).
 */
export const paymentParams = (q: URLSearchParams) => {
  const back = q.get('back') ?? '';
  return {
    orderNumber: (q.get('order_number') ?? '').trim(),
    kind: (['mall', 'love'] as const).find((k) => k === q.get('kind')) ?? ('gift' as const),
    back: /^\/(?![/\\])/.test(back) ? back : '',
  };
};
