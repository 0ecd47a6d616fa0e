import { all, unwrap } from './dom';

/**
 * Text pasted from Google Docs or Word (into WordPress, Blogger, mail archives…) says bold and italic with inline
 * styles, which both extraction libraries drop: `<span style="font-weight:700">` lost its bold. And Google Docs wraps
 * the whole paste in `<b style="font-weight:normal">`, which showed nothing but left a stray `**` above and below
 * the clip. So, before the styles go: a `<b>`/`<strong>` styled not bold and an `<i>`/`<em>` styled upright give up
 * their markup, and a span styled bold, italic or struck through goes into a `<strong>`, `<em>` or `<del>`.
 * Code is left alone (highlighters colour and embolden keywords with styles), as is bold where text is bold already.
 */
const STYLED = 'b[style], strong[style], i[style], em[style], span[style], font[style]';
const BOLD_ALREADY = 'h1, h2, h3, h4, h5, h6, th, b, strong';

/** The value of the last `property` declaration in an inline style, lower-cased. */
function declared(style: string, property: string): string | undefined {
  let value: string | undefined;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property)
      value = declaration
        .slice(colon + 1)
        .replace(/!important/i, '')
        .trim()
        .toLowerCase();
  }
  return value;
}

function weightIsBold(weight: string): boolean {
  return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
}

/** Wraps `el` from outside, so that runs of styled spans side by side become runs Markdown can merge. */
function wrap(el: Element, name: string): void {
  const wrapper = el.ownerDocument.createElement(name);
  el.replaceWith(wrapper);
  wrapper.appendChild(el);
}

export function styledEmphasisAsMarkup(root: ParentNode): void {
  for (const el of all(root, STYLED)) {
    if (el.closest('pre, code')) continue;
    const style = el.getAttribute('style') ?? '';
    const weight = declared(style, 'font-weight');
    const slant = declared(style, 'font-style');
    const name = el.localName;
    if (name === 'b' || name === 'strong') {
      if (weight && !weightIsBold(weight)) unwrap(el);
      continue;
    }
    if (name === 'i' || name === 'em') {
      if (slant === 'normal') unwrap(el);
      continue;
    }
    if (!el.textContent?.trim()) continue;
    const line = declared(style, 'text-decoration-line') ?? declared(style, 'text-decoration');
    if (line?.includes('line-through') && !el.closest('del, s, strike')) wrap(el, 'del');
    if ((slant === 'italic' || slant === 'oblique') && !el.closest('em, i')) wrap(el, 'em');
    if (weight && weightIsBold(weight) && !el.closest(BOLD_ALREADY)) wrap(el, 'strong');
  }
}
