import { all, classTokens, replaceNode, tagName } from './dom';

/** Services that draw a formula as a picture from its TeX in the address (WordPress.com, CodeCogs, Google Charts…). */
const TEX_IMAGE_SOURCE =
  /latex\.php\?latex=|latex\.codecogs\.com\/|chart\.(?:apis\.google|googleapis)\.com\/chart\?cht=tx|i\.upmath\.me\/|quicklatex\.com\/|mathtex\.cgi/i;
const TEX_CLASS = new Set(['latex', 'tex', 'mathtex', 'math-image']);

/** Where each service keeps the TeX in its address: a query parameter, or the whole query. */
const TEX_IN_ADDRESS = [
  /[?&]latex=([^&]+)/,
  /[?&]chl=([^&]+)/,
  /latex\.codecogs\.com\/[^?]*\?([^&]+)$/,
  /i\.upmath\.me\/\w+\/(.+)$/,
];

function texFromAddress(src: string): string | undefined {
  for (const pattern of TEX_IN_ADDRESS) {
    const encoded = pattern.exec(src)?.[1];
    if (!encoded) continue;
    try {
      return decodeURIComponent(encoded.replace(/\+/g, ' ')).trim() || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The TeX of an image that is a rendered formula — its alt text, else the TeX in the service's address — or
 * undefined for any other image.
 */
export function texOfMathImage(img: Element): string | undefined {
  const src = img.getAttribute('src') ?? '';
  const fromService = TEX_IMAGE_SOURCE.test(src);
  if (!fromService && !classTokens(img).some((name) => TEX_CLASS.has(name.toLowerCase()))) return undefined;
  return img.getAttribute('alt')?.trim() || (fromService ? texFromAddress(src) : undefined);
}

/**
 * Replaces pictures of formulas by `<span data-tex>` holding their TeX as text: images from TeX services, and SVG
 * drawings whose TeX sits in `data-formula` (WeChat's editor; a displayed formula is a block, so it gets a
 * paragraph of its own). Done on Readability's copy of the page before it runs, because Readability drops blocks
 * with pictures and no words — which a list of formulas is — and again before the Markdown conversion, which writes
 * them as `$…$`.
 */
export function replaceFormulaPictures(root: ParentNode & Node): void {
  const doc = root.ownerDocument ?? (root as Document);
  const texSpan = (tex: string) => {
    const span = doc.createElement('span');
    span.setAttribute('data-tex', tex);
    span.textContent = tex;
    return span;
  };
  for (const img of all(root, 'img')) {
    const tex = texOfMathImage(img);
    if (tex) replaceNode(img, texSpan(tex));
  }
  for (const drawing of all(root, '[data-formula]')) {
    const tex = drawing.getAttribute('data-formula')?.trim();
    // Nested twice in WeChat's markup: the outer one is replaced first. One with words of its own is a container.
    if (!tex || !root.contains(drawing) || hasTextBesideDrawing(drawing)) continue;
    const span = texSpan(tex);
    if (!BLOCK_TAGS.has(tagName(drawing))) replaceNode(drawing, span);
    else {
      const paragraph = doc.createElement('p');
      paragraph.append(span);
      replaceNode(drawing, paragraph);
    }
  }
}

const BLOCK_TAGS = new Set(['div', 'section', 'p', 'figure', 'center']);

function hasTextBesideDrawing(el: Element): boolean {
  let text = el.textContent ?? '';
  for (const svg of all(el, 'svg')) text = text.replace(svg.textContent ?? '', '');
  return text.trim() !== '';
}
