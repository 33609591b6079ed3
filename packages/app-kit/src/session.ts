/**
 * Session state as the shell sees it. The token lives in the SDK's TokenStore (localStorage `token`,
 * `userInfo`); this module only reads it synchronously for route guards.
 */
export const TOKEN_KEY = 'token';
export const USER_INFO_KEY = 'userInfo';
/** Set to '100' before sending the user to /login?flag=100 (spec §4). */
export const IS_FLAG_KEY = 'isFlag';

export function hasToken(): boolean {
  // The server renders for guests; a ReferenceError per call there costs more than the render's hooks.
  if (typeof localStorage === 'undefined') return false;
  try {
    return Boolean(localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}
