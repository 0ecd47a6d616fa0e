const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob']);

/**
 * A chip may link to the web, to mail, or to an app (spec 4.2: deep links are fine); schemes that
 * run code or read local files are shown as text instead.
 */
export function safeChipHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme || UNSAFE_SCHEMES.has(scheme)) return undefined;
  return url.trim();
}
