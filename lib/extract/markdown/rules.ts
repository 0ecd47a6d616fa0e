import type TurndownService from 'turndown';
import { tagName } from './dom';
import { embedLink } from './embed-link';
import { emphasisHolds } from './emphasis';
import { escapeMarkdownText } from './escape';
import { tableRules } from './tables';

/** A summary that names only its control: "Expand", "Show more", "Click to expand", "Expand description". */
const TOGGLE_LABEL =
  /^(?:click (?:here )?to )?(?:expand|collapse|show|hide|toggle|open|close)(?: (?:all|more|less|details|description|contents|code|source|section))?$/i;

/** What Markdown writes as blocks of their own: no inline markup can span them. */
const BLOCKS = 'p, div, section, article, h1, h2, h3, h4, h5, h6, ul, ol, dl, table, blockquote, pre, figure, hr';

/** Our Turndown: the rules below on top of Turndown's own. */
export function configureTurndown(turndown: TurndownService): TurndownService {
  tableRules(turndown);
  turndown.escape = escapeMarkdownText;

  turndown.addRule('fencedCode', {
    filter: (node) => tagName(node) === 'pre',
    replacement: (_content, node) => {
      const code = node.textContent ?? '';
      const language = node.getAttribute('data-md-lang') ?? '';
      const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
      return `\n\n${fence}${language}\n${code}\n${fence}\n\n`;
    },
  });

  // Two tildes, not the GFM plugin's one: Obsidian, Typora and most editors read only "~~".
  turndown.addRule('strikethrough', {
    filter: (node) => ['del', 's', 'strike'].includes(tagName(node)),
    replacement: (content) => (content.trim() ? `~~${content}~~` : content),
  });

  turndown.addRule('inlineCode', {
    filter: (node) => tagName(node) === 'code' && !node.closest('pre'),
    replacement: (_content, node) => {
      // Space at the code's edges goes outside it (Turndown puts it there): kept inside too, "`npm test `" showed it.
      const code = (node.textContent ?? '').replace(/\r?\n/g, ' ').trim();
      if (!code) return '';
      const ticks = '`'.repeat(longestRun(code, '`') + 1);
      const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
      return `${ticks}${pad}${code}${pad}${ticks}`;
    },
  });

  turndown.addRule('math', {
    filter: (node) => node.hasAttribute('data-md-math'),
    replacement: (_content, node) => {
      const tex = node.getAttribute('data-tex') ?? '';
      return node.getAttribute('data-md-math') === 'display' ? `\n\n$$\n${tex}\n$$\n\n` : `$${tex}$`;
    },
  });

  turndown.addRule('footnoteReference', {
    filter: (node) => node.hasAttribute('data-md-footnote-ref'),
    replacement: (_content, node) => `[^${node.getAttribute('data-md-footnote-ref')}]`,
  });

  turndown.addRule('callout', {
    filter: (node) => node.hasAttribute('data-md-callout'),
    replacement: (_content, node) => `\n\n${node.getAttribute('data-md-callout')}\n\n`,
  });

  turndown.addRule('listItem', {
    filter: 'li',
    replacement: (content, node) => {
      const parent = node.parentNode as Element | null;
      let prefix = '- ';
      if (parent && tagName(parent) === 'ol') {
        const start = Number.parseInt(parent.getAttribute('start') ?? '1', 10);
        const index = Array.from(parent.children).indexOf(node);
        prefix = `${(Number.isNaN(start) ? 1 : start) + index}. `;
      }
      // Continuation lines are indented under the text; blank lines stay empty (a `>` around the list adds nothing).
      const body = content
        .replace(/^\n+/, '')
        .replace(/\s+$/, '')
        .replace(/\n(?=[^\n])/g, `\n${' '.repeat(prefix.length)}`);
      // A blank line between items only when one holds several blocks: an item that is one block (a <div> or <p>
      // around its text, as CMS and recipe cards write them) stays a tight item.
      const loose = body.includes('\n\n');
      return prefix + body + (node.nextSibling ? (loose ? '\n\n' : '\n') : '');
    },
  });

  turndown.addRule('definitionTerm', {
    filter: 'dt',
    replacement: (content) => {
      const term = content.replace(/\s*\n+\s*/g, ' ').trim();
      if (!term) return '';
      return term.includes('**') ? `\n\n${term}\n\n` : `\n\n**${term}**\n\n`;
    },
  });

  turndown.addRule('taskListItem', {
    filter: (node) => tagName(node) === 'input' && node.getAttribute('type') === 'checkbox',
    replacement: (_content, node) => {
      const box = node.hasAttribute('checked') ? '[x]' : '[ ]';
      return /^\s/.test(node.nextSibling?.textContent ?? '') ? box : `${box} `;
    },
  });

  turndown.addRule('heading', {
    filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    replacement: (content, node) => {
      // A heading is one line: blocks or breaks inside it would end it early.
      const text = content.replace(/\s*\n+\s*/g, ' ').trim();
      return text ? `\n\n${'#'.repeat(Number(tagName(node).slice(1)))} ${text}\n\n` : '';
    },
  });

  turndown.addRule('emphasis', {
    filter: ['strong', 'b', 'em', 'i'],
    replacement: (content, node) => {
      if (!content.trim()) return '';
      const bold = tagName(node) === 'strong' || tagName(node) === 'b';
      if (!emphasisHolds(node, content)) return bold ? `<strong>${content}</strong>` : `<em>${content}</em>`;
      return bold ? `**${content}**` : `*${content}*`;
    },
  });

  turndown.addRule('redundantEmphasis', {
    // Markers that would say nothing or break: bold in a heading (bold already: "## **Step 1**"), emphasis inside
    // emphasis of its kind ("****Nested****", "*a *b**"), and emphasis around no text (CNET wraps a closing <br> in
    // <em><strong>, which left "****\" after the paragraph), and emphasis around whole blocks, which Markdown cannot
    // open in one paragraph and close in another (a paste from Google Docs left "**" above and below the clip).
    filter: (node) => {
      const name = tagName(node);
      const bold = name === 'strong' || name === 'b';
      if (!bold && name !== 'em' && name !== 'i') return false;
      if (bold && node.closest('h1, h2, h3, h4, h5, h6')) return true;
      if (node.parentElement?.closest(bold ? 'strong, b' : 'em, i')) return true;
      if (node.querySelector(BLOCKS)) return true;
      return !(node.textContent ?? '').trim() && !node.querySelector('img');
    },
    replacement: (content) => content,
  });

  turndown.addRule('link', {
    filter: (node) => tagName(node) === 'a' && node.hasAttribute('href'),
    replacement: (content, node) => {
      const text = content.trim();
      if (!text) return '';
      const href = markdownUrl(node.getAttribute('href') ?? '');
      // A card's link wraps blocks; in one line of link text a heading's "### " would show as it is.
      const oneLine = text.replace(/\n+(?:#{1,6} )?/g, ' ').replace(/^#{1,6} /, '');
      return `[${balancedLinkText(oneLine)}](${href})`;
    },
  });

  turndown.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const src = node.getAttribute('src');
      if (!src) return '';
      const alt = (node.getAttribute('alt') ?? '')
        // Some CMSs write the caption's markup into the alt text ("<span style=…>Photo</span>").
        .replace(/<\/?[a-z][^>]*>/gi, '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/([[\]])/g, '\\$1');
      return `![${alt}](${markdownUrl(src)})`;
    },
  });

  turndown.addRule('figure', {
    filter: 'figure',
    replacement: (content) => `\n\n${content.trim()}\n\n`,
  });

  turndown.addRule('figcaption', {
    filter: 'figcaption',
    replacement: (content) => {
      const caption = content.trim();
      if (!caption) return '';
      if (/\n/.test(caption)) return `\n\n${caption}\n\n`;
      // Emphasis inside the caption is written with `*`: wrap with `_` then, so the two do not collide.
      return caption.includes('*') ? `\n\n_${caption}_\n\n` : `\n\n*${caption}*\n\n`;
    },
  });

  // A collapsed section's title (a FAQ's question): in a note nothing is collapsed, so it heads its text in bold.
  // One that only names the control ("Expand description", rustdoc's) says nothing in a note, where all is shown.
  turndown.addRule('summary', {
    filter: 'summary',
    replacement: (content, node) => {
      const title = content.trim();
      if (!title || TOGGLE_LABEL.test(title)) return '';
      // A heading inside it (Shopify's accordions: <summary><h2>Care</h2>) is the title already: "**## Care**" was not.
      const plain = /\n|\*\*/.test(title) || node.querySelector('h1, h2, h3, h4, h5, h6');
      return plain ? `\n\n${title}\n\n` : `\n\n**${title}**\n\n`;
    },
  });

  turndown.addRule('embed', {
    filter: ['iframe', 'video', 'audio'],
    replacement: (_content, node) => {
      const src = node.getAttribute('src') || node.querySelector('source[src]')?.getAttribute('src') || '';
      if (!/^https?:/i.test(src)) return '';
      const { label, url } = embedLink(tagName(node), src, node.getAttribute('title'));
      return `\n\n[${label}](${markdownUrl(url)})\n\n`;
    },
  });

  // Browsers draw a <q>'s quotation marks; without them the quote would read as the writer's own words.
  turndown.addRule('inlineQuote', {
    filter: 'q',
    replacement: (content, node) => {
      if (!content.trim()) return content;
      return node.parentElement?.closest('q') ? `\u2018${content}\u2019` : `\u201c${content}\u201d`;
    },
  });

  // Markdown has no syntax for these; the HTML renders in Obsidian, GitHub and most editors, where plain text would
  // lose the meaning (H2O, x2, "press Ctrl+C" read as prose, a highlight gone, a word's reading run into it: NHK's
  // easy-Japanese news read "子こども" for 子(こ)ども).
  turndown.addRule('inlineHtml', {
    filter: ['sup', 'sub', 'kbd', 'mark', 'ruby'],
    replacement: (content, node) => (content.trim() ? `<${tagName(node)}>${content.trim()}</${tagName(node)}>` : ''),
  });

  // A reading keeps its <rp> parentheses, the page's own or "(" and ")": an editor that shows ruby hides them, and one
  // that strips the tags shows "子(こ)ども" rather than the run-together "子こども".
  turndown.addRule('rubyReading', {
    filter: 'rt',
    replacement: (content, node) => {
      const reading = content.trim();
      if (!reading) return '';
      const before = node.previousElementSibling;
      const after = node.nextElementSibling;
      const open = before && tagName(before) === 'rp' ? (before.textContent ?? '').trim() || '(' : '(';
      const close = after && tagName(after) === 'rp' ? (after.textContent ?? '').trim() || ')' : ')';
      return `<rp>${open}</rp><rt>${reading}</rt><rp>${close}</rp>`;
    },
  });

  turndown.addRule('lineBreak', {
    filter: 'br',
    replacement: (_content, node) => {
      if (node.closest('h1, h2, h3, h4, h5, h6')) return ' ';
      return node.closest('td, th') ? '<br>' : '\\\n';
    },
  });

  turndown.remove(['head', 'title', 'rp', 'form' as keyof HTMLElementTagNameMap]);
  return turndown;
}

/** Unbalanced brackets would end the link text early; balanced ones (and nested images) are fine as they are. */
function balancedLinkText(text: string): string {
  let depth = 0;
  for (const match of text.matchAll(/(?<!\\)[[\]]/g)) {
    depth += match[0] === '[' ? 1 : -1;
    if (depth < 0) break;
  }
  return depth === 0 ? text : text.replace(/(?<!\\)([[\]])/g, '\\$1');
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let current = 0;
  for (const c of text) {
    current = c === char ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}

/** Spaces and parentheses would end the link early. */
function markdownUrl(url: string): string {
  return url.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
}
