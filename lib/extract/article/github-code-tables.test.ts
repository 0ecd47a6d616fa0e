// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { githubCodeTablesAsBlocks } from './github-code-tables';

const fileTable = (attributes: string, lines: string[]) =>
  `<table class="highlight tab-size js-file-line-container" ${attributes}><tbody>${lines
    .map(
      (line, i) =>
        `<tr><td class="blob-num js-line-number" data-line-number="${i + 1}"></td><td class="blob-code blob-code-inner js-file-line">${line}</td></tr>`,
    )
    .join('')}</tbody></table>`;

function blocks(body: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${body}</body></html>`);
  githubCodeTablesAsBlocks(document as unknown as Document);
  return document.body.innerHTML;
}

describe('githubCodeTablesAsBlocks', () => {
  it("makes a gist's table one code block in its file's language, without line numbers, blank lines kept", () => {
    const table = fileTable('data-tagsearch-lang="Shell" data-tagsearch-path="build.sh"', [
      '<span class="pl-c">#!/usr/bin/env bash</span>',
      '\n',
      'echo &quot;done&quot; &amp;&amp; exit',
    ]);
    expect(blocks(`<div class="blob-wrapper">${table}</div>`)).toBe(
      '<div class="blob-wrapper"><pre data-lang="sh"><code>#!/usr/bin/env bash\n\necho "done" &amp;&amp; exit</code></pre></div>',
    );
  });

  it('takes the language GitHub names when the file has no extension', () => {
    expect(blocks(fileTable('data-tagsearch-lang="Dockerfile" data-tagsearch-path="Dockerfile"', ['FROM node']))).toBe(
      '<pre data-lang="dockerfile"><code>FROM node</code></pre>',
    );
  });

  it("takes off an embedded gist's footer", () => {
    expect(
      blocks(
        '<div class="gist"><div class="gist-file"><div class="gist-data"></div><div class="gist-meta">view raw</div></div></div>',
      ),
    ).toBe('<div class="gist"><div class="gist-file"><div class="gist-data"></div></div></div>');
  });

  it('leaves other tables', () => {
    const table = '<table class="highlight"><tr><td>Speed</td><td>4 m a day</td></tr></table>';
    expect(blocks(table)).toBe(table);
  });
});
