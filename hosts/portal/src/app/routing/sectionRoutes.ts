/**
 * Route helpers of the section frame (banner, menus, right column around a section's pages), and the
 * shared page of the sections not built yet. No React: part of the boot script.
 */
import { sectionFrameReads } from './frameReads';
import type { PageLoader, RouteMeta, RouteNode } from '@wz/app-kit';
import type { SectionKey } from './sections';

/** The section frame with the honest 栏目建设中 state: the page of every section not built yet. */
export const underConstruction: PageLoader = () => import('../pages/SectionUnderConstruction');

/**
 * Metadata and first reads of a route whose pages sit in the section frame: the shell shows the
 * section's banner above them, and the frame's reads start with the app.
 */
export function sectionFrame(section: SectionKey, title: string): Pick<RouteNode, 'meta' | 'reads'> {
  return { meta: { section, title, banner: 'section' }, reads: () => sectionFrameReads(section) };
}

/** A page not built yet, in its section's frame with the under-construction state. */
export function pageUnderConstruction(
  path: string,
  meta: RouteMeta = {},
  /** Values the crawl test fills the path's dynamic segments with. */
  sample?: Record<string, string>,
): RouteNode {
  return { path, page: underConstruction, meta, ...(sample ? { sample } : {}) };
}

/**
 * Pages not built yet, `path → title` (or `[title, sample]` for a path with dynamic segments), each with
 * `meta` added.
 */
export function pagesUnderConstruction(
  pages: Record<string, string | [title: string, sample: Record<string, string>]>,
  meta: Partial<RouteMeta> = {},
): RouteNode[] {
  return Object.entries(pages).map(([path, page]) => {
    const [title, sample] = typeof page === 'string' ? [page] : page;
    return pageUnderConstruction(path, { title, ...meta }, sample);
  });
}

/** A section not built yet whose pages are `/<path>/<page>`, with `/<path>` going to its index. */
export function sectionUnderConstruction(
  path: string,
  section: SectionKey,
  title: string,
  titles: Record<string, string>,
): RouteNode {
  return {
    path,
    ...sectionFrame(section, title),
    children: [{ index: true, redirect: 'index' }, ...pagesUnderConstruction(titles)],
  };
}
