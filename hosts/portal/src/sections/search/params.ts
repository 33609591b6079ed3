import { reads } from '@wz/sdk';
import { SEARCH_KEYWORD_MAX } from '../../app/lib/search';

/**
 * The read of /search for its query string (`keyword`, `channel`, `page`): shared by the page and the route's
 * early start. A blank or over-long keyword reads nothing (the page says why, in the API's words).
 */
export function searchQuery(params: URLSearchParams) {
  const keyword = (params.get('keyword') ?? '').trim();
  const channel = params.get('channel') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tooLong = [...keyword].length > SEARCH_KEYWORD_MAX;
  const groups =
    keyword && !tooLong
      ? reads.searchGroups({ keyword, ...(channel ? { channel, ...(page > 1 ? { page } : {}) } : {}) })
      : null;
  return { keyword, channel, page, tooLong, groups };
}
