import { all, classTokens, removeNode, replaceNode, tagName } from './dom';

export interface FootnoteDefinition {
  label: string;
  /** HTML of the note, without its back-reference links. */
  html: string;
}

const NOTE_NAME = /(^|[-_:])(fn|footnotes?|endnotes?|notes?|cite_note|ftn|sidenote)(?=$|[-_:\d])/i;
const NOTE_CONTAINER = /footnotes?|endnotes?|references|notes/i;
const REF_NAME = /(fnref|footnote-ref|noteref|cite_ref|ftnref|footnote-reference)/i;

/**
 * Turns footnote references into `[^n]` markers and lifts their notes out of the body, so the Markdown ends with
 * `[^n]: …` definitions. Numbered in order of first reference; notes nobody references stay where they are.
 */
export function extractFootnotes(body: HTMLElement): FootnoteDefinition[] {
  const doc = body.ownerDocument;
  const byTarget = new Map<Element, string>();
  const definitions: FootnoteDefinition[] = [];
  const named = new Map<string, Element>();
  for (const el of all(body, '[id],a[name]')) {
    const name = el.getAttribute('id') || el.getAttribute('name');
    if (name && !named.has(name)) named.set(name, el);
  }
  for (const link of all(body, 'a[href*="#"]')) {
    const target = footnoteTarget(named, link);
    if (!target) continue;
    let label = byTarget.get(target);
    if (!label) {
      label = String(definitions.length + 1);
      byTarget.set(target, label);
      definitions.push({ label, html: '' });
    }
    const marker = doc.createElement('span');
    marker.setAttribute('data-md-footnote-ref', label);
    marker.textContent = label;
    const sup = link.parentElement;
    const wrapper =
      sup && ['sup', 'span'].includes(tagName(sup)) && sup.textContent?.trim() === link.textContent?.trim();
    replaceNode(wrapper ? sup : link, marker);
  }
  for (const [target, label] of byTarget) {
    const definition = definitions[Number(label) - 1];
    if (definition) definition.html = noteHtml(target);
  }
  for (const target of byTarget.keys()) removeNoteAndEmptyContainers(target);
  return definitions;
}

function footnoteTarget(named: Map<string, Element>, link: Element): Element | undefined {
  const href = link.getAttribute('href') ?? '';
  const hash = href.slice(href.indexOf('#') + 1);
  if (!hash || (href.indexOf('#') > 0 && !href.startsWith('#'))) return undefined;
  if (!looksLikeReference(link)) return undefined;
  const id = safeDecode(hash);
  const target = named.get(id);
  if (!target || target.contains(link)) return undefined;
  const note = noteElement(target);
  return note && isNote(note) ? note : undefined;
}

function looksLikeReference(link: Element): boolean {
  const text = (link.textContent ?? '').trim();
  const naming = `${link.getAttribute('id') ?? ''} ${link.getAttribute('class') ?? ''} ${link.getAttribute('role') ?? ''}`;
  if (REF_NAME.test(naming) || /doc-noteref/.test(naming)) return true;
  const inSup = !!link.closest('sup');
  return inSup && /^\[?[\w*†‡§]{1,4}\]?$/.test(text);
}

/** The element holding a note's text: the list item, paragraph or block the anchor names. */
function noteElement(target: Element): Element | undefined {
  if (['li', 'p', 'div', 'aside', 'section', 'dd'].includes(tagName(target))) return target;
  return target.closest('li, p, dd, aside') ?? undefined;
}

function isNote(el: Element): boolean {
  const own = `${el.getAttribute('id') ?? ''} ${classTokens(el).join(' ')} ${el.getAttribute('role') ?? ''}`;
  if (NOTE_NAME.test(own) || /doc-(end|foot)note/.test(own)) return true;
  for (let parent = el.parentElement, depth = 0; parent && depth < 4; parent = parent.parentElement, depth++) {
    const naming = `${parent.getAttribute('id') ?? ''} ${parent.getAttribute('class') ?? ''} ${parent.getAttribute('role') ?? ''}`;
    if (NOTE_CONTAINER.test(naming) || /doc-endnotes/.test(naming)) return true;
  }
  return tagName(el) === 'li' && el.parentElement?.tagName.toLowerCase() === 'ol' && /^\S/.test(el.textContent ?? '');
}

function noteHtml(note: Element): string {
  const copy = note.cloneNode(true) as Element;
  for (const link of all(copy, 'a[href*="#"]')) {
    const text = (link.textContent ?? '').trim();
    const naming = `${link.getAttribute('class') ?? ''} ${link.getAttribute('role') ?? ''}`;
    if (/back|rev|doc-backlink/i.test(naming) || /^(?:[↩↑^⤴\s\da-z]|\uFE0E|\uFE0F){0,3}$/.test(text) || text === '')
      removeNode(link);
  }
  // A named anchor that only repeats the note's number is a label, not text.
  for (const anchor of all(copy, 'a[name], a[id], span[id]')) {
    if (/^\[?\d{1,3}[.\])]?$/.test((anchor.textContent ?? '').trim())) removeNode(anchor);
  }
  return copy.innerHTML.replace(/^\s*(\[\d+\]|\d+\.)\s*/, '');
}

function removeNoteAndEmptyContainers(note: Element): void {
  let container: Element | null = note.parentElement;
  removeNode(note);
  while (container?.parentElement && !(container.textContent ?? '').trim()) {
    const parent: Element | null = container.parentElement;
    const previous = container.previousElementSibling;
    removeNode(container);
    if (previous && (tagName(previous) === 'hr' || isNotesHeading(previous))) removeNode(previous);
    container = parent;
  }
}

function isNotesHeading(el: Element): boolean {
  return /^h[1-6]$/.test(tagName(el)) && /^(foot|end)?notes?|references$/i.test((el.textContent ?? '').trim());
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
