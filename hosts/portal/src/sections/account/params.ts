/** /login?flag: 100 when the visit was caused by a missing or expired session (spec §4). */
export const loginParams = (q: URLSearchParams) => ({ flag: q.get('flag') });
