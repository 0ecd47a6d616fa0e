import { codeBlock } from '../markdown/code-blocks';
import { all } from '../markdown/dom';
import { languageOfFileName } from '../markdown/file-language';

/** GitHub's file tables: gists, embedded gists on blogs, and files in diffs and older blob views. */
const FILE_TABLE = 'table.js-file-line-container, table[data-tagsearch-path]';

/**
 * A GitHub file table (one row per line: a gutter cell that shows its number by CSS, a cell with the line) becomes
 * `<pre><code>` in the file's language: its name's extension, else the language GitHub names. The libraries made a
 * code block of it without a language (a gist's `build.sh` came out unhighlighted), or a table. An embedded gist's
 * footer ("view raw build.sh hosted with ❤ by GitHub") goes: Defuddle kept it under the code. On a copy of the page.
 */
export function githubCodeTablesAsBlocks(doc: Document): void {
  for (const footer of all(doc, '.gist .gist-meta')) footer.remove();
  for (const table of all(doc, FILE_TABLE)) {
    const lines = all(table, 'td.blob-code');
    if (lines.length === 0) continue;
    const text = lines.map((line) => (line.textContent ?? '').replace(/\n$/, '')).join('\n');
    const language =
      languageOfFileName(table.getAttribute('data-tagsearch-path') ?? '') ||
      (table.getAttribute('data-tagsearch-lang') ?? '').trim().toLowerCase();
    table.replaceWith(codeBlock(doc, text, language));
  }
}
