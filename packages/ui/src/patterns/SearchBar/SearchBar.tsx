import { useState, type FormEvent } from 'react';
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
  className,
}: SearchBarProps) {
  const [inner, setInner] = useState(defaultValue);
  const keyword = value ?? inner;
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
  return (
    <form role="search" aria-label={label} className={cx(s.form, className)} onSubmit={submit} action={action} method={action ? 'get' : undefined}>
      <input
        className={s.field}
        type="search"
        name="keyword"
        aria-label="搜索内容"
        placeholder={placeholder}
        value={keyword}
        maxLength={100}
        enterKeyHint="search"
        onChange={(e) => {
          if (value === undefined) setInner(e.target.value);
          onValueChange?.(e.target.value);
        }}
      />
      <button type="submit" className={s.submit}>
        <Search />
        {buttonText}
      </button>
    </form>
  );
}
