import { all } from '../markdown/dom';

/**
 * Keeps the links of pictures a `<span>` wraps. Defuddle rebuilds a span that holds a picture as the picture alone,
 * or as a figure captioned with its alt text, and whatever link stood between them is gone: Attac's "listen again"
 * post kept the icon of its interview's MP3 and lost the link to the MP3. A span holding linked pictures and no words
 * gives way to what it holds, which Defuddle keeps as it is; a span with words (a caption, a citation's source
 * name) is left to Defuddle's figures and extractors.
 */
export function keepPictureLinks(doc: Document): void {
  // From each linked picture up, rather than from every span down: pages hold thousands of spans.
  for (const picture of all(doc, 'body a[href] img')) {
    const link = picture.closest('a[href]');
    let span = link?.parentElement;
    while (span?.localName === 'span' && !(span.textContent ?? '').trim()) {
      span.replaceWith(...Array.from(span.childNodes));
      span = link?.parentElement;
    }
  }
}
