// What the header's search box and the results page share.
import { useEffect, useState } from 'react';
import { useSearchSuggest } from '@wz/sdk/react';

/** The API's limit on a search keyword (searchGroups / searchSuggest: 50 characters after trimming). */
export const SEARCH_KEYWORD_MAX = 50;
/** The API's refusal of a longer one, shown before asking. */
export const LONG_KEYWORD_MESSAGE = `搜索内容不能超过${SEARCH_KEYWORD_MAX}个字`;

/** `/search?keyword=…` (and a channel's tab). */
export const searchPath = (keyword: string, channel?: string) =>
  `/search?keyword=${encodeURIComponent(keyword)}${channel ? `&channel=${encodeURIComponent(channel)}` : ''}`;

/** Titles for what has been typed, asked for once typing pauses (250 ms); none for a blank box. */
export function useSuggestions(typed: string, delay = 250): string[] {
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim()), delay);
    return () => clearTimeout(t);
  }, [typed, delay]);
  const asked = keyword && [...keyword].length <= SEARCH_KEYWORD_MAX ? keyword : '';
  const { data } = useSearchSuggest(asked ? { keyword: asked } : null);
  // a box emptied since stays empty; words of the last pause stay while typing on
  return typed.trim() && asked && data ? data.words : [];
}
