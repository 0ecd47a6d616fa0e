import { ICON_SIZE, LAZY_SRC } from '../markdown/media-urls';

/**
 * Gives the copy's pictures that the live page shows at icon size (sized by the page's CSS, not by attributes) that
 * size as `width`/`height` attributes: a copy has no layout, so without them Defuddle cannot tell icons from
 * pictures, and the Markdown conversion drops pictures by their attributes. Only loaded pictures are measured: one
 * still loading or broken has no size of its own yet, nor has an inline placeholder or a lazy picture's stand-in
 * (Defuddle removes every picture of a small one's address). `copy` is an untouched deep clone of `live`, so their
 * pictures pair up in document order. Reads the live page's layout, never changes it; does nothing without a layout (Node).
 */
export function writeRenderedIconSizes(live: Document, copy: Document): void {
  const pictures = live.querySelectorAll('img');
  const copies = copy.querySelectorAll('img');
  if (pictures.length !== copies.length) return;
  for (let i = 0; i < pictures.length; i++) {
    const target = copies[i];
    if (target) writeRenderedIconSize(pictures[i] as HTMLImageElement, target);
  }
}

/** One picture's icon size, read from `picture` on the live page and written on `target`, its copy. */
export function writeRenderedIconSize(picture: HTMLImageElement, target: Element): void {
  if (picture.hasAttribute('width') || picture.hasAttribute('height')) return;
  if (!picture.complete || !(picture.naturalWidth > 0) || typeof picture.getBoundingClientRect !== 'function') return;
  // A placeholder standing in for a picture still to come (Next.js's 1×1 GIF) is not the picture's size.
  if (/^data:/i.test(picture.currentSrc || picture.getAttribute('src') || '') || hasLazySource(picture)) return;
  const { width, height } = picture.getBoundingClientRect();
  if (width > 0 && height > 0 && width <= ICON_SIZE && height <= ICON_SIZE) {
    target.setAttribute('width', String(Math.round(width)));
    target.setAttribute('height', String(Math.round(height)));
  }
}

function hasLazySource(picture: Element): boolean {
  return LAZY_ATTRIBUTES.some((attribute) => picture.hasAttribute(attribute));
}

const LAZY_ATTRIBUTES = [...LAZY_SRC, 'data-srcset', 'data-lazy-srcset'];
