import { useState, type FormEvent } from 'react';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../internal/cx';
import { ChevronDown, Close } from '../../internal/icons';
import { useDomId } from '../../internal/useId';
import {
  choiceValues,
  isActiveFilter,
  rangeLabel,
  rangeToText,
  rangeValue,
  type FilterBarChoiceGroup,
  type FilterBarGroup,
  type FilterBarRangeGroup,
  type FilterBarValue,
  type FilterRange,
} from './filterValue';
import * as s from './FilterBar.css';

export interface FilterBarProps {
  /** One row per group, in order; groups marked `more` sit behind the 更多 button. */
  groups: FilterBarGroup[];
  /** The current filters (controlled; pages keep them in the URL with `filtersToSearch`). */
  value: FilterBarValue;
  /**
   * Called with the new filters: every group's key, `undefined` where cleared, so
   * `filtersToSearch(next, currentSearch)` also removes cleared keys from the URL.
   */
  onChange: (value: FilterBarValue) => void;
  /** Accessible name. Default `筛选`. */
  label?: string;
  /** Placeholder rows while the options load. */
  loading?: boolean;
  className?: string;
}

type Entry = FilterBarValue[string];

/** A chip per active value: what it says and the value left when it is removed. */
function chipsOf(g: FilterBarGroup, v: Entry): Array<{ id: string; text: string; rest: Entry }> {
  if (g.kind === 'range') {
    const r = rangeValue(v);
    if (!r) return [];
    const preset = g.presets?.find((p) => p.min === r.min && p.max === r.max);
    return [{ id: g.key, text: preset?.label ?? rangeLabel(r, g.unit), rest: undefined }];
  }
  const picked = choiceValues(v);
  return picked.map((value) => {
    const rest = picked.filter((p) => p !== value);
    return {
      id: `${g.key}=${value}`,
      text: g.options.find((o) => o.value === value)?.label ?? value,
      rest: g.kind === 'multi' && rest.length > 0 ? rest : undefined,
    };
  });
}

/** The "no filter" option that starts every row. */
function AllOption({
  text,
  active,
  onClear,
}: {
  text: string;
  active: boolean;
  onClear: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={s.option({ selected: active })}
        aria-pressed={active}
        onClick={() => !active && onClear()}
      >
        {text}
      </button>
    </li>
  );
}

