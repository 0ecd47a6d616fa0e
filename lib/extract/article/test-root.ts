import { parseHTML } from 'linkedom';

/** Test helper: `html` parsed with linkedom inside a `<div id="root">`, which is returned. */
export function testRoot(html: string): Element {
  return parseHTML(`<!doctype html><html><body><div id="root">${html}</div></body></html>`).document.getElementById(
    'root',
  ) as unknown as Element;
}

/** Test helper: the root's HTML after `step` rewrote the document `html` was put in (a copy-of-page step). */
export function htmlAfter(step: (doc: Document) => void, html: string): string {
  const root = testRoot(html);
  step(root.ownerDocument);
  return root.innerHTML;
}
