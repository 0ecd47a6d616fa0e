import { spacedWords } from './spaced-words';

const rowCount = (table: Element) => table.querySelectorAll('tr').length;

/**
 * Puts back the rows Defuddle cut out of a table. Its clutter rules match class names inside tables too, and pandoc
 * and Quarto mark every header row `<tr class="header">`: Defuddle 0.19 drops it, leaving a table without column
 * names. Where the reference (Readability's content) holds the same table — all of its words, in order — with more
 * rows, its copy replaces the trimmed one. Returns the number of tables restored.
 */
export function restoreTrimmedTables(root: Element, reference: Element): number {
  const fullTables = Array.from(reference.querySelectorAll('table'), (table) => ({
    table,
    rows: rowCount(table),
    words: spacedWords(table),
  }));
  if (fullTables.length === 0) return 0;
  let restored = 0;
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const words = spacedWords(table);
    if (!words.trim()) continue;
    const rows = rowCount(table);
    const fuller = fullTables.find((full) => full.rows > rows && full.words.includes(words));
    if (!fuller) continue;
    table.replaceWith(root.ownerDocument.importNode(fuller.table, true));
    restored++;
  }
  return restored;
}
