import { all } from '../markdown/dom';
import { tokens } from './tokens';

/** Attributes a link target may carry and still be only a target: anything else may make it a script's button. */
const TARGET_ATTRIBUTES = new Set(['name', 'id']);
/** Fewer words are a label the target belongs to — a footnote's number, a heading — which readers look for inside it. */
const RUN_OF_TEXT = 4;

/**
 * Sets free the text of anchors that link nowhere. Both libraries count every `<a>`'s text as link text, whether
 * it has an `href` or not. Old hand-written pages leave `<a name="section">` open after a heading (or write `<a/>`),
 * and a browser's parser then reopens that anchor around every paragraph that follows, so whole sections read as
 * links and are dropped: netbits.us lost its first section in Chromium and kept it in Node, whose parser does not
 * reopen them. An anchor with no attributes but a name or id is a target, never a link or a button; when it holds a
 * run of text, that text goes after it and the target stays, empty, for in-page links to find.
 */
export function unwrapTargetAnchors(doc: Document): void {
  for (const anchor of all(doc, 'body a:not([href])')) {
    if (tokens(anchor.textContent ?? '').length < RUN_OF_TEXT) continue;
    if (anchor.getAttributeNames().some((name) => !TARGET_ATTRIBUTES.has(name.toLowerCase()))) continue;
    const children = Array.from(anchor.childNodes);
    if (anchor.attributes.length === 0) {
      anchor.replaceWith(...children);
    } else {
      anchor.replaceChildren();
      anchor.after(...children);
    }
  }
}
