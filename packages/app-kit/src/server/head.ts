/**
 * The head of a server-rendered page: title, keywords and description from the route's metadata,
 * the canonical URL, Open Graph on detail pages and a preload of the page's largest picture.
 */
import type { PageHeadInfo, RouteMeta } from '../routing/route';

/** What the host says of itself in every head: the title's last part, and the description of a route without one. */
export interface SiteHead {
  slogan: string;
  description: string;
}

export interface HeadInput {
  site: SiteHead;
  meta: RouteMeta;
  origin: string;
  url: URL;
  pictures: string[];
  /** From the route's `head` (detail pages), once its reads have answered. */
  info?: PageHeadInfo;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text of a short summary (descriptions may come from rich text). */
function summary(text: string): string {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > 120 ? `${plain.slice(0, 119)}…` : plain;
}

export function documentTitle(slogan: string, meta: RouteMeta, info?: PageHeadInfo): string {
  const parts = [info?.title, meta.title].filter((p): p is string => Boolean(p));
  return parts.length ? `${parts.join(' - ')} - ${slogan}` : slogan;
}

export function pageHead({ site, meta, origin, url, pictures, info }: HeadInput): string {
  const title = documentTitle(site.slogan, meta, info);
  const description = info?.description ? summary(info.description) : (meta.description ?? site.description);
  const canonical = origin + url.pathname + url.search;
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs)
      .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
      .join(' ')} />`;
  const out = [
    `<title>${escapeHtml(title)}</title>`,
    tag('meta', { name: 'description', content: description }),
    ...(meta.keywords ? [tag('meta', { name: 'keywords', content: meta.keywords })] : []),
    tag('link', { rel: 'canonical', href: canonical }),
  ];
  if (info) {
    out.push(
      tag('meta', { property: 'og:type', content: 'article' }),
      tag('meta', { property: 'og:title', content: info.title ?? title }),
      tag('meta', { property: 'og:description', content: description }),
      tag('meta', { property: 'og:url', content: canonical }),
      ...(info.image ? [tag('meta', { property: 'og:image', content: info.image })] : []),
    );
  }
  const largest = pictures[0] ?? info?.image;
  if (largest) out.push(tag('link', { rel: 'preload', as: 'image', href: largest, fetchpriority: 'high' }));
  return out.join('\n    ');
}
