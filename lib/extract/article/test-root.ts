import { parseHTML } from 'linkedom';

/** Test helper: `html` parsed with linkedom inside a `<div id="root">`, which is returned. */
export function testRoot(html: string): Element {
  return parseHTML(`<!doctype html><html><body><div id="root">${html}</div></body></html>`).document.getElementById(
    'root',
  ) as unknown as Element;
}
