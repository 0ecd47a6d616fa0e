import type { Candidate } from './candidates';
import { sameWords, tokens } from './tokens';

/**
 * Defuddle splits a tab title at "|" and takes a side of one word for the site name: "Installation | Glacier Docs"
 * gave the title "Glacier Docs" and the site "Installation" (and kept the "Installation" heading, which it drops
 * when it repeats the title); docs pages with one-word titles are many. When the site name it found is the page's
 * own `<h1>`, the tab title holds both, and the title it found is the one that names the site's address
 * (glacier.dev; a site served from an IP address or localhost has no name to go by), the two were swapped: they are
 * put right, and the heading goes. (On a home page, "Glacier | Fast job queues" with the `<h1>` "Glacier", the site
 * name is the one naming the address, and nothing changes.)
 */
export function mendSwappedSiteName(candidate: Candidate, doc: Document, url: string): Candidate {
  const { title, siteName: site } = candidate;
  const host = hostWords(url);
  const namesHost = (text: string) => tokens(text).some((word) => host.has(word));
  const heading = doc.querySelector('h1')?.textContent ?? '';
  const tabTitle = doc.title ?? '';
  const swapped =
    !!site &&
    !!title &&
    sameWords(site, heading) &&
    !sameWords(title, heading) &&
    tabTitle.includes(site) &&
    tabTitle.includes(title) &&
    (host.size === 0 || (namesHost(title) && !namesHost(site)));
  if (!swapped) return candidate;
  const first = candidate.content.querySelector('h1, h2');
  if (first && sameWords(first.textContent ?? '', site)) first.remove();
  return { ...candidate, title: site, siteName: title };
}

/** The words of a URL's host name, without "www" and the top-level domain; none for an address or localhost. */
function hostWords(url: string): Set<string> {
  try {
    const host = new URL(url).hostname;
    if (/^[\d.]+$|^\[|^localhost$/i.test(host)) return new Set();
    const parts = host.split('.').slice(0, -1);
    return new Set(tokens(parts.join(' ')).filter((word) => word !== 'www'));
  } catch {
    return new Set();
  }
}
