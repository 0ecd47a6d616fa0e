import { writeRenderedIconSizes } from './rendered-icon-sizes';

/**
 * A copy of the page for an extractor to rewrite, with what each open shadow root shows written into its host:
 * `cloneNode` leaves shadow trees out, and pages built of web components keep their text there. Each host's
 * content becomes its shadow tree, with its light children put where the tree's `<slot>`s take them (a slot that
 * takes none keeps its fallback content); light children no slot takes are not shown, so they are dropped. Closed
 * shadow roots too, where the script runs as an extension's (`closedShadowRootOf`). Pictures the page shows at icon size get that size as attributes
 * (`writeRenderedIconSizes`). Its style sheets are not parsed (`cloneWithoutStyleSheets`). Never modifies `doc`.
 */
export function copyOfPage(doc: Document): Document {
  const copy = cloneWithoutStyleSheets(doc);
  writeRenderedIconSizes(doc, copy);
  if (doc.body && copy.body) flattenShadowRoots(doc.body, copy.body);
  return copy;
}

/** A `type` that is not CSS: a style element with it makes no style sheet. */
export const INERT_STYLE_TYPE = 'text/x-not-parsed';

/**
 * A deep clone of `doc` whose `<style>` elements make no style sheets. A document's deep clone parses the CSS of
 * every style element again as it connects it: on pages that inline hundreds of kB of it (news sites) that is nearly
 * all a clone costs, 15 ms of WSJ's against 3 ms this way, paid again by each clone of the copy (Defuddle clones
 * what it reads); on pages with little CSS both take about the same time. Nothing reads a copy's sheets but Defuddle,
 * which is given the page's own (`readSmallScreenRulesOfPage`). So the root element is imported into an empty copy
 * of the document, which parses nothing while it is detached, and its style elements get a type that is not CSS
 * before it joins the copy; their text stays, as steps read class rules from it.
 */
function cloneWithoutStyleSheets(doc: Document): Document {
  const copy = doc.cloneNode(false) as Document;
  for (const child of Array.from(doc.childNodes)) {
    const clone = copy.importNode(child, true);
    if (clone.nodeType === 1) {
      for (const style of Array.from((clone as Element).querySelectorAll('style'))) {
        style.setAttribute('type', INERT_STYLE_TYPE);
      }
    }
    copy.appendChild(clone);
  }
  return copy;
}

/** Writes the shadow trees under `live` into `copy`, an untouched deep clone of it. */
function flattenShadowRoots(live: Node, copy: Node): void {
  const roots = shadowRoots(live);
  if (roots.length === 0) return;
  const copies = elementsAt(
    copy,
    roots.map(([index]) => index),
  );
  // Last to first: a host's light children are flattened before they move into its slots.
  for (let k = roots.length - 1; k >= 0; k--) {
    const root = roots[k]?.[1];
    const host = copies[k];
    if (root && host) host.replaceChildren(renderedShadowTree(root, host));
  }
}

const SHOW_ELEMENT = 1;

function elementWalker(root: Node): TreeWalker {
  return (root.ownerDocument ?? (root as Document)).createTreeWalker(root, SHOW_ELEMENT);
}

/** The shadow roots under `root`, each with its host's position among the elements under `root` (document order). */
function shadowRoots(root: Node): Array<[number, ShadowRoot]> {
  const roots: Array<[number, ShadowRoot]> = [];
  const walker = elementWalker(root);
  // A tree walker, not querySelectorAll('*'): no list of every element is built on pages that have no hosts.
  for (let node = walker.nextNode(), index = 0; node; node = walker.nextNode(), index++) {
    const shadow = (node as Element).shadowRoot ?? closedShadowRootOf(node as Element);
    if (shadow) roots.push([index, shadow]);
  }
  return roots;
}

/** The elements under `root` at the given positions (ascending). */
function elementsAt(root: Node, positions: readonly number[]): Element[] {
  const found: Element[] = [];
  const walker = elementWalker(root);
  for (
    let node = walker.nextNode(), index = 0;
    node && found.length < positions.length;
    node = walker.nextNode(), index++
  ) {
    if (index === positions[found.length]) found.push(node as Element);
  }
  return found;
}

function renderedShadowTree(root: ShadowRoot, host: Element): DocumentFragment {
  const doc = host.ownerDocument;
  const tree = doc.createDocumentFragment();
  for (const child of Array.from(root.childNodes)) tree.append(doc.importNode(child, true));
  flattenShadowRoots(root, tree);
  for (const slot of Array.from(tree.querySelectorAll('slot'))) {
    const name = slot.getAttribute('name') ?? '';
    const assigned = Array.from(host.childNodes).filter((node) => slotNameOf(node) === name);
    // Text directly in the host goes to the default slot; whitespace between slotted elements shows nowhere.
    if (assigned.some((node) => node.nodeType === 1 || node.textContent?.trim())) slot.replaceWith(...assigned);
    else slot.replaceWith(...Array.from(slot.childNodes));
  }
  for (const style of Array.from(tree.querySelectorAll('style'))) style.remove();
  return tree;
}

function slotNameOf(node: Node): string {
  return node.nodeType === 1 ? ((node as Element).getAttribute('slot') ?? '') : '';
}

type ClosedRootReader = (element: Element) => ShadowRoot | null | undefined;

/**
 * A closed shadow root, which the page's own scripts cannot reach but an extension's can: Chrome's
 * `chrome.dom.openOrClosedShadowRoot`, Firefox's `openOrClosedShadowRoot()` on elements in a content script. Only
 * custom elements are asked (one call per element would cost a 100 000-element page), as web components are what
 * attach closed roots. Undefined in a page's own world and in Node.
 */
function closedShadowRootOf(element: Element): ShadowRoot | null {
  if (!element.localName.includes('-')) return null;
  const firefox = (element as Element & { openOrClosedShadowRoot?: () => ShadowRoot | null }).openOrClosedShadowRoot;
  if (typeof firefox === 'function') return firefox.call(element) ?? null;
  const chrome = (globalThis as unknown as { chrome?: { dom?: { openOrClosedShadowRoot?: ClosedRootReader } } }).chrome;
  return chrome?.dom?.openOrClosedShadowRoot?.(element) ?? null;
}
