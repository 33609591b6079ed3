import { useState } from 'react';
import { FilterBar, type FilterBarGroup, type FilterBarValue } from '@wz/ui';

export interface FilterDropdownsProps {
  /** The same groups as the desktop's rows; those marked `more` share the 更多 dropdown. */
  groups: FilterBarGroup[];
  value: FilterBarValue;
  onChange: (value: FilterBarValue) => void;
}

/**
 * The filters on a phone (58同城, 安居客): one line of dropdowns, 区域 ▾ 价格 ▾ 户型 ▾ 更多 ▾, each opening
 * its options under the line; a choice applies at once and closes it (a multiple choice stays open until
 * 确定). The desktop keeps the rows (x-spec: inferred).
 */
export function FilterDropdowns({ groups, value, onChange }: FilterDropdownsProps) {
  const [open, setOpen] = useState<string | null>(null);
  const main = groups.filter((g) => !g.more);
  const more = groups.filter((g) => g.more);
  const menus = [
    ...main.map((g) => ({ key: g.key, label: g.label, groups: [g] })),
    ...(more.length ? [{ key: '__more', label: '更多', groups: more.map((g) => ({ ...g, more: false })) }] : []),
  ];
  const shown = menus.find((m) => m.key === open);
  const active = (m: (typeof menus)[number]) => m.groups.some((g) => value[g.key] !== undefined);
  return (
    <div className="listing-dropdowns">
      <div className="listing-dropdowns__line" role="group" aria-label="筛选">
        {menus.map((m) => (
          <button
            key={m.key}
            type="button"
            className="listing-dropdowns__toggle"
            data-active={active(m) || undefined}
            aria-expanded={open === m.key}
            aria-controls={open === m.key ? 'listing-dropdowns-panel' : undefined}
            onClick={() => setOpen((o) => (o === m.key ? null : m.key))}
          >
            {m.label}
            <span aria-hidden="true">{open === m.key ? '▴' : '▾'}</span>
          </button>
        ))}
      </div>
      {shown && (
        <div id="listing-dropdowns-panel" className={shown.groups.length === 1 ? 'listing-dropdowns__panel listing-dropdowns__panel--one' : 'listing-dropdowns__panel'}>
          <FilterBar
            label={`${shown.label}筛选`}
            groups={shown.groups}
            value={value}
            onChange={(next) => {
              // the other groups' values ride along: the page gets the whole filter value
              onChange({ ...value, ...next });
              if (!shown.groups.some((g) => g.kind === 'multi')) setOpen(null);
            }}
          />
          {shown.groups.some((g) => g.kind === 'multi') && (
            <button type="button" className="listing-dropdowns__done" onClick={() => setOpen(null)}>
              确定
            </button>
          )}
        </div>
      )}
    </div>
  );
}
