import type { RouteMeta } from '@wz/app-kit';

/** The product slogan: the default document title (spec §2 Shell behaviour). */
export const SLOGAN = '本地生活，一网打尽 — 分类信息门户';

/** The site's description when a route has none (the one in index.html). */
export const DEFAULT_DESCRIPTION =
  '本地分类信息与生活服务门户：旅游、市场、房产、闲置、车船、物流、人才、教育与网上商城。';

function setMeta(name: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    if (name === 'keywords') el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

const defaultDescription =
  typeof document !== 'undefined'
    ? (document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? undefined)
    : undefined;

let keptHead: string | undefined;

/** The server wrote this page's head (a detail page's title names what it shows): the page keeps it. */
export function keepServerHead(url: string) {
  keptHead = url;
}

/** A title a page set for its own URL (a section matching its own pages); the route's meta yields to it. */
let pageTitle: { url: string; title: string } | undefined;
const here = () => window.location.pathname + window.location.search;

/** The document title of the current page, from the page (its effect runs before the shell's). */
export function setPageTitle(title: string) {
  pageTitle = { url: here(), title };
  document.title = `${title} - ${SLOGAN}`;
}

export function applyRouteMeta(meta: RouteMeta) {
  const kept = keptHead;
  keptHead = undefined;
  if (kept !== undefined && kept === here()) return;
  const title = pageTitle?.url === here() ? pageTitle.title : meta.title;
  document.title = title ? `${title} - ${SLOGAN}` : SLOGAN;
  setMeta('keywords', meta.keywords);
  setMeta('description', meta.description ?? defaultDescription);
}
