/** The parsed address, or undefined for a string that is not one (metadata and tab addresses are not trusted). */
export function parseUrl(href: string, base?: string): URL | undefined {
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}

/** A host without the prefixes that name the same site: `www.`, `m.`, `mobile.`. */
export function bareHost(hostname: string): string {
  return hostname.replace(/^(www|m|mobile)\./, '');
}