function ChoiceRow({
  group,
  value,
  onPick,
}: {
  group: FilterBarChoiceGroup;
  value: Entry;
  onPick: (next: Entry) => void;
}) {
  const picked = choiceValues(value);
  const toggle = (v: string) => {
    if (group.kind === 'single') return onPick(picked[0] === v ? undefined : v);
    const next = picked.includes(v) ? picked.filter((p) => p !== v) : [...picked, v];
    onPick(next.length > 0 ? next : undefined);
  };
  return (
    <ul className={s.options}>
      <AllOption
        text={group.allLabel ?? '不限'}
        active={picked.length === 0}
        onClear={() => onPick(undefined)}
      />
      {group.options.map((o) => (
        <li key={o.value}>
          <button
            type="button"
            className={s.option({
              selected: picked.includes(o.value),
              multi: group.kind === 'multi',
            })}
            aria-pressed={picked.includes(o.value)}
            onClick={() => toggle(o.value)}
          >
            {o.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

const toNumber = (text: string) => {
  const t = text.trim();
  return t === '' || !Number.isFinite(Number(t)) || Number(t) < 0 ? undefined : Number(t);
};

function RangeRow({
  group,
  value,
  onPick,
}: {
  group: FilterBarRangeGroup;
  value: Entry;
  onPick: (next: Entry) => void;
}) {
  const current = rangeValue(value);
  const [min, setMin] = useState(current?.min?.toString() ?? '');
  const [max, setMax] = useState(current?.max?.toString() ?? '');
  const isPreset = (p: FilterRange) => current?.min === p.min && current?.max === p.max;
  const apply = (e: FormEvent) => {
    e.preventDefault();
    let lo = toNumber(min);
    let hi = toNumber(max);
    // A reversed range is what the user meant the other way round.
    if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
    const next: FilterRange = {};
    if (lo !== undefined) next.min = lo;
    if (hi !== undefined) next.max = hi;
    onPick(isActiveFilter(next) ? next : undefined);
  };
  const unit = group.unit ? `（${group.unit}）` : '';
  return (
    <div className={s.rangeRow}>
      <ul className={s.options}>
        <AllOption
          text={group.allLabel ?? '不限'}
          active={!current}
          onClear={() => onPick(undefined)}
        />
        {group.presets?.map((p) => (
          <li key={p.label}>
            <button
              type="button"
              className={s.option({ selected: isPreset(p) })}
              aria-pressed={isPreset(p)}
              onClick={() => onPick(isPreset(p) ? undefined : { min: p.min, max: p.max })}
            >
              {p.label}
            </button>
          </li>
        ))}
      </ul>
      <form className={s.custom} onSubmit={apply} aria-label={`自定义${group.label}`}>
        <input
          className={s.number}
          inputMode="decimal"
          aria-label={`最低${group.label}${unit}`}
          placeholder="最低"
          value={min}
          onChange={(e) => setMin(e.target.value)}
        />
        <span aria-hidden="true">-</span>
        <input
          className={s.number}
          inputMode="decimal"
          aria-label={`最高${group.label}${unit}`}
          placeholder="最高"
          value={max}
          onChange={(e) => setMax(e.target.value)}
        />
        {group.unit && <span className={s.unit}>{group.unit}</span>}
        <button type="submit" className={s.apply}>
          确定
        </button>
      </form>
    </div>
  );
}

/**
 * Listing filters: single and multi choice rows, min–max ranges with presets and a custom range,
 * a collapsible 更多 part, chips for what is active and 重置. Controlled by a plain value object.
 */
export function FilterBar({
  groups,
  value,
  onChange,
  label = '筛选',
  loading = false,
  className,
}: FilterBarProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useDomId('wz-filter');
  const moreId = `${id}-more`;

  if (loading) {
    return (
      <div className={cx(s.bar, className)} role="status" aria-label={`${label}加载中`}>
        {Array.from({ length: Math.max(1, groups.filter((g) => !g.more).length) }, (_, i) => (
          <div key={i} className={s.row} aria-hidden="true">
            <Skeleton shape="rect" width="3em" height={14} label="" />
            <span className={s.options}>
              {[3, 5, 5, 4].map((w, j) => (
                <Skeleton key={j} shape="rect" width={`${w}em`} height={28} label="" />
              ))}
            </span>
          </div>
        ))}
      </div>
    );
  }

  const emit = (key: string, next: Entry) =>
    onChange({ ...Object.fromEntries(groups.map((g) => [g.key, value[g.key]])), [key]: next });
  const reset = () => onChange(Object.fromEntries(groups.map((g) => [g.key, undefined])));
  const chips = groups.flatMap((g) => chipsOf(g, value[g.key]).map((c) => ({ ...c, group: g })));

  const row = (g: FilterBarGroup) => (
    <div key={g.key} className={s.row} role="group" aria-labelledby={`${id}-label-${g.key}`}>
      <span id={`${id}-label-${g.key}`} className={s.label}>
        {g.label}
      </span>
      {g.kind === 'range' ? (
        <RangeRow
          key={rangeToText(rangeValue(value[g.key]) ?? {})}
          group={g}
          value={value[g.key]}
          onPick={(next) => emit(g.key, next)}
        />
      ) : (
        <ChoiceRow group={g} value={value[g.key]} onPick={(next) => emit(g.key, next)} />
      )}
    </div>
  );
  const main = groups.filter((g) => !g.more);
  const more = groups.filter((g) => g.more);

  return (
    <section className={cx(s.bar, className)} aria-label={label}>
      {main.map(row)}
      {more.length > 0 && (
        <>
          <div id={moreId} hidden={!expanded}>
            {expanded && more.map(row)}
          </div>
          <div className={s.moreRow}>
            <button
              type="button"
              className={s.moreButton}
              aria-expanded={expanded}
              aria-controls={moreId}
              onClick={() => setExpanded((x) => !x)}
            >
              {expanded ? '收起' : '更多筛选'}
              <span className={s.chevron({ up: expanded })}>
                <ChevronDown />
              </span>
            </button>
          </div>
        </>
      )}
      {chips.length > 0 && (
        <div className={s.chipsRow}>
          <span className={s.label}>已选</span>
          <ul className={s.chips} aria-label="已选条件">
            {chips.map((c) => (
              <li key={c.id} className={s.chip}>
                <span>
                  {c.group.label}：{c.text}
                </span>
                <button
                  type="button"
                  className={s.chipRemove}
                  aria-label={`移除 ${c.group.label}：${c.text}`}
                  onClick={() => emit(c.group.key, c.rest)}
                >
                  <Close />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={s.reset} onClick={reset}>
            重置
          </button>
        </div>
      )}
    </section>
  );
}
