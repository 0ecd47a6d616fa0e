import { codeBlock } from '../markdown/code-blocks';
import { all } from '../markdown/dom';

/** The languages GeSHi names plain text by. */
const PLAIN_TEXT = new Set(['text', 'txt', 'plain', 'plaintext', 'none']);

const isGeshiLine = (item: Element) =>
  item.localName === 'li' && item.children.length === 1 && !!item.firstElementChild?.matches('div.de1, div.de2');

/**
 * GeSHi, the highlighter of Pastebin and many PHP sites, numbers lines by writing a paste as an `<ol>` of one-line
 * items (`<li class="li1"><div class="de1">`), its language as the list's class. The clip gave a numbered list, its
 * numbering broken wherever a blank line was dropped. Code becomes one code block in that language; plain text
 * becomes paragraphs, split at its blank lines, each keeping its line breaks. On a copy of the page.
 */
export function geshiLineListsAsText(doc: Document): void {
  for (const list of all(doc, 'ol')) {
    const items = Array.from(list.children);
    if (items.length === 0 || !items.every(isGeshiLine)) continue;
    const lines = items.map((item) => (item.textContent ?? '').replace(/\u00a0/g, ' ').replace(/\s+$/, ''));
    const language = (list.getAttribute('class') ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    const wrapper = doc.createElement('div');
    if (!language || PLAIN_TEXT.has(language)) {
      for (const paragraph of lines.join('\n').split(/\n{2,}/)) {
        if (!paragraph.trim()) continue;
        const p = doc.createElement('p');
        paragraph.split('\n').forEach((line, i) => {
          if (i > 0) p.append(doc.createElement('br'));
          p.append(line);
        });
        wrapper.append(p);
      }
    } else {
      wrapper.append(codeBlock(doc, lines.join('\n').replace(/^\n+|\n+$/g, ''), language));
    }
    list.replaceWith(wrapper);
  }
}
