/**
 * The user centre's areas as data: each section contributes its own (`sections/<key>/user.ts`), the host
 * assembles them (app/userAreas.ts), and the centre builds its routes and menus from the result. No React.
 */
import type { PageLoader } from './route';

/** A page of the user centre, or an area (it has `pages`) whose pages sit under its path. */
export interface UserPage {
  /** Path segment(s) under the parent (`base`, `list/:sn/:tab`). */
  path: string;
  /** Menu text (Chinese). */
  label: string;
  /** The page; without one the frame shows 正在建设中 (an area shows its first page). */
  page?: PageLoader;
  /** Values the crawl test (and the menu link) fill dynamic segments with. */
  sample?: Record<string, string>;
  pages?: UserPage[];
}

/** The side menu's groups, in order. */
export type MenuGroup = '账户' | '我的发布' | '分类信息' | '婚恋交友' | '商城';
export const MENU_GROUPS: readonly MenuGroup[] = ['账户', '我的发布', '分类信息', '婚恋交友', '商城'];

/** A top-level area: where it lives (`/user` or the mall's `/usercenter`) and its menu group. */
export interface UserArea extends UserPage {
  group: MenuGroup;
  /** The parent path; default `/user`. */
  base?: '/user' | '/usercenter';
}

/** Pages from `path → label`, none built yet (or `path → [label, page]`). */
export const userPages = (entries: Record<string, string | [label: string, page: PageLoader]>): UserPage[] =>
  Object.entries(entries).map(([path, entry]) =>
    typeof entry === 'string' ? { path, label: entry } : { path, label: entry[0], page: entry[1] },
  );

/** The message box pages every settle-in section has. */
export const RELEASE_MESSAGES = { receivedMessage: '收到的留言', sendMessage: '发出的留言' };

/**
 * The areas in the order given; a second contribution to an area already listed (same base and path)
 * adds its pages to it, so a section can put a page into the account area.
 */
export function assembleAreas(...contributions: (readonly UserArea[])[]): UserArea[] {
  const out: UserArea[] = [];
  for (const area of contributions.flat()) {
    const same = out.findIndex((a) => areaPath(a) === areaPath(area));
    if (same < 0) out.push(area);
    else out[same] = { ...out[same]!, pages: [...(out[same]!.pages ?? []), ...(area.pages ?? [])] };
  }
  return out;
}

/**
 * A page's path for a link: required dynamic segments filled from `sample`, optional ones left out (the
 * edit page's link opens an empty form, not the sample record).
 */
export function linkPath(page: UserPage): string {
  return page.path
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      return seg.endsWith('?') ? '' : (page.sample?.[seg.slice(1)] ?? '');
    })
    .filter(Boolean)
    .join('/');
}

/** Where a menu entry links: a page itself, or an area's first page (recursively). */
export function linkOf(page: UserPage, parent: string): string {
  const here = `${parent}/${linkPath(page)}`;
  return page.pages?.length ? linkOf(page.pages[0]!, here) : here;
}

/** The full path of an area (`/user/personInfo`, `/usercenter/wzmall`). */
export function areaPath(area: UserArea): string {
  return `${area.base ?? '/user'}/${area.path}`;
}

/** The first path segment(s) of a page, without dynamic ones: what an active pathname starts with. */
export function staticPrefix(page: UserPage, parent: string): string {
  const fixed = page.path.split('/').filter((seg) => !seg.startsWith(':'));
  return [parent, ...fixed].join('/');
}

/** Is `pathname` this page or inside it? */
export function isWithin(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
