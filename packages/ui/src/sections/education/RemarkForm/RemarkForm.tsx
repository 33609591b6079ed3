import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button';
import * as shared from '../../../internal/shared.css';
import { cx } from '../../../internal/cx';
import { useDomId } from '../../../internal/useId';
import * as s from './RemarkForm.css';

/** Remark ratings, best first (spec §3). */
export const REMARK_LEVELS = ['优秀', '良好', '中等', '一般', '差'] as const;
export type RemarkLevel = (typeof REMARK_LEVELS)[number];

/** Validation texts (spec §5). */
export const REMARK_CONTENT_REQUIRED_TEXT = '请输入备注内容';
export const REMARK_LEVEL_REQUIRED_TEXT = '请选择评级';

export type RemarkFormMode = 'add' | 'view';

export interface RemarkDraft {
  /** Trimmed remark text. */
  content: string;
  /** One of 优秀 良好 中等 一般 差. */
  pingji: RemarkLevel;
}

export interface RemarkFormProps {
  /** Controlled mode; leave out to let the form keep its own (starting with `defaultMode`). */
  mode?: RemarkFormMode;
  /** Starting mode when uncontrolled. Default `add`. */
  defaultMode?: RemarkFormMode;
  /** Called when the user switches between adding and viewing. */
  onModeChange?: (mode: RemarkFormMode) => void;
  /** Sends a valid remark. May return a promise: the form clears and goes to view mode when it resolves (not to `false`). */
  onSubmit: (draft: RemarkDraft) => void | boolean | Promise<unknown>;
  /** Called after the user cancels adding. */
  onCancel?: () => void;
  /** A send is in flight. */
  submitting?: boolean;
  /** What view mode shows, usually a `<RemarkList>`. */
  children?: ReactNode;
  className?: string;
}

function AddForm({
  onSubmit,
  onCancel,
  submitting,
}: {
  onSubmit: RemarkFormProps['onSubmit'];
  onCancel: () => void;
  submitting: boolean;
}) {
  const [content, setContent] = useState('');
  const [pingji, setPingji] = useState<RemarkLevel | ''>('');
  const [error, setError] = useState<{ field: 'content' | 'pingji'; text: string } | null>(null);
  const id = useDomId('wz-remark');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const text = content.trim();
    if (!text) {
      setError({ field: 'content', text: REMARK_CONTENT_REQUIRED_TEXT });
      return;
    }
    if (!pingji) {
      setError({ field: 'pingji', text: REMARK_LEVEL_REQUIRED_TEXT });
      return;
    }
    setError(null);
    await onSubmit({ content: text, pingji });
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="添加备注">
      <div>
        <label className={s.label} htmlFor={`${id}-content`}>
          备注内容
        </label>
        <textarea
          id={`${id}-content`}
          className={s.textarea}
          value={content}
          maxLength={500}
          placeholder="请输入备注内容"
          aria-invalid={error?.field === 'content' ? true : undefined}
          aria-describedby={error?.field === 'content' ? `${id}-error` : undefined}
          onChange={(e) => {
            setContent(e.currentTarget.value);
            if (error?.field === 'content') setError(null);
          }}
        />
      </div>
      <fieldset
        className={s.fieldset}
        aria-describedby={error?.field === 'pingji' ? `${id}-error` : undefined}
      >
        <legend className={s.legend}>评级</legend>
        <div className={s.levels}>
          {REMARK_LEVELS.map((level) => (
            <label key={level} className={s.level}>
              <input
                type="radio"
                className={s.radio}
                name={`${id}-level`}
                value={level}
                checked={pingji === level}
                onChange={() => {
                  setPingji(level);
                  if (error?.field === 'pingji') setError(null);
                }}
              />
              {level}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={`${id}-error`} className={shared.fieldError} role="alert">
          {error.text}
        </p>
      ) : null}
      <div className={s.actions}>
        <Button variant="secondary" onClick={onCancel}>
          取消
        </Button>
        <Button type="submit" loading={submitting}>
          提交
        </Button>
      </div>
    </form>
  );
}

/**
 * The remarks panel: add mode (content + rating, validated) and view mode (`children`, usually the
 * list). Add mode always opens empty; cancelling goes back to view mode.
 */
export function RemarkForm({
  mode: modeProp,
  defaultMode = 'add',
  onModeChange,
  onSubmit,
  onCancel,
  submitting = false,
  children,
  className,
}: RemarkFormProps) {
  const [own, setOwn] = useState<RemarkFormMode>(defaultMode);
  const mode = modeProp ?? own;
  const setMode = (next: RemarkFormMode) => {
    if (modeProp === undefined) setOwn(next);
    onModeChange?.(next);
  };

  return (
    <div className={cx(s.wrap, className)} data-mode={mode}>
      <div className={s.modes} role="group" aria-label="备注">
        <Button
          size="sm"
          variant={mode === 'add' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'add'}
          onClick={() => setMode('add')}
        >
          添加备注
        </Button>
        <Button
          size="sm"
          variant={mode === 'view' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'view'}
          onClick={() => setMode('view')}
        >
          查看备注
        </Button>
      </div>
      {/* View mode unmounts the form, so add mode always opens empty. */}
      {mode === 'add' ? (
        <AddForm
          submitting={submitting}
          onCancel={() => {
            onCancel?.();
            setMode('view');
          }}
          onSubmit={async (draft) => {
            try {
              const result = await onSubmit(draft);
              if (result !== false) setMode('view');
              return result;
            } catch {
              // The caller reports the failure; the draft stays for another try.
              return false;
            }
          }}
        />
      ) : (
        children
      )}
    </div>
  );
}
