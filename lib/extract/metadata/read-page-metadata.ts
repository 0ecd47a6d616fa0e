import { hasStaleHead } from './has-stale-head';
import { jsonLdName, jsonLdNodes, mainJsonLdNode } from './json-ld';
import { queryAll, queryOne } from './query-all';

export interface PageMetadata {
  canonicalUrl?: string;
  title?: string;
  siteName?: string;
  author?: string;
  published?: string;
  description?: string;
  language?: string;
  favicon?: string;
}

const MAX_FIELD_CHARS = 2_000;

/**
 * What the page says about itself: `<meta>` (name, property, itemprop), OpenGraph, Twitter cards, JSON-LD,
 * `<link rel=canonical|icon|author>` and `<html lang>`. Reads only; every source may be missing or malformed. When
 * the `<head>` still describes the page before this one (a single-page app), only what holds for the whole site
 * (its name, language, icon) and the tab title are read from it.
 */
export function readPageMetadata(doc: Document, pageUrl: string): PageMetadata {
  const meta = metaIndex(doc);
  const pick = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => !!value);
  const siteName = () => pick('og:site_name', 'application-name', 'apple-mobile-web-app-title');
  const favicon = absolute(iconHref(doc) ?? '/favicon.ico', pageUrl);
  if (hasStaleHead(doc, pageUrl)) {
    return clean({ title: doc.title?.trim(), siteName: siteName(), language: htmlLanguage(doc), favicon });
  }
  let ld: ReturnType<typeof mainJsonLdNode>;
  try {
    ld = mainJsonLdNode(jsonLdNodes(doc));
  } catch {
    ld = undefined;
  }
  const ldString = (key: string) => (typeof ld?.[key] === 'string' ? (ld[key] as string).trim() : undefined);
  const metaAuthor = pick(
    'dc:creator',
    'dc.creator',
    'dcterms:creator',
    'dcterms.creator',
    'author',
    'article:author',
    'parsely-author',
    'sailthru.author',
    'byl',
  );
  const author =
    personName(metaAuthor) ??
    jsonLdName(ld?.author) ??
    personName(linkText(doc, 'a[rel~="author"], link[rel~="author"][title]'));
  return clean({
    canonicalUrl: absolute(linkHref(doc, 'canonical') ?? pick('og:url'), pageUrl),
    title: pick('og:title', 'twitter:title') ?? ldString('headline') ?? doc.title?.trim() ?? undefined,
    siteName: siteName() ?? jsonLdName(ld?.publisher),
    author,
    published:
      pick(
        'article:published_time',
        'og:article:published_time',
        'datepublished',
        'date',
        'dc.date',
        'dc.date.issued',
        'pubdate',
        'publish-date',
        'sailthru.date',
        'parsely-pub-date',
      ) ??
      ldString('datePublished') ??
      timeElement(doc),
    description: pick('og:description', 'description', 'twitter:description') ?? ldString('description'),
    language:
      htmlLanguage(doc) ??
      pick('content-language', 'og:locale', 'language')?.replace('_', '-') ??
      ldString('inLanguage'),
    favicon,
  });
}

/** Lower-cased `name`/`property`/`itemprop`/`http-equiv` → first non-empty `content`. */
function metaIndex(doc: Document): Map<string, string> {
  const index = new Map<string, string>();
  for (const el of queryAll(doc, 'meta')) {
    const content = el.getAttribute('content')?.replace(/\s+/g, ' ').trim();
    if (!content) continue;
    for (const attribute of ['name', 'property', 'itemprop', 'http-equiv']) {
      // `property` may list several names ("dc:creator og:author").
      for (const key of (el.getAttribute(attribute) ?? '').toLowerCase().split(/\s+/)) {
        if (key && !index.has(key)) index.set(key, content);
      }
    }
  }
  return index;
}

function linkHref(doc: Document, rel: string): string | undefined {
  const link = queryAll(doc, 'link[rel][href]').find((el) =>
    (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes(rel),
  );
  return link?.getAttribute('href')?.trim() || undefined;
}

/** The biggest declared icon; `apple-touch-icon` only when there is nothing else. */
function iconHref(doc: Document): string | undefined {
  const icons = queryAll(doc, 'link[rel][href]').filter((el) =>
    /(^|\s)(icon|shortcut icon)(\s|$)/i.test(el.getAttribute('rel') ?? ''),
  );
  const size = (el: Element) => Number.parseInt(el.getAttribute('sizes') ?? '', 10) || 0;
  const best = icons.sort((a, b) => size(b) - size(a))[0] ?? queryOne(doc, 'link[rel~="apple-touch-icon"][href]');
  return best?.getAttribute('href')?.trim() || undefined;
}

/** "By Jane Doe - https://jane.example", "Posts by Jane Doe" → "Jane Doe"; a bare URL is not a name. */
function personName(value: string | undefined): string | undefined {
  const name = value
    ?.replace(/^(.*\s)?by\s+/i, '')
    .replace(/\s*[-–—|,(]?\s*https?:\/\/\S+\)?/g, '')
    .trim();
  return name || undefined;
}

function linkText(doc: Document, selector: string): string | undefined {
  const el = queryOne(doc, selector);
  const text = (el?.getAttribute('title') || el?.textContent || '').replace(/\s+/g, ' ').trim();
  return text && text.length < 100 ? text : undefined;
}

function timeElement(doc: Document): string | undefined {
  const time = queryOne(doc, 'article time[datetime], time[pubdate][datetime], main time[datetime]');
  return time?.getAttribute('datetime')?.trim() || undefined;
}

function htmlLanguage(doc: Document): string | undefined {
  return doc.documentElement?.getAttribute('lang')?.trim() || undefined;
}

function absolute(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined;
  try {
    return new URL(href, base).href;
  } catch {
    return undefined;
  }
}

function clean(metadata: PageMetadata): PageMetadata {
  const out: PageMetadata = {};
  for (const [key, value] of Object.entries(metadata) as [keyof PageMetadata, string | undefined][]) {
    const text = value?.replace(/\s+/g, ' ').trim();
    if (text) out[key] = text.slice(0, MAX_FIELD_CHARS);
  }
  return out;
}
