import { all } from './dom';

const KEPT_ATTRIBUTES = ['src', 'srcset', 'alt', 'title', 'width', 'height'];

function copyAttributes(from: Element, to: Element): void {
  for (const name of KEPT_ATTRIBUTES) {
    const value = from.getAttribute(name);
    if (value !== null) to.setAttribute(name, value);
  }
}

/**
 * AMP pages (news sites' `/amp/` versions, still what many search results open) write pictures and players as AMP
 * elements that its script fills in only when they scroll into view: `<amp-img src alt>` held no `<img>` yet, and
 * both libraries dropped the unknown element, so the clip lost every picture below the fold (and all of them where
 * the script has not run). Each becomes the standard element it stands for: `<img>`, `<video>`, an `<iframe>` of the
 * player (YouTube, Vimeo) or of the embed. One the script has rendered already keeps its `<img>` or `<iframe>`.
 */
export function ampElementsAsHtml(root: ParentNode): void {
  for (const amp of all(root, 'amp-img, amp-anim, amp-video, amp-iframe, amp-youtube, amp-vimeo')) {
    const doc = amp.ownerDocument;
    // Not the transparent picture AMP's sizer holds to keep the aspect ratio.
    const rendered = all(amp, 'img, video, iframe').find((el) => !el.closest('i-amphtml-sizer'));
    if (rendered && amp.localName !== 'amp-video') {
      amp.replaceWith(rendered);
      continue;
    }
    const standard = standardElement(amp, doc);
    if (standard) amp.replaceWith(standard);
  }
}

function standardElement(amp: Element, doc: Document): Element | undefined {
  const name = amp.localName;
  if (name === 'amp-img' || name === 'amp-anim' || name === 'amp-video' || name === 'amp-iframe') {
    if (!amp.getAttribute('src') && name !== 'amp-video') return undefined;
    const tag = name === 'amp-video' ? 'video' : name === 'amp-iframe' ? 'iframe' : 'img';
    const element = doc.createElement(tag);
    copyAttributes(amp, element);
    if (tag === 'video') for (const source of all(amp, 'source[src]')) element.appendChild(source.cloneNode(true));
    return element;
  }
  const id = amp.getAttribute('data-videoid');
  if (!id || !/^[\w-]+$/.test(id)) return undefined;
  const frame = doc.createElement('iframe');
  frame.setAttribute(
    'src',
    name === 'amp-youtube' ? `https://www.youtube.com/embed/${id}` : `https://player.vimeo.com/video/${id}`,
  );
  return frame;
}
