// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFinalTradeState, tradeStateMessage } from '../src/index';
import { usePaymentPolling } from '../src/react/index';
import { harness } from './harness';
import { fieldsOf, ok } from './helpers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('trade states', () => {
  it('one rule: paid, closed and refunded end polling; unpaid and a failed attempt go on', () => {
    expect(['SUCCESS', 'CLOSED', 'REFUND'].map(isFinalTradeState)).toEqual([true, true, true]);
    expect(['NOTPAY', 'PAYERROR', 'OTHER', null].map(isFinalTradeState)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('one text table, 未知支付状态 for anything else', () => {
    expect(tradeStateMessage('PAYERROR')).toBe('支付失败，请稍后重试');
    expect(tradeStateMessage('REFUND')).toBe('订单已转入退款');
    expect(tradeStateMessage('toString')).toBe('未知支付状态');
    expect(tradeStateMessage(undefined)).toBe('未知支付状态');
  });
});

describe('usePaymentPolling', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });

  it('polls every 3 s and stops at SUCCESS', async () => {
    const states = ['NOTPAY', 'NOTPAY', 'SUCCESS'];
    const { wrapper, requests } = harness(() =>
      ok({ trade_state: states[Math.min(requests.length - 1, 2)] }),
    );
    const { result } = renderHook(() => usePaymentPolling('WZ20261121000001'), { wrapper });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(requests).toHaveLength(1);
    expect(result.current.tradeState).toBe('NOTPAY');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(requests).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(requests).toHaveLength(3);
    expect(result.current).toMatchObject({
      tradeState: 'SUCCESS',
      message: '支付已完成',
      isFinal: true,
      isPolling: false,
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(requests).toHaveLength(3);
  });

  it('keeps polling after a failed attempt (PAYERROR) and stops at REFUND', async () => {
    const states = ['PAYERROR', 'PAYERROR', 'REFUND'];
    const { wrapper, requests } = harness(() =>
      ok({ trade_state: states[Math.min(requests.length - 1, 2)] }),
    );
    const { result } = renderHook(() => usePaymentPolling('WZ20261121000009'), { wrapper });
    for (let i = 0; i < 5; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
    }
    expect(requests).toHaveLength(3);
    expect(result.current).toMatchObject({
      tradeState: 'REFUND',
      message: '订单已转入退款',
      isFinal: true,
      isPolling: false,
      isLoading: false,
    });
  });

  it('stop() ends polling for that order only; a new order number polls again', async () => {
    const { wrapper, requests } = harness(() => ok({ trade_state: 'NOTPAY' }));
    const { result, rerender } = renderHook(({ order }) => usePaymentPolling(order), {
      wrapper,
      initialProps: { order: 'WZ20261121000001' },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => result.current.stop());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(requests).toHaveLength(1);
    expect(result.current.isPolling).toBe(false);
    rerender({ order: 'WZ20261121000002' });
    for (let i = 0; i < 6 && requests.length < 3; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    const orders = await Promise.all(requests.map(async (r) => (await fieldsOf(r)).order_number));
    expect(orders).toEqual(['WZ20261121000001', 'WZ20261121000002', 'WZ20261121000002']);
  });

  it('stops when disabled or unmounted; checkOnce asks once for the manual close', async () => {
    const { wrapper, requests } = harness(() => ok({ trade_state: 'NOTPAY' }));
    const { result, rerender, unmount } = renderHook(
      ({ enabled }) => usePaymentPolling('WZ20261121000001', { enabled }),
      {
        wrapper,
        initialProps: { enabled: true },
      },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    const polled = requests.length;
    expect(polled).toBe(2);
    rerender({ enabled: false });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(requests).toHaveLength(polled);
    let check: unknown;
    await act(async () => {
      check = await result.current.checkOnce();
    });
    expect(check).toEqual({ tradeState: 'NOTPAY', message: '订单未支付' });
    expect(requests).toHaveLength(polled + 1);
    unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(requests).toHaveLength(polled + 1);
  });
});
