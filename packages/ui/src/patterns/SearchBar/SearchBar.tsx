import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useDomId } from '../../internal/useId';
import { cx } from '../../internal/cx';
import { Search } from '../../internal/icons';
import { toast } from '../../primitives/Toast/Toast';
import * as s from './SearchBar.css';

/** The spec's refusal text for an empty search. */
export const EMPTY_KEYWORD_MESSAGE = '请先输入搜索内容！';

export interface SearchBarProps {
  /** Called with the trimmed keyword (never empty); the host navigates to `/search?keyword=…`. */
  onSearch: (keyword: string) => void;
  /** Called instead of the default toast when the keyword is empty, with 请先输入搜索内容！. */
  onEmpty?: (message: string) => void;
  /** Controlled keyword. */
  value?: string;
  /** Called as the user types (controlled use). */
  onValueChange?: (value: string) => void;
  /** Initial keyword when uncontrolled (e.g. from the URL on the search page). */
  defaultValue?: string;
  /** Default `请输入搜索内容`. */
  placeholder?: string;
  /** Button text. Default `搜索`. */
  buttonText?: string;
  /**
   * Where the form goes without JavaScript (a GET with `keyword`), e.g. `/search`: a server-rendered page
   * searches before its script runs.
   */
  action?: string;
  /** The search landmark's name, needed when a page has more than one search box (e.g. `站内搜索`, `商城搜索`). */
  label?: string;
  /** The API's limit on the keyword (`maxlength` of the box). Default 100. */
  maxLength?: number;
  /**
   * Words to offer under the box while typing (the host fetches them, debounced). Given (even empty), the box is
   * a combobox: ↑/↓ move through them, Enter searches the one chosen, Esc closes the list.
   */
  suggestions?: readonly string[];
  className?: string;
}

/** Keyword box and button; refuses an empty keyword with 请先输入搜索内容！. */
export function SearchBar({
  onSearch,
  onEmpty,
  value,
  onValueChange,
  defaultValue = '',
  placeholder = '请输入搜索内容',
  buttonText = '搜索',
  action,
  label,
  maxLength = 100,
  suggestions,
  className,
}: SearchBarProps) {
  const [inner, setInner] = useState(defaultValue);
  const keyword = value ?? inner;
  const listId = useDomId('suggest');
  // -1: none chosen; the list shows while the box has focus and words
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const words = open && suggestions && keyword.trim() ? suggestions : [];
  const pick = (word: string) => {
    setOpen(false);
    setActive(-1);
    if (value === undefined) setInner(word);
    onValueChange?.(word);
    onSearch(word);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!suggestions) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!words.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // past either end the choice returns to what was typed (-1)
      setActive((a) => (a + step >= words.length ? -1 : a + step < -1 ? words.length - 1 : a + step));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && active >= 0 && words[active]) {
      e.preventDefault();
      pick(words[active]);
    }
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // What the box holds, including what was typed before a server-rendered page was hydrated.
    const k = String(new FormData(e.currentTarget).get('keyword') ?? keyword).trim();
    if (!k) {
      if (onEmpty) onEmpty(EMPTY_KEYWORD_MESSAGE);
      else toast.warning(EMPTY_KEYWORD_MESSAGE);
      return;
    }
    onSearch(k);
  };
  const chosen = active >= 0 && active < words.length ? active : -1;
  const combo = suggestions
    ? {
        role: 'combobox' as const,
        'aria-expanded': words.length > 0,
        'aria-controls': listId,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': chosen >= 0 ? `${listId}-${chosen}` : undefined,
      }
    : {};
  return (
    <form role="search" aria-label={label} className={cx(s.form, className)} onSubmit={submit} action={action} method={action ? 'get' : undefined}>
      <input
        className={s.field}
        type="search"
        name="keyword"
        aria-label="搜索内容"
        placeholder={placeholder}
        value={keyword}
        maxLength={maxLength}
        enterKeyHint="search"
        autoComplete={suggestions ? 'off' : undefined}
        {...combo}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        // a click on a word lands before the box loses focus (mousedown prevents the blur)
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setOpen(true);
          setActive(-1);
          if (value === undefined) setInner(e.target.value);
          onValueChange?.(e.target.value);
        }}
      />
      <button type="submit" className={s.submit}>
        <Search />
        {buttonText}
      </button>
      {suggestions ? (
        <ul id={listId} role="listbox" aria-label="搜索建议" className={s.suggestions} hidden={words.length === 0}>
          {words.map((w, i) => (
            <li
              key={w}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === chosen}
              className={s.suggestion}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(w)}
            >
              {w}
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
