import { isPermalinkText } from '../markdown/clean-up';
import { all } from '../markdown/dom';

/**
 * Takes out the buttons a heading carries to copy its address (Substack's "Link" button, drawn as 🔗): Defuddle
 * rebuilds a heading from its text, button and all, so the clip read "## What helps🔗". On a copy of the page.
 */
export function removeHeadingButtons(doc: Document): void {
  for (const button of all(doc, 'h1 button, h2 button, h3 button, h4 button, h5 button, h6 button')) {
    if (isPermalinkText(button.textContent ?? '')) button.remove();
  }
}
