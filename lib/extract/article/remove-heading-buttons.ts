import { isPermalinkText } from '../markdown/clean-up';
import { all, oneLine } from '../markdown/dom';

/**
 * Takes out the buttons a heading carries beside its words: to copy its address (Substack's "Link" button, drawn as
 * 🔗) or its item's path (rustdoc's "Copy item path"). Both libraries rebuild a heading from its text, button and all,
 * so the clip read "## What helps🔗" and "## Struct VecCopy item path". A button that is the heading's words (an
 * accordion's question) stays. On a copy of the page.
 */
export function removeHeadingButtons(doc: Document): void {
  for (const button of all(doc, 'h1 button, h2 button, h3 button, h4 button, h5 button, h6 button')) {
    const heading = button.closest('h1, h2, h3, h4, h5, h6') as Element;
    const words = oneLine(heading.textContent);
    const own = oneLine(button.textContent);
    if (isPermalinkText(own) || (own && words.length > own.length)) button.remove();
  }
}
