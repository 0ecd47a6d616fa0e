const NOT_CONTENT =
  'script, style, noscript, template, iframe, svg, canvas, form, nav, header, footer, aside, button, input, select, textarea, [hidden], [aria-hidden="true"]';

/** The page's body without scripts, forms and page chrome: what a clip holds when no extractor found an article. */
export function fallbackBody(doc: Document): string {
  const body = doc.body?.cloneNode(true) as HTMLElement | undefined;
  if (!body) return '';
  for (const element of Array.from(body.querySelectorAll(NOT_CONTENT))) element.remove();
  return body.innerHTML;
}
