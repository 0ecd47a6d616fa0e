import { all, unwrap } from './dom';

/**
 * Text pasted from Google Docs or Word (into WordPress, Blogger, mail archives…) says bold and italic with inline
 * styles, which both extraction libraries drop: `<span style="font-weight:700">` lost its bold. And Google Docs wraps
 * the whole paste in `<b style="font-weight:normal">`, which showed nothing but left a stray `**` above and below
 * the clip. So, before the styles go: a `<b>`/`<strong>` styled not bold and an `<i>`/`<em>` styled upright give up
 * their markup, and a span styled bold, italic or struck through goes into a `<strong>`, `<em>` or `<del>`.
 * Code is left alone (highlighters colour and embolden keywords with styles), as is bold where text is bold already.
 * A page's own style sheets count too where a rule names one class (Google Docs' published and exported documents:
 * `.c3{font-weight:700}` on `<span class="c3">`, whose bold and italics were lost the same way).
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

/** How much of the page's own CSS is read for class rules: Google Docs' is a few kilobytes, a site's can be megabytes. */
const CSS_BUDGET = 400_000;
const SETS_EMPHASIS = /font-weight|font-style|text-decoration/i;

/** A rule whose selector is one class, at the start of a sheet or after another rule: its class and declarations. */
const ONE_CLASS_RULE = /(?:^|\})\s*\.([\w-]+)\s*\{([^}]*)/g;

/** Both extraction libraries' copies of a page hold the same CSS: it is read once. */
let lastRead: { css: string; styles: Map<string, string> } | undefined;

/** The declarations of the page's one-class rules that set weight, slant or strike-through, by class. */
function classStyles(root: ParentNode): Map<string, string> {
  const sheets: string[] = [];
  let budget = CSS_BUDGET;
  for (const sheet of all(root, 'style')) {
    const css = sheet.textContent ?? '';
    budget -= css.length;
    if (budget < 0) break;
    sheets.push(css);
  }
  // Joined with a rule's end, so that each sheet's first rule starts after one.
  const css = sheets.join('}');
  if (lastRead?.css === css) return lastRead.styles;
  const styles = new Map<string, string>();
  for (const [, name = '', declarations = ''] of css.matchAll(ONE_CLASS_RULE)) {
    if (SETS_EMPHASIS.test(declarations)) styles.set(name, `${styles.get(name) ?? ''};${declarations}`);
  }
  lastRead = { css, styles };
  return styles;
}

export function styledEmphasisAsMarkup(root: ParentNode): void {
  const byClass = classStyles(root);
  for (const el of all(root, byClass.size ? `${STYLED}, span[class]` : STYLED)) {
    if (el.closest('pre, code')) continue;
    const fromClasses = byClass.size ? Array.from(el.classList, (word) => byClass.get(word) ?? '').join(';') : '';
    const style = `${fromClasses};${el.getAttribute('style') ?? ''}`;
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
