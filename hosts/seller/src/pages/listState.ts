import { useSearchParams } from 'react-router-dom';

/** A list's tab and page live in the URL (reload, back and a shared link keep them). */
export function useListState<T extends string>(tabs: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = tabs.find((t) => t === raw) ?? fallback;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { tab?: T; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.tab !== undefined) {
      if (next.tab === fallback) p.delete('tab');
      else p.set('tab', next.tab);
      p.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) p.set('page', String(next.page));
      else p.delete('page');
    }
    setParams(p);
  };
  return { tab, page, go };
}
