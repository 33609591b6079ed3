import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '../errors';
import { FINAL_TRADE_STATES, tradeStateMessage, type TradeState } from '../messages';
import { usePortalClient } from './context';
import { apiKey, useApi } from './useApi';

/** Options of usePaymentPolling. */
export interface PaymentPollingOptions {
  /** Poll interval in ms (spec: 3000). */
  intervalMs?: number;
  /** False stops polling (e.g. the payment dialog closed). */
  enabled?: boolean;
}

/** Result of one manual status check. */
export interface PaymentCheck {
  tradeState: TradeState | null;
  /** 支付已完成, 订单已关闭, …, or 获取支付状态失败 when the lookup failed. */
  message: string;
}

/**
 * Polls a gift order's trade state every 3 s until SUCCESS or CLOSED, unmount, or `enabled: false`.
 * `checkOnce()` asks once (the manual close of the payment dialog).
 */
export function usePaymentPolling(orderNumber: string | null, options: PaymentPollingOptions = {}) {
  const { intervalMs = 3000, enabled = true } = options;
  const client = usePortalClient();
  const { mutate } = useSWRConfig();
  // Stopping applies to the order it was asked for; a new order number polls again.
  const [stoppedFor, setStoppedFor] = useState<string | null>(null);
  const active = enabled && orderNumber !== null && stoppedFor !== orderNumber;
  const result = useApi(
    'paymentStatus',
    orderNumber === null ? null : { order_number: orderNumber },
    {
      refreshInterval: (data) =>
        !active || (data && FINAL_TRADE_STATES.has(data.trade_state)) ? 0 : intervalMs,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      isPaused: () => !active,
    },
  );
  const tradeState = result.data?.trade_state ?? null;

  const checkOnce = useCallback(async (): Promise<PaymentCheck> => {
    if (orderNumber === null) return { tradeState: null, message: '获取支付状态失败' };
    try {
      const data = await client.call('paymentStatus', { order_number: orderNumber });
      await mutate(apiKey('paymentStatus', { order_number: orderNumber }), data, {
        revalidate: false,
      });
      return { tradeState: data.trade_state, message: tradeStateMessage(data.trade_state) };
    } catch (error) {
      return {
        tradeState: null,
        message:
          isApiError(error) && error.kind === 'api'
            ? error.msg || '获取支付状态失败'
            : '获取支付状态失败',
      };
    }
  }, [client, mutate, orderNumber]);

  const stop = useCallback(() => setStoppedFor(orderNumber), [orderNumber]);

  return {
    tradeState,
    /** Text for the current state (未知支付状态 before the first answer). */
    message: tradeState ? tradeStateMessage(tradeState) : null,
    /** SUCCESS or CLOSED: polling has ended. */
    isFinal: tradeState !== null && FINAL_TRADE_STATES.has(tradeState),
    isPolling: active && !(tradeState !== null && FINAL_TRADE_STATES.has(tradeState)),
    error: result.error,
    checkOnce,
    stop,
  };
}
