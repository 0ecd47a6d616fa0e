import { all, classTokens, oneLine, opens } from '../markdown/dom';

const PARTS = new Set(['heading', 'content', 'icon', 'title']);
/** Obsidian's callout types and the names docs tools give them, looked for first among a box's classes. */
const TYPES = new Set(
  'note info tip hint important success check done question help faq warning caution attention danger error failure fail missing bug example quote cite abstract summary tldr todo seealso'.split(
    ' ',
  ),
);
/** Classes that sit beside the type and are not one (Hugo: `details admonition info open`). */
const NOT_TYPES = new Set(['admonition', 'alert', 'details', 'open', 'collapsible', 'expanded']);
/** The classes of the standard callout, kept through Readability (which drops every other class). */
export const CALLOUT_CLASSES = ['callout', 'callout-title', 'callout-title-inner', 'callout-content'];

/**
 * Rewrites docs sites' admonitions ("tip", "warning"… boxes) as the standard callout, `data-callout` and Defuddle's
 * own markup, which Defuddle keeps and Readability keeps with `CALLOUT_CLASSES`: Docusaurus (`theme-admonition-tip`,
 * before v3 `admonition admonition-tip`, both with a Bootstrap-like `alert alert--success` that Defuddle took for an
 * alert of type "-success": `> [!-success] -success`) and MkDocs (`admonition note` with an `admonition-title`,
 * whose type Readability dropped with the class: the box became two plain paragraphs; its collapsible ones are
 * `<details>` classed by type, which became a bold line and paragraphs). On a copy of the page.
 */
export function standardizeCallouts(doc: Document): void {
  for (const box of all(doc, '.theme-admonition, .admonition')) {
    const type = admonitionType(box);
    const content = childWithClass(box, /admonitionContent|admonition-content/);
    const heading = childWithClass(box, /admonitionHeading|admonition-heading|^admonition-title$/);
    if (!type || (!content && !heading)) continue;
    heading?.remove();
    box.replaceWith(callout(doc, type, heading?.textContent ?? '', content ?? box));
  }
  for (const shape of TITLED_BOXES) {
    for (const box of all(doc, shape.box)) {
      const type = classTokens(box)
        .map((token) => shape.type.exec(token)?.[1])
        .find((found) => found && TYPES.has(found.toLowerCase()));
      const heading = box.querySelector(shape.title);
      if (!type || !heading) continue;
      heading.remove();
      box.replaceWith(
        callout(
          doc,
          type.toLowerCase(),
          heading.textContent ?? '',
          (shape.content && box.querySelector(shape.content)) || box,
        ),
      );
    }
  }
  // Confluence's info, note, tip and warning macros: an optional title, an icon, the body; they were plain paragraphs.
  for (const box of all(doc, '.confluence-information-macro')) {
    const type = classTokens(box)
      .map((token) => /^confluence-information-macro-(\w+)$/.exec(token)?.[1])
      .find((found) => found && found !== 'body' && found !== 'icon');
    const body = box.querySelector('.confluence-information-macro-body');
    if (!type || !body) continue;
    const title = Array.from(box.children).find((child) => child.classList.contains('title'));
    box.replaceWith(callout(doc, type === 'information' ? 'info' : type, title?.textContent ?? '', body));
  }
  // MDN's note cards: `<div class="notecard warning"><p><strong>Warning:</strong> …`, its label the callout's title.
  for (const box of all(doc, '.notecard')) {
    const type = classTokens(box).find((token) => TYPES.has(token)) ?? 'note';
    const label = box.querySelector(':scope > p:first-child > strong:first-child');
    const title = /^([^:]{1,40}):$/.exec(oneLine(label?.textContent))?.[1];
    if (label && title && opens(label.parentElement as Element, label)) label.remove();
    box.replaceWith(callout(doc, type, title ?? '', box));
  }
  // Ghost's callout cards: an emoji, then the text; Defuddle ran them as two paragraphs, the emoji alone.
  for (const box of all(doc, '.kg-callout-card')) {
    const text = box.querySelector('.kg-callout-text');
    if (!text) continue;
    box.replaceWith(callout(doc, 'note', box.querySelector('.kg-callout-emoji')?.textContent ?? '', text));
  }
  // MkDocs' collapsible admonitions: `<details class="warning"><summary>Breaking change</summary>…`, folded as shown.
  for (const box of all(doc, 'details[class]')) {
    const type = classTokens(box).find((token) => TYPES.has(token));
    const summary = Array.from(box.children).find((child) => child.localName === 'summary');
    if (!type || !summary) continue;
    summary.remove();
    const fold = box.hasAttribute('open') ? '+' : '-';
    box.replaceWith(callout(doc, type, summary.textContent ?? '', box, fold));
  }
}

/**
 * Docs tools' boxes that carry their type in a class and their title in a child: Starlight's `<aside>` (both libraries
 * drop every aside, so its note was lost), GitHub's alerts, VitePress's custom blocks, Quarto's callouts (its title
 * and text ran as two plain paragraphs).
 */
const TITLED_BOXES: ReadonlyArray<{ box: string; type: RegExp; title: string; content?: string }> = [
  {
    box: 'aside.starlight-aside',
    type: /^starlight-aside--(\w+)$/,
    title: '.starlight-aside__title',
    content: '.starlight-aside__content',
  },
  { box: '.markdown-alert', type: /^markdown-alert-(\w+)$/, title: '.markdown-alert-title' },
  { box: '.custom-block', type: /^(\w+)$/, title: ':scope > .custom-block-title' },
  {
    box: 'div.callout:not([data-callout])',
    type: /^callout-(\w+)$/,
    title: '.callout-title-container',
    content: '.callout-body-container',
  },
];

function callout(doc: Document, type: string, heading: string, content: Element, fold?: '+' | '-'): Element {
  const box = doc.createElement('div');
  box.className = 'callout';
  box.setAttribute('data-callout', type);
  if (fold) box.setAttribute('data-callout-fold', fold);
  const named = heading.replace(/\s+/g, ' ').trim();
  const titleBox = box.appendChild(doc.createElement('div'));
  titleBox.className = 'callout-title';
  const title = titleBox.appendChild(doc.createElement('div'));
  title.className = 'callout-title-inner';
  // As Defuddle writes its callouts: "[!tip] Tip".
  title.textContent = !named || named.toLowerCase() === type ? type[0]?.toUpperCase() + type.slice(1) : named;
  const body = box.appendChild(doc.createElement('div'));
  body.className = 'callout-content';
  body.append(...Array.from(content.childNodes));
  return box;
}

/** `theme-admonition-tip`, `admonition-tip`, or MkDocs' and Hugo's `admonition tip`. */
function admonitionType(box: Element): string | undefined {
  const tokens = classTokens(box);
  for (const token of tokens) {
    const type = /^(?:theme-)?admonition-([a-z]+)$/.exec(token)?.[1];
    if (type && !PARTS.has(type)) return type;
  }
  if (!tokens.includes('admonition')) return undefined;
  return (
    tokens.find((token) => TYPES.has(token)) ?? tokens.find((token) => /^[a-z]+$/.test(token) && !NOT_TYPES.has(token))
  );
}

function childWithClass(box: Element, pattern: RegExp): Element | undefined {
  return Array.from(box.children).find((child) => classTokens(child).some((token) => pattern.test(token)));
}
