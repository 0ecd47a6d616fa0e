type DomParserClass = new () => { parseFromString(html: string, type: 'text/html'): Document };

/**
 * Parses extracted HTML into an inert document of the page's own DOM implementation (the browser's, or
 * linkedom's in Node): nothing in it loads or runs, and nodes never mix two DOM implementations.
 */
export function parseFragment(doc: Document, html: string): HTMLElement {
  const Parser =
    (doc.defaultView as unknown as { DOMParser?: DomParserClass } | null)?.DOMParser ??
    (globalThis as { DOMParser?: DomParserClass }).DOMParser;
  if (Parser) {
    const parsed = new Parser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
    if (parsed.body) return parsed.body;
  }
  const inert = doc.implementation.createHTMLDocument('');
  inert.body.innerHTML = html;
  return inert.body;
}
