import { all, replaceNode } from '../markdown/dom';

/**
 * Opens up a `<figure>` that holds several pictures — a gallery (WordPress's nested figures, a before/after pair) —
 * into its pictures followed by its caption: Defuddle rebuilds each captioned figure from one picture and the first
 * caption inside it, so a WordPress gallery came as its first picture over its second picture's caption. Nested
 * figures stay figures, each with its own picture and caption; the group's caption becomes a figure of its own.
 * Pictures in `<noscript>` (a lazy picture's fallback) do not count. On Defuddle's copy of the page.
 */
export function splitPictureGroups(doc: Document): void {
  for (const figure of all(doc, 'figure')) {
    if (!figure.parentNode || pictureCount(figure) < 2) continue;
    const group = doc.createElement('div');
    const caption = Array.from(figure.children).find((child) => child.localName === 'figcaption');
    for (const child of Array.from(figure.childNodes)) if (child !== caption) group.appendChild(child);
    if (caption) group.appendChild(doc.createElement('figure')).appendChild(caption);
    replaceNode(figure, group);
  }
}

/** The figures nested in `figure`, and the pictures in it that are in none of them. */
function pictureCount(figure: Element): number {
  const nested = all(figure, 'figure');
  const own = all(figure, 'img').filter(
    (img) => !img.closest('noscript') && !nested.some((inner) => inner.contains(img)),
  );
  return nested.length + own.length;
}
