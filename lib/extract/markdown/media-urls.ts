import { withoutTrackingParams } from '../metadata/tracking-params';
import { absoluteUrl, all, removeNode, replaceNode, unwrap } from './dom';

const BEACON =
  /(^|[/.?&_-])(pixel|beacon|tracker|tracking|spacer|blank|1x1|analytics|collect|b\/ss|tr\?|p\.gif|t\.gif)([/._?&=-]|$)|doubleclick\.net|google-analytics\.com|facebook\.com\/tr|scorecardresearch\.com|quantserve\.com|pixel\.wp\.com|stats\.wp\.com|bat\.bing\.com|analytics\.twitter\.com/i;
/**
 * Ad networks' frames: an ad slot, never what the article embeds (hildesheimer-presse.de ended on four "Embedded
 * content from ws-eu.amazon-adsystem.com" links). Matched on the frame's host.
 */
const AD_FRAME_HOST =
  /(?:^|\.)(?:amazon-adsystem\.com|doubleclick\.net|googlesyndication\.com|googleadservices\.com|adnxs\.com|criteo\.(?:com|net)|taboola\.com|outbrain\.com|adform\.net|smartadserver\.com|rubiconproject\.com|pubmatic\.com|adsrvr\.org|yieldlab\.net|media\.net|ads\.yahoo\.com)$/i;
/**
 * Social networks' button frames: a like, share or follow button, never a post (Facebook's `plugins/post.php` and
 * `plugins/video.php` are embeds and stay). modabot.de ended on two "Embedded content" links to Facebook's like
 * button, ukbdnews.com opened with one. Matched anywhere in the address, so that an archived copy's counts too.
 */
const BUTTON_FRAME =
  /facebook\.com\/plugins\/(?:like|share_button|follow|subscribe|likebox|page)\.php|platform\.twitter\.com\/widgets\/(?:tweet_button|follow_button)|apis\.google\.com\/[^?]*\/(?:plusone|\+1)|linkedin\.com\/[^?]*share/i;
