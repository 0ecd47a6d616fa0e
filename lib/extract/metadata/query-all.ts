/**
 * `querySelectorAll` that a page cannot shadow: `<img name="querySelectorAll">` replaces `document.querySelectorAll`
 * for every script (named properties reach the extension's isolated world too), but not the prototype's method.
 */
const prototypeQueryAll = typeof Document === 'undefined' ? undefined : Document.prototype.querySelectorAll;

export function queryAll(doc: Document, selector: string): Element[] {
  if (prototypeQueryAll) {
    try {
      return Array.prototype.slice.call(prototypeQueryAll.call(doc, selector)) as Element[];
    } catch {
      // A document from another DOM implementation (linkedom in Node): use its own method.
    }
  }
  return Array.prototype.slice.call(doc.querySelectorAll(selector)) as Element[];
}

export function queryOne(doc: Document, selector: string): Element | undefined {
  return queryAll(doc, selector)[0];
}
