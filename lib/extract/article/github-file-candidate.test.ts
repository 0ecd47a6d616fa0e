import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { githubFileCandidate } from './github-file-candidate';

const FILE_URL = 'https://github.com/acme/glacier/blob/main/src/queue%20worker.ts';
const source = "import { run } from './run';\n\nif (a < b && c > d) run('now');\n";
const escaped = source.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

const codeView = (fieldText: string) => `<!doctype html><html><head>
  <title>glacier/src/queue worker.ts at main · acme/glacier · GitHub</title></head><body>
  <nav aria-label="File Tree Navigation"><ul><li>src</li><li>queue worker.ts</li></ul></nav>
  <section><textarea id="read-only-cursor-text-area" aria-label="file content" aria-readonly="true">${fieldText}</textarea>
  <div class="react-code-lines" aria-hidden="true"><div id="LC1" class="react-file-line">import { run }</div></div>
  </section></body></html>`;

const inBrowser = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const inLinkedom = (html: string) => parseHTML(html).document as unknown as Document;

describe('githubFileCandidate', () => {
  it.each([
    ['a browser', inBrowser],
    ['linkedom, which leaves the entities in a field', inLinkedom],
  ])('gives the file as one code block in its extension’s language, in %s', (_name, parse) => {
    const file = githubFileCandidate(parse(codeView(escaped)), FILE_URL);
    expect(file?.content.innerHTML).toBe(
      `<pre data-md-lang="ts"><code>${source.trimEnd().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code></pre>`,
    );
    expect(file?.title).toBe('glacier/src/queue worker.ts at main · acme/glacier');
    expect(file?.siteSpecific).toBe(true);
  });

  it("reads the field's live value, which the page sets", () => {
    const doc = inBrowser(codeView(''));
    (doc.querySelector('textarea') as HTMLTextAreaElement).value = 'fn main() {}';
    expect(githubFileCandidate(doc, FILE_URL)?.content.textContent).toBe('fn main() {}');
  });

  it.each([
    ['another site', codeView(escaped), 'https://gitlab.com/acme/glacier/blob/main/src/worker.ts'],
    ["a repository's front page", codeView(escaped), 'https://github.com/acme/glacier'],
    [
      'a Markdown file shown rendered, without the field',
      '<article class="markdown-body"><h1>Glacier</h1></article>',
      FILE_URL,
    ],
    [
      'a Markdown file shown rendered beside its source',
      codeView(escaped).replace('<section>', '<article class="markdown-body"><h1>Glacier</h1></article><section>'),
      FILE_URL,
    ],
    ['an empty file', codeView(''), FILE_URL],
  ])('leaves %s to the libraries', (_name, html, url) => {
    expect(githubFileCandidate(inBrowser(html), url)).toBeUndefined();
  });
});
