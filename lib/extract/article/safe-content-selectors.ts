interface DefuddleInternals {
  getElementSelector?: (element: Element) => string;
}

/**
 * When Defuddle retries a page on a part of it (the largest hidden block, or the element holding the text of its
 * schema.org data), it names that part by a CSS path that writes ids as they are: "body > div#S:a" for React's
 * streamed content, "section#1-intro" for an id that starts with a digit. That is no valid selector; looking it up
 * threw, and Defuddle gave up on the page (the clip was the site's menu and footer). A path that is not a valid
 * selector is written again with its ids quoted and its other steps by position.
 *
 * This reaches into one of Defuddle's internals; with a version that lacks it, nothing changes.
 */
export function safeContentSelectors(defuddle: object): void {
  const internals = defuddle as DefuddleInternals;
  const original = internals.getElementSelector;
  if (typeof original !== 'function') return;
  internals.getElementSelector = function (this: unknown, element: Element) {
    const selector = original.call(this, element);
    try {
      element.ownerDocument.querySelector(selector);
      return selector;
    } catch {
      return exactPath(element);
    }
  };
}

function exactPath(element: Element): string {
  const steps: string[] = [];
  for (let el: Element | null = element; el?.parentElement; el = el.parentElement) {
    const tag = el.localName;
    const position = Array.from(el.parentElement.children).indexOf(el) + 1;
    steps.unshift(el.id ? `${tag}[id="${el.id.replace(/["\\]/g, '\\$&')}"]` : `${tag}:nth-child(${position})`);
  }
  return steps.join(' > ');
}
