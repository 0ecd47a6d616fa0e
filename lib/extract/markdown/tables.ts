import type TurndownService from 'turndown';
import { all } from './dom';

type TableKind = 'pipes' | 'html' | 'blocks' | 'empty';

/** Cell content pipes cannot hold. A flat list can: its items become `- a<br>- b`. */
const BLOCK_IN_CELL = 'p ~ p, pre, blockquote, table, h1, h2, h3, h4, h5, h6, hr, dl, li ul, li ol, li p, li pre';
const KEPT_ATTRIBUTES = new Set(['colspan', 'rowspan', 'href', 'src', 'alt', 'title', 'scope']);

/**
 * Tables: GFM pipes when pipes can say it (a header-less table gets its first row as header), raw HTML when they
 * cannot (merged cells, lists or paragraphs in cells), and plain blocks for one-column layout tables.
 * Replaces turndown-plugin-gfm's table rule, which throws on empty tables and leaves header-less ones as HTML.
 */
export function tableRules(turndown: TurndownService): void {
  const kinds = new WeakMap<Element, TableKind>();
  const kindOf = (table: Element): TableKind => {
    let kind = kinds.get(table);
    if (!kind) {
      kind = classifyTable(table);
      kinds.set(table, kind);
    }
    return kind;
  };
  const tableOf = (node: Element): Element | null => node.closest('table');

  turndown.addRule('table', {
    filter: 'table',
    replacement: (content, node) => {
      const kind = kindOf(node);
      if (kind === 'empty') return '';
      if (kind === 'html') return `\n\n${tableHtml(node)}\n\n`;
      if (kind === 'blocks') return `\n\n${content}\n\n`;
      const caption = node.querySelector('caption')?.textContent?.replace(/\s+/g, ' ').trim();
      return `\n\n${caption ? `*${caption}*\n\n` : ''}${content.replace(/^\n+|\n+$/g, '')}\n\n`;
    },
  });
  turndown.addRule('tableCaption', { filter: 'caption', replacement: () => '' });
  turndown.addRule('tableSection', {
    filter: ['thead', 'tbody', 'tfoot'],
    replacement: (content) => content,
  });
  turndown.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, node) => {
      const table = tableOf(node);
      if (!table || kindOf(table) !== 'pipes') return content;
      const rows = rowsOf(table);
      const columns = columnCount(rows);
      const cells = node.children.length;
      const padded = `|${content}${' |'.repeat(Math.max(0, columns - cells))}`;
      if (rows[0] !== node) return `\n${padded}`;
      return `\n${padded}\n|${' --- |'.repeat(columns)}`;
    },
  });
  turndown.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content, node) => {
      const table = tableOf(node);
      const kind = table ? kindOf(table) : 'blocks';
      if (kind !== 'pipes') return `\n\n${content}\n\n`;
      // A break that opens or ends a cell breaks nothing: a cell holding only one is empty.
      const text = content
        .trim()
        .replace(/\n+/g, '<br>')
        .replace(/^(?:\s*<br>\s*)+|(?:\s*<br>\s*)+$/g, '')
        .replace(/(?<!\\)\|/g, '\\|');
      return text ? ` ${text} |` : ' |';
    },
  });
}

function rowsOf(table: Element): Element[] {
  return all(table, 'tr').filter((row) => row.closest('table') === table);
}

function columnCount(rows: Element[]): number {
  return Math.max(0, ...rows.map((row) => row.children.length));
}

function classifyTable(table: Element): TableKind {
  const rows = rowsOf(table);
  const cells = rows.flatMap((row) => Array.from(row.children));
  if (cells.length === 0) return (table.textContent ?? '').trim() ? 'blocks' : 'empty';
  const columns = columnCount(rows);
  if ((columns === 1 && !isHeadedList(rows)) || table.querySelector('table') || isLayoutTable(table, rows))
    return 'blocks';
  // A cell spanning the whole width (a section row of an infobox) still fits in pipes; other merges do not.
  const merged = cells.some((cell) => {
    const colspan = Number(cell.getAttribute('colspan') ?? 1);
    const fullWidth = colspan === columns || (colspan > 1 && cell.parentElement?.children.length === 1);
    return (colspan > 1 && !fullWidth) || Number(cell.getAttribute('rowspan') ?? 1) > 1;
  });
  const blocky = cells.some((cell) => cell.querySelector(BLOCK_IN_CELL));
  return merged || blocky ? 'html' : 'pipes';
}

/**
 * Tables used for layout, not data: marked presentational, or with no header cells and at most one cell with
 * content per row (the others are spacers).
 */
function isLayoutTable(table: Element, rows: Element[]): boolean {
  if (/^(presentation|none)$/.test(table.getAttribute('role') ?? '')) return true;
  if (table.querySelector('th')) return false;
  return rows.every((row) => Array.from(row.children).filter((cell) => hasContent(cell)).length <= 1);
}

/**
 * A one-column table whose first row is a header over rows of data (MDN's "Specification" tables): a list with a
 * heading, which reads as a table. Other one-column tables lay out blocks, one under the other.
 */
function isHeadedList(rows: Element[]): boolean {
  const [first, ...rest] = rows;
  return (
    !!first &&
    rest.length > 0 &&
    first.children[0]?.localName === 'th' &&
    rest.every((row) => row.children[0]?.localName === 'td')
  );
}

function hasContent(cell: Element): boolean {
  return !!(cell.textContent ?? '').trim() || !!cell.querySelector('img, video, iframe');
}

/** The table as minimal HTML: presentation attributes dropped, no blank lines (they would end the HTML block). */
function tableHtml(table: Element): string {
  const copy = table.cloneNode(true) as Element;
  for (const el of [copy, ...all(copy, '*')]) {
    for (const attribute of Array.from(el.attributes)) {
      const name = attribute.name.toLowerCase();
      // A link's title (Wikipedia gives every link its article's name) is noise: Markdown links carry none either.
      if (!KEPT_ATTRIBUTES.has(name) || (name === 'title' && el.localName === 'a')) el.removeAttribute(attribute.name);
    }
  }
  return copy.outerHTML.replace(/>\s*\n\s*</g, '>\n<').replace(/\n\s*\n/g, '\n');
}
