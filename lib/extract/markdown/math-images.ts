import { all, classTokens, replaceNode } from './dom';

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
 * Replaces formula images by `<span data-tex>` holding their TeX as text. Done on Readability's copy of the page
 * before it runs, because Readability drops a list or block with several images and no paragraph — which a list
 * of formulas is — and again before the Markdown conversion, which writes them as `$…$`.
 */
export function replaceMathImages(root: ParentNode & Node): void {
  const doc = root.ownerDocument ?? (root as Document);
  for (const img of all(root, 'img')) {
    const tex = texOfMathImage(img);
    if (!tex) continue;
    const span = doc.createElement('span');
    span.setAttribute('data-tex', tex);
    span.textContent = tex;
    replaceNode(img, span);
  }
}
