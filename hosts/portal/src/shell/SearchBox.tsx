import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@wz/ui';

export const EMPTY_SEARCH_MESSAGE = '请先输入搜索内容！';

/** Keyword box + button that opens /search?keyword=… (spec §2); an empty keyword is refused (§5). */
export function SearchBox() {
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(() => params.get('keyword') ?? '');
  const navigate = useNavigate();

  function submit(e: FormEvent) {
    e.preventDefault();
    const k = keyword.trim();
    if (!k) {
      toast.warning(EMPTY_SEARCH_MESSAGE);
      return;
    }
    navigate(`/search?keyword=${encodeURIComponent(k)}`);
  }

  return (
    <form className="searchbox" role="search" onSubmit={submit}>
      <label htmlFor="site-search" className="visually-hidden">
        搜索关键词
      </label>
      <input
        id="site-search"
        type="search"
        className="searchbox__input"
        placeholder="搜索旅游、房产、商品、资讯…"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        maxLength={50}
        enterKeyHint="search"
      />
      <button type="submit" className="searchbox__button">
        搜索
      </button>
    </form>
  );
}