/** Where lazy-loading scripts keep a picture's real address until it is shown. */
export const LAZY_SRC = [
  'data-src',
  'data-lazy-src',
  'data-original',
  'data-lazy',
  'data-url',
  'data-hi-res-src',
  'data-full-src',
];
const LAZY_SRCSET = ['data-srcset', 'data-lazy-srcset', 'srcset'];
/** A `src` that only holds a lazy picture's place: a `data:` picture or a file named for it ("lazy.svg", "blank.gif"). */
const PLACEHOLDER_SRC =
  /^\s*data:|(?:^|[/_.-])(?:lazy|lazyload|placeholder|blank|spacer|transparent|loading|loader|grey|gray|empty|dummy)[\w-]*\.(?:svg|gif|png|jpe?g|webp)(?:[?#]|$)/i;
/** An attribute value that is a picture's address. */
const PICTURE_ADDRESS = /^(?:https?:)?[^\s"'<>]+\.(?:jpe?g|png|gif|webp|avif)(?:[?#][^\s"'<>]*)?$/i;
/** Up to this many CSS pixels both ways a picture is an icon (Defuddle's "small image" is under 33). */
export const ICON_SIZE = 32;

/**
 * Makes every link and image absolute and real: the largest `srcset` candidate, lazy-loading attributes,
 * `javascript:` and `about:` links and bare `#` ones (which lead nowhere from a note) unwrapped to their text, tracking pixels, inline
 * placeholders, icons and ad networks' frames dropped (an icon that is all a link shows becomes its alt text, or the
 * link would go).
 */
export function resolveMediaAndLinks(body: HTMLElement, baseUrl?: string): void {
  for (const link of all(body, 'a')) {
    const href = link.getAttribute('href');
    // A bare or empty "#" is a button a script handles ("gratis Newsletter" opening a pop-up): it leads nowhere either.
    const url = href === null || /^\s*#?!?\s*$/.test(href) ? undefined : absoluteUrl(href, baseUrl);
    if (!url || /^(javascript|vbscript|data|about):/i.test(url)) {
      unwrap(link);
      continue;
    }
    link.setAttribute('href', withoutTrackingParams(url));
  }
  for (const img of all(body, 'img')) {
    const src = bestImageSource(img, baseUrl);
    if (!src || isTrackingPixel(img, src)) {
      removeWithItsSpace(img);
      continue;
    }
    if (isIcon(img)) {
      const link = img.closest('a');
      const alt = img.getAttribute('alt')?.trim();
      if (alt && link && !link.textContent?.trim()) replaceNode(img, img.ownerDocument.createTextNode(alt));
      else removeWithItsSpace(img);
      continue;
    }
    img.setAttribute('src', src);
    if (repeatsPictureBefore(img, src)) removeRepeat(img);
  }
  for (const el of all(body, 'iframe, video, audio, source, embed')) {
    const src = el.getAttribute('src') || el.getAttribute('data-src');
    const url = src ? absoluteUrl(src, baseUrl) : undefined;
    if (url && el.localName === 'iframe' && isFrameFurniture(url)) removeNode(el);
    else if (url) el.setAttribute('src', url);
    else el.removeAttribute('src');
  }
}

/** The element that stands for `img` among its siblings: its `<picture>`, or itself. */
const pictureOf = (img: Element): Element => (img.parentElement?.localName === 'picture' ? img.parentElement : img);

/**
 * Whether the picture right before `img` (nothing but space between) shows the same image: Defuddle writes a lazy
 * picture's `<noscript>` copy beside the `<picture>` it stands in for (Gatsby), and the clip showed it twice.
 */
function repeatsPictureBefore(img: Element, src: string): boolean {
  let before = pictureOf(img).previousSibling;
  while (before && before.nodeType === 3 && !before.nodeValue?.trim()) before = before.previousSibling;
  if (before?.nodeType !== 1) return false;
  const element = before as Element;
  const picture =
    element.localName === 'img' ? element : element.localName === 'picture' ? element.querySelector('img') : null;
  return picture?.getAttribute('src') === src;
}

/** Removes a repeated picture (its `<picture>` too) with the space that set it apart from the first. */
function removeRepeat(img: Element): void {
  const node = pictureOf(img);
  while (node.previousSibling?.nodeType === 3 && !node.previousSibling.nodeValue?.trim())
    removeNode(node.previousSibling);
  removeNode(node);
}

export function bestImageSource(img: Element, baseUrl?: string): string | undefined {
  const candidates: string[] = [];
  const sources = [
    img,
    ...all(img.parentElement?.tagName.toLowerCase() === 'picture' ? img.parentElement : img, 'source'),
  ];
  for (const el of sources) {
    for (const attribute of LAZY_SRCSET) {
      const largest = largestSrcsetCandidate(el.getAttribute(attribute) ?? '');
      if (largest) candidates.push(largest);
    }
  }
  for (const attribute of LAZY_SRC) {
    const value = img.getAttribute(attribute);
    if (value) candidates.push(value);
  }
  const src = img.getAttribute('src');
  // A lazy-loading script of the page's own keeps the address under a name of its own (ámbito's
  // `data-td-src-property`): any `data-` attribute holding a picture's address, when `src` holds only the place.
  if (!src || PLACEHOLDER_SRC.test(src)) {
    for (const { name, value } of Array.from(img.attributes)) {
      if (name.startsWith('data-') && !LAZY_SRC.includes(name) && PICTURE_ADDRESS.test(value.trim()))
        candidates.push(value);
    }
  }
  if (src) candidates.push(src);
  for (const candidate of candidates) {
    if (/^data:/i.test(candidate.trim())) continue;
    const url = absoluteUrl(candidate, baseUrl);
    if (url && /^https?:|^blob:|^file:/i.test(url)) return url;
  }
  return undefined;
}

/** Picks the widest (or highest-density) candidate of a `srcset`. */
export function largestSrcsetCandidate(srcset: string): string | undefined {
  let best: { url: string; size: number } | undefined;
  for (const part of srcset.split(/,\s+|,(?=\s*(?:https?:)?\/)/)) {
    const [url, descriptor = '1x'] = part.trim().split(/\s+/);
    if (!url) continue;
    const match = /^([\d.]+)([wx])$/i.exec(descriptor);
    const size = match ? Number(match[1]) * (match[2]?.toLowerCase() === 'x' ? 10_000 : 1) : 1;
    if (!best || size > best.size) best = { url, size };
  }
  return best?.url;
}

/**
 * Removes a picture with the space that set it apart from the text, where that space would now end or start its
 * element before punctuation or a space ("[the survey ](…)," would become "[the survey](…) ,").
 */
function removeWithItsSpace(img: Element): void {
  const before = img.previousSibling;
  const after = img.nextSibling;
  const outerBefore = img.parentNode?.previousSibling;
  const outerAfter = img.parentNode?.nextSibling;
  removeNode(img);
  if (!after && before?.nodeType === 3 && (!outerAfter || /^[\s,.;:!?)\]]/.test(outerAfter.textContent ?? ''))) {
    before.nodeValue = (before.nodeValue ?? '').trimEnd();
  }
  if (!before && after?.nodeType === 3 && (!outerBefore || /[\s([]$/.test(outerBefore.textContent ?? ''))) {
    after.nodeValue = (after.nodeValue ?? '').trimStart();
  }
}

/** A frame that is the page's furniture, not what the article embeds: an ad slot or a social network's button. */
function isFrameFurniture(url: string): boolean {
  if (BUTTON_FRAME.test(url)) return true;
  try {
    return AD_FRAME_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Sized as an icon by its attributes, which `writeRenderedIconSizes` also sets from the page's layout. */
export function isIcon(img: Element): boolean {
  const width = Number.parseInt(img.getAttribute('width') ?? '', 10);
  const height = Number.parseInt(img.getAttribute('height') ?? '', 10);
  return width > 0 && height > 0 && width <= ICON_SIZE && height <= ICON_SIZE;
}

function isTrackingPixel(img: Element, src: string): boolean {
  const width = Number.parseInt(img.getAttribute('width') ?? '', 10);
  const height = Number.parseInt(img.getAttribute('height') ?? '', 10);
  const tiny = (width <= 1 || Number.isNaN(width)) && (height <= 1 || Number.isNaN(height));
  if (width <= 1 && height <= 1) return true;
  const style = img.getAttribute('style') ?? '';
  if (/(^|;)\s*(width|height)\s*:\s*[01]px/.test(style)) return true;
  return tiny && BEACON.test(src) && !/\.(svg|png|jpe?g|webp|avif)(\?|$)/i.test(src.replace(/\/p\.gif|\/t\.gif/, ''));
}
