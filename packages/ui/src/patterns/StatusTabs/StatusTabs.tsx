import { Tabs } from '../../primitives/Tabs/Tabs';
import { cx } from '../../internal/cx';
import * as s from './StatusTabs.css';

export interface StatusTab {
  /** The status key the list is filtered by (kept in the URL by the page). */
  key: string;
  /** Tab text (`已发布`, `审核中`, `已下架`). */
  label: string;
  /** Records in this status; hidden when undefined (counts still loading). */
  count?: number;
}

export interface StatusTabsProps {
  items: StatusTab[];
  /** The selected status (controlled). */
  value: string;
  /** Called with the chosen status. */
  onChange: (key: string) => void;
  /** Accessible name of the tab list. Default `状态`. */
  label?: string;
  /** Counts above this show as `{max}+`. Default 99. */
  max?: number;
  className?: string;
}

/**
 * The status tabs over a user-centre list (全部 / 已发布 / 审核中 / 已下架) with a count on each.
 * Keyboard as in Tabs: arrow keys, Home and End.
 */
export function StatusTabs({
  items,
  value,
  onChange,
  label = '状态',
  max = 99,
  className,
}: StatusTabsProps) {
  return (
    <Tabs
      aria-label={label}
      className={cx(s.tabs, className)}
      value={value}
      onChange={onChange}
      items={items.map((item) => ({
        key: item.key,
        label: (
          <>
            {item.label}
            {item.count !== undefined && (
              <span className={s.count({ zero: item.count === 0 })}>
                {item.count > max ? `${max}+` : item.count}
              </span>
            )}
          </>
        ),
      }))}
    />
  );
}
