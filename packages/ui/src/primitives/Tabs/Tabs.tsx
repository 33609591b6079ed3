import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useDomId } from '../../internal/useId';
import * as s from './Tabs.css';

export interface TabItem {
  /** Stable key, passed to `onChange`. */
  key: string;
  /** Tab text. */
  label: ReactNode;
  /** Panel content; omit to render panels yourself from `value`. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Selected key (controlled). */
  value?: string;
  /** Initially selected key when uncontrolled. Default: the first enabled item. */
  defaultValue?: string;
  /** Called with the newly selected key. */
  onChange?: (key: string) => void;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  /** Extra content at the end of the tab row (e.g. a list/card view switch). */
  extra?: ReactNode;
  className?: string;
}

/** Tabs following the WAI-ARIA pattern: arrow keys, Home and End move between tabs. */
export function Tabs({
  items,
  value,
  defaultValue,
  onChange,
  extra,
  className,
  'aria-label': ariaLabel,
}: TabsProps) {
  const firstEnabled = items.find((i) => !i.disabled)?.key;
  const [inner, setInner] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? inner;
  const id = useDomId('wz-tabs');
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (key: string) => {
    if (value === undefined) setInner(key);
    if (key !== selected) onChange?.(key);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const enabled = items.filter((i) => !i.disabled);
    const at = enabled.findIndex((i) => i.key === selected);
    let next: TabItem | undefined;
    if (e.key === 'ArrowRight') next = enabled[(at + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    e.preventDefault();
    select(next.key);
    refs.current.get(next.key)?.focus();
  };

  const current = items.find((i) => i.key === selected);
  return (
    <div className={cx(s.tabs, className)}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <div
          role="tablist"
          aria-label={ariaLabel}
          className={s.list}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
        >
          {items.map((item) => {
            const isSelected = item.key === selected;
            return (
              <button
                key={item.key}
                ref={(el) => {
                  if (el) refs.current.set(item.key, el);
                  else refs.current.delete(item.key);
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${item.key}`}
                aria-selected={isSelected}
                aria-controls={current?.content !== undefined ? `${id}-panel` : undefined}
                tabIndex={isSelected ? 0 : -1}
                disabled={item.disabled}
                className={s.tab({ selected: isSelected })}
                onClick={() => select(item.key)}
              >
                {item.label}
              </button>
            );
          })}
        </div>
        {extra}
      </div>
      {current?.content !== undefined && (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${current.key}`}
          tabIndex={0}
          className={s.panel}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
