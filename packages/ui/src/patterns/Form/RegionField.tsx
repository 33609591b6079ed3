import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '../../primitives/Button/Button';
import { cx } from '../../internal/cx';
import type { RegionOption } from '../SiteHeader/SiteHeader';
import { Field } from './Field';
import * as s from './Form.css';
import type { FieldBaseProps } from './inputs';

/** Loads the regions under a parent code (`'0'` for provinces); a page feeds it from `getRegionList`. */
export type RegionLoader = (
  parentCode: string,
) => Promise<readonly RegionOption[]> | readonly RegionOption[];

export interface RegionFieldProps extends Omit<FieldBaseProps, 'name'> {
  /** Form field names of the levels, province first: two for province → city, three down to district. */
  names: readonly [string, string] | readonly [string, string, string];
  /** Regions under a parent code; called once per code. Components never fetch: pass the read in. */
  loadRegions: RegionLoader;
  /** Names of the levels, used for their empty choice and accessible name. Default 省份, 城市, 区县. */
  levelLabels?: readonly string[];
}

type Entry =
  { status: 'loading' } | { status: 'error' } | { status: 'ok'; items: readonly RegionOption[] };

/** Region lists per parent code, loaded as parents get chosen; failed ones load again on `retry`. */
function useRegionLists(load: RegionLoader, parents: readonly string[]) {
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [attempt, setAttempt] = useState(0);
  const requested = useRef(new Set<string>());
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const wanted = parents.join(',');
  useEffect(() => {
    for (const pid of wanted.split(',').filter(Boolean)) {
      if (requested.current.has(pid)) continue;
      requested.current.add(pid);
      const set = (entry: Entry) => setEntries((e) => ({ ...e, [pid]: entry }));
      set({ status: 'loading' });
      Promise.resolve()
        .then(() => loadRef.current(pid))
        .then(
          (items) => set({ status: 'ok', items }),
          () => {
            requested.current.delete(pid);
            set({ status: 'error' });
          },
        );
    }
  }, [wanted, attempt]);
  return { entries, retry: () => setAttempt((n) => n + 1) };
}

/** Province → city (→ district) as linked drop-downs, each level its own form field. */
export function RegionField({
  names,
  loadRegions,
  levelLabels = ['省份', '城市', '区县'],
  label,
  hint,
  required,
  disabled,
  className,
}: RegionFieldProps) {
  const { control, setValue } = useFormContext();
  const codes = useWatch({ control, name: names as readonly string[] }) as (string | undefined)[];
  const { errors } = useFormState({ control, name: names as readonly string[] });
  const error = names
    .map((n) =>
      n.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown>)?.[k], errors),
    )
    .map((e) => (e as { message?: string } | undefined)?.message)
    .find(Boolean);
  // The parent of level i is the code chosen one level up; provinces hang under '0'.
  const parents = names.map((_, i) => (i === 0 ? '0' : (codes[i - 1] ?? '')));
  const { entries, retry } = useRegionLists(loadRegions, parents);
  const failed = parents.some((p) => p && entries[p]?.status === 'error');

  return (
    <Field {...{ label, hint, required, className, error }} kind="group">
      {() => (
        <>
          <span className={s.choices}>
            {names.map((name, i) => {
              const entry = parents[i] ? entries[parents[i]] : undefined;
              // A level with no regions under its parent (a city without districts) is left out.
              if (i > 0 && entry?.status === 'ok' && entry.items.length === 0) return null;
              return (
                <RegionSelect
                  key={name}
                  name={name}
                  label={levelLabels[i] ?? ''}
                  entry={entry}
                  disabled={disabled || !parents[i]}
                  onPicked={() => {
                    for (const below of names.slice(i + 1))
                      setValue(below, '', { shouldDirty: true });
                  }}
                />
              );
            })}
          </span>
          {failed ? (
            <span className={s.loadError} role="alert">
              地区加载失败
              <Button variant="link" size="sm" onClick={retry}>
                重试
              </Button>
            </span>
          ) : null}
        </>
      )}
    </Field>
  );
}

function RegionSelect({
  name,
  label,
  entry,
  disabled,
  onPicked,
}: {
  name: string;
  label: string;
  entry: Entry | undefined;
  disabled: boolean;
  onPicked: () => void;
}) {
  const { control } = useFormContext();
  const {
    field: { ref, onBlur, onChange, value: code },
    fieldState: { error },
  } = useController({ name, control });
  const items = entry?.status === 'ok' ? entry.items : [];
  const value = (code as string | undefined) ?? '';
  return (
    <select
      ref={ref}
      name={name}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-busy={entry?.status === 'loading' || undefined}
      className={cx(s.input, s.select, s.region)}
      disabled={disabled || entry?.status !== 'ok'}
      value={items.some((r) => r.code === value) ? value : ''}
      onBlur={onBlur}
      onChange={(e) => {
        onChange(e.target.value);
        onPicked();
      }}
    >
      <option value="">{entry?.status === 'loading' ? '加载中…' : `请选择${label}`}</option>
      {items.map((r) => (
        <option key={r.code} value={r.code}>
          {r.name}
        </option>
      ))}
    </select>
  );
}
