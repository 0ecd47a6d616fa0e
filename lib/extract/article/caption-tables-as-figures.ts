import { all, oneLine } from '../markdown/dom';

/** Longer than this, the text beside a picture in a table is not its caption. */
const MAX_CAPTION_CHARS = 300;
/** A picture this small or smaller in either dimension is a spacer or an icon. */
const ICON_SIZE = 32;

/**
 * Rewrites a table that only lays out a picture over its caption as a `<figure>`: Blogger's `tr-caption-container`
 * (a row with the picture, a row with the caption), and older pages' hand-made ones. Taken as a layout table, its
 * caption ran into the picture's line and the paragraph after it ("…(weir.jpg) The weir after rain\ The path is
 * muddy"). A table of two cells, in one row or two: one holds a picture (linked or not) and no words, the other
 * a line of words and no picture. On a copy of the page.
 */
export function captionTablesAsFigures(doc: Document): void {
  for (const table of all(doc, 'table')) {
    const cells = all(table, 'td, th');
    if (cells.length !== 2 || table.querySelector('table')) continue;
    const picture = cells.find((cell) => isPicture(cell.querySelectorAll('img')) && !oneLine(cell.textContent));
    const caption = cells.find((cell) => cell !== picture && !cell.querySelector('img, picture, video, iframe'));
    const text = caption ? oneLine(caption.textContent) : '';
    if (!picture || !caption || !text || text.length > MAX_CAPTION_CHARS) continue;
    // A line of text, not paragraphs or a list beside a diagram.
    if (caption.querySelectorAll('p, li, div, br, table').length > 1) continue;
    const figure = doc.createElement('figure');
    figure.append(...Array.from(picture.childNodes));
    const figcaption = figure.appendChild(doc.createElement('figcaption'));
    figcaption.append(...Array.from(caption.childNodes));
    table.replaceWith(figure);
  }
}

/** One picture, not a spacer or an icon (Hacker News indents its comments with a spacer in a cell of its own). */
function isPicture(images: ArrayLike<Element>): boolean {
  if (images.length !== 1) return false;
  const size = (name: string) => Number((images[0] as Element).getAttribute(name) ?? Number.NaN);
  return !(size('width') <= ICON_SIZE || size('height') <= ICON_SIZE);
}
