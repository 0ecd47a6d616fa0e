import { all, classTokens, replaceNode } from './dom';

/** Services that draw a formula as a picture from its TeX in the address (WordPress.com, CodeCogs, Google Charts…). */
const TEX_IMAGE_SOURCE =
  /latex\.php\?latex=|latex\.codecogs\.com\/|chart\.(?:apis\.google|googleapis)\.com\/chart\?cht=tx|i\.upmath\.me\/|quicklatex\.com\/|mathtex\.cgi/i;
const TEX_CLASS = new Set(['latex', 'tex', 'mathtex', 'math-image']);

/** The TeX of an image that is a rendered formula (its alt text), or undefined for any other image. */
export function texOfMathImage(img: Element): string | undefined {
  const alt = img.getAttribute('alt')?.trim();
  if (!alt) return undefined;
  const src = img.getAttribute('src') ?? '';
  if (!TEX_IMAGE_SOURCE.test(src) && !classTokens(img).some((name) => TEX_CLASS.has(name.toLowerCase())))
    return undefined;
  return alt;
}

/**
 * Replaces formula images by `<span data-tex>` holding their TeX as text. Done on Readability's copy of the page
 * before it runs, because Readability drops a list or block with several images and no paragraph — which a list
 * of formulas is — and again before the Markdown conversion, which writes them as `$…$`.
 */
export function replaceMathImages(root: ParentNode & Node): void {
  const doc = root.ownerDocument ?? (root as Document);
  for (const img of all(root, 'img[alt]')) {
    const tex = texOfMathImage(img);
    if (!tex) continue;
    const span = doc.createElement('span');
    span.setAttribute('data-tex', tex);
    span.textContent = tex;
    replaceNode(img, span);
  }
}
