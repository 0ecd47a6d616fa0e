import { all, lineBefore, oneLine } from '../markdown/dom';
import { MAX_LABEL_CHARS } from './lift-code-labels';

/** Text for screen readers only ("Terminal window"): not shown, and no title. */
const SCREEN_READER_ONLY = '.sr-only, .visually-hidden, .screen-reader-text';

/**
 * Puts the title of a code block before it, as a line of its own: Expressive Code (Astro, Starlight) and
 * rehype-pretty-code name the file a block holds in the `<figcaption>` of a `<figure>` around it ("astro.config.mjs"),
 * Docusaurus and Confluence in a title bar over it; both libraries dropped them, so a clip lost which file the code goes in. A
 * caption that only screen readers get goes. On a copy of the page.
 */
export function liftCodeTitles(doc: Document): void {
  // Docusaurus: `<div class="codeBlockContainer_x"><div class="codeBlockTitle_y">glacier.config.js</div>…<pre>`;
  // Confluence's code macro: `<div class="code panel"><div class="codeHeader">deploy.sh</div><div class="codeContent">`.
  for (const title of all(
    doc,
    '[class*="codeBlockContainer"] > [class*="codeBlockTitle"], .code.panel > .codeHeader',
  )) {
    const container = title.parentElement as Element;
    const text = oneLine(title.textContent);
    if (container.querySelectorAll('pre').length !== 1 || !text || text.length > MAX_LABEL_CHARS) continue;
    title.remove();
    lineBefore(container, text);
  }
  for (const figure of all(doc, 'figure')) {
    const caption = Array.from(figure.children).find((child) => child.localName === 'figcaption');
    if (!caption || figure.querySelectorAll('pre').length !== 1 || caption.querySelector('pre')) continue;
    const shown = caption.cloneNode(true) as Element;
    for (const hidden of all(shown, SCREEN_READER_ONLY)) hidden.remove();
    const title = oneLine(shown.textContent);
    if (title.length > MAX_LABEL_CHARS || /\n/.test((shown.textContent ?? '').trim())) continue;
    caption.remove();
    if (title) lineBefore(figure, title);
  }
}
