import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '../errors';
import { isFinalTradeState, tradeStateMessage, type TradeState } from '../messages';
import { fetchRead } from '../facts';
import { loveOrderStatus, mallQueryOrder, paymentStatus } from '../generated/reads';
import { usePortalClient } from './context';
import { useRead } from './read';

/** Options of usePaymentPolling. */
export interface PaymentPollingOptions {
  /** Poll interval in ms (spec: 3000). */
  intervalMs?: number;
  /** False stops polling (e.g. the payment dialog closed). */
  enabled?: boolean;
  /** The status read of the order's kind: gift orders (default) or mall orders (`mallQueryOrder`). */
  operation?: PaymentStatusOperation;
}

/** Reads that answer `{ trade_state }` for an `order_number`. */
export type PaymentStatusOperation = 'paymentStatus' | 'mallQueryOrder' | 'loveOrderStatus';
const STATUS_READS = { paymentStatus, mallQueryOrder, loveOrderStatus };
const statusRead = (operation: PaymentStatusOperation, orderNumber: string) =>
  (STATUS_READS[operation] as typeof paymentStatus)({ order_number: orderNumber });

/** Result of one manual status check. */
export interface PaymentCheck {
  tradeState: TradeState | null;
  /** 支付已完成, 订单已关闭, …, or 获取支付状态失败 when the lookup failed. */
  message: string;
}

const LOOKUP_FAILED = '获取支付状态失败';

/**
 * Polls an order's trade state every 3 s until it is final (isFinalTradeState: SUCCESS, CLOSED,
 * REFUND), unmount, `stop()` or `enabled: false`. `checkOnce()` asks once (the manual close of the
 * payment dialog); `refresh()` asks again now.
 */
export function usePaymentPolling(orderNumber: string | null, options: PaymentPollingOptions = {}) {
  const { intervalMs = 3000, enabled = true, operation = 'paymentStatus' } = options;
  const client = usePortalClient();
  const { mutate } = useSWRConfig();
  // Stopping applies to the order it was asked for; a new order number polls again.
  const [stoppedFor, setStoppedFor] = useState<string | null>(null);
  const active = enabled && orderNumber !== null && stoppedFor !== orderNumber;
  const status = orderNumber === null ? null : statusRead(operation, orderNumber);
  // one function while the inputs stay: SWR restarts its poll timer whenever this identity changes, so a
  // page that re-renders more often than the interval (a countdown) would otherwise never poll
  const refreshInterval = useCallback(
    (data?: { trade_state?: TradeState }) => (!active || isFinalTradeState(data?.trade_state) ? 0 : intervalMs),
    [active, intervalMs],
  );
  const result = useRead(status, {
    refreshInterval,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    isPaused: () => !active,
  });
  const tradeState = result.data?.trade_state ?? null;
  const isFinal = isFinalTradeState(tradeState);

  const checkOnce = useCallback(async (): Promise<PaymentCheck> => {
    if (orderNumber === null) return { tradeState: null, message: LOOKUP_FAILED };
    const once = statusRead(operation, orderNumber);
    try {
      const data = await fetchRead(client, once);
      await mutate(once.key, data, { revalidate: false });
      return { tradeState: data.trade_state, message: tradeStateMessage(data.trade_state) };
    } catch (error) {
      const message = isApiError(error) && error.kind === 'api' && error.msg;
      return { tradeState: null, message: message || LOOKUP_FAILED };
    }
  }, [client, mutate, orderNumber, operation]);

  const stop = useCallback(() => setStoppedFor(orderNumber), [orderNumber]);
  const { mutate: refetch } = result;
  const refresh = useCallback(() => refetch().then(() => undefined), [refetch]);

  return {
    tradeState,
    /** Text for the current state (null before the first answer). */
    message: tradeState ? tradeStateMessage(tradeState) : null,
    /** A final state: polling has ended. */
    isFinal,
    isPolling: active && !isFinal,
    /** True until the first answer or failure. */
    isLoading: result.isLoading,
    error: result.error,
    checkOnce,
    refresh,
    stop,
  };
}
