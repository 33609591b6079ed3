import { useEffect, useSyncExternalStore } from 'react';
import { Portal } from '../../internal/portal';
import * as s from './Toast.css';

export type ToastType = 'success' | 'warning' | 'error' | 'info';

export interface ToastOptions {
  /** Milliseconds before the message goes away; 0 keeps it until dismissed. Default 3000. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
}

type Listener = () => void;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

/** One message at a time: a new one replaces what is shown (a stale error never stays beside a success). */
function show(type: ToastType, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  items = [{ id, type, message, duration: options.duration ?? 3000 }];
  emit();
  return id;
}

function dismiss(id?: number) {
  items = id === undefined ? [] : items.filter((t) => t.id !== id);
  emit();
}

/**
 * Short messages at the top of the page, the way the spec shows them (`请先输入搜索内容！`, `复制成功`).
 * Works from anywhere (event handlers, SDK callbacks); a mounted `<Toaster/>` displays them.
 * Each call returns an id for `toast.dismiss(id)`.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Removes one message, or all of them without an id. */
  dismiss,
};

const subscribe = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => items;

const glyph: Record<ToastType, string> = { success: '✓', warning: '!', error: '×', info: 'i' };

function ToastMessage({ item }: { item: ToastItem }) {
  useEffect(() => {
    if (item.duration <= 0) return;
    const t = setTimeout(() => dismiss(item.id), item.duration);
    return () => clearTimeout(t);
  }, [item.id, item.duration]);
  return (
    <div
      className={s.toast({ type: item.type })}
      data-type={item.type}
      data-timed={item.duration > 0 ? '' : undefined}
      role={item.type === 'error' ? 'alert' : undefined}
    >
      <span className={s.icon({ type: item.type })} aria-hidden="true">
        {glyph[item.type]}
      </span>
      <span>{item.message}</span>
    </div>
  );
}

/** Mount once near the root of the app. Errors are announced assertively (role alert), the rest politely. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <Portal>
      <div className={s.region} role="status" aria-live="polite">
        {list.map((t) => (
          <ToastMessage key={t.id} item={t} />
        ))}
      </div>
    </Portal>
  );
}
