import { all } from '../markdown/dom';
import { EMBEDDED_POST } from './free-embedded-posts';
import { parseFragment } from './parse-fragment';

/** Where a consent placeholder keeps the embed it stands for until the reader agrees to load it. */
const KEPT_ORIGINAL = 'textarea, template, script[type="text/template"], script[type="text/plain"]';
/** The placeholder around it: named for what it does. */
const PLACEHOLDER = /placeholder|consent|content-?blocker|embed-?privacy|third-?party/i;
/** What the kept HTML must hold to be an embed: a post's quote, a player or a frame. */
const EMBED = `${EMBEDDED_POST}, iframe[src], video`;

/**
 * Puts back the embeds that wait behind a privacy consent. German sites load no tweet or video before the reader
 * agrees, and show a notice in its place ("Twitter freischalten — Wir respektieren deine Privatsphäre und stellen
 * deshalb ohne dein Einverständnis keine Verbindung zu Twitter her… Datenschutzeinstellungen verwalten"), keeping the
 * embed's HTML in a hidden `<textarea>` or template inside the notice (Drupal's third-party services). amnesty.de's
 * clip had that notice twice where the article quoted two tweets. Nothing is loaded: the embed is read as markup on
 * the copy `doc` of `page`, where the Markdown makes a quote or a link of it. A notice with nothing kept stays.
 */
export function embedsBehindConsent(doc: Document, page: Document): void {
  for (const kept of all(doc, KEPT_ORIGINAL)) {
    const placeholder = kept.parentElement;
    if (!placeholder || !PLACEHOLDER.test(`${placeholder.className} ${kept.className}`) || !doc.contains(kept))
      continue;
    const html = kept.localName === 'template' ? kept.innerHTML : (kept.textContent ?? '');
    if (!html.includes('<')) continue;
    // Parsed with the page's parser: a copy of the page may have none.
    const parsed = parseFragment(page, html);
    const embeds = all(parsed, EMBED).filter((embed) => !embed.parentElement?.closest(EMBED));
    if (embeds.length === 0) continue;
    placeholder.replaceWith(...embeds.map((embed) => doc.importNode(embed, true)));
  }
}
