import { all, classTokens, replaceNode, tagName } from './dom';
import { texOf } from './tex-of';

/** Services that draw a formula as a picture from its TeX in the address (WordPress.com, CodeCogs, Google Charts…). */
const TEX_IMAGE_SOURCE =
  /latex\.php\?latex=|latex\.codecogs\.com\/|chart\.(?:apis\.google|googleapis)\.com\/chart\?cht=tx|i\.upmath\.me\/|quicklatex\.com\/|mathtex\.cgi/i;
const TEX_CLASS = new Set([
  'latex',
  'tex',
  'mathtex',
  'math-image',
  'mwe-math-fallback-image-inline',
  'mwe-math-fallback-image-display',
]);

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
  const tex = img.getAttribute('alt')?.trim() || (fromService ? texFromAddress(src) : undefined);
  return tex && withoutStyleWrapper(tex);
}

/**
 * The formula without the `{\displaystyle …}` (or `\textstyle`) group MediaWiki wraps each one in: it only says how
 * big to draw it, which `$…$` and `$$…$$` already say.
 */
export function withoutStyleWrapper(tex: string): string {
  const match = /^\{\\(?:display|text)style\b\s*([\s\S]*)\}$/.exec(tex.trim());
  if (!match?.[1]) return tex;
  let depth = 0;
  for (const char of match[1]) {
    depth += char === '{' ? 1 : char === '}' ? -1 : 0;
    if (depth < 0) return tex;
  }
  return depth === 0 ? match[1].trim() : tex;
}

/**
 * MediaWiki (Wikipedia) writes each formula twice: as MathML, hidden, and as a picture. Readability drops the hidden
 * MathML and keeps the picture; both are replaced here by the formula's TeX.
 */
function mediaWikiTex(element: Element): string | undefined {
  const math = element.querySelector('math');
  const tex = (math && texOf(math)?.trim()) || element.querySelector('img')?.getAttribute('alt')?.trim();
  return tex ? withoutStyleWrapper(tex) : undefined;
}

/**
 * Replaces pictures of formulas by `<span data-tex>` holding their TeX as text: images from TeX services, MediaWiki's
 * formulas (hidden MathML beside a picture), and SVG
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
  for (const element of all(root, '.mwe-math-element')) {
    const tex = root.contains(element) ? mediaWikiTex(element) : undefined;
    if (tex) replaceNode(element, texSpan(tex));
  }
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
