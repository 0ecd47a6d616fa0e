import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { testRoot } from '../article/test-root';
import { codeLanguage, collapseGutterTables, markCodeLanguages } from './code-blocks';

describe('markCodeLanguages', () => {
  it("gives the block and Defuddle's wrapper the language the wrapper names (GitHub's highlight-source-shell)", () => {
    const root = testRoot('<div class="highlight highlight-source-shell"><pre>npm install glacier</pre></div>');
    markCodeLanguages(root);
    expect(root.querySelector('pre')?.getAttribute('data-lang')).toBe('shell');
    expect(root.querySelector('.highlight')?.getAttribute('data-lang')).toBe('shell');
  });

  it('writes the language a block names by its class into data-lang, which Defuddle reads whatever the name', () => {
    // By class, Defuddle knows only the languages on its list, which lacks "go" and "shellsession".
    const root = testRoot('<pre class="language-shellsession"><code>host example.com</code></pre>');
    markCodeLanguages(root);
    expect(root.querySelector('pre')?.getAttribute('data-lang')).toBe('shellsession');
    expect(root.querySelector('code')?.getAttribute('data-lang')).toBe('shellsession');
  });

  it("reads the language a bare class names beside Rouge's or highlight.js's class (DEV's JavaScript lost its name)", () => {
    const root = testRoot(
      '<pre class="highlight javascript"><code>let a</code></pre><pre><code class="python hljs">a = 1</code></pre>' +
        '<pre class="prettyprint linenums"><code>x</code></pre><pre class="highlight"><code class="notranslate">y</code></pre>',
    );
    markCodeLanguages(root);
    expect(Array.from(root.querySelectorAll('pre'), (pre) => pre.getAttribute('data-lang'))).toEqual([
      'javascript',
      'python',
      null,
      null,
    ]);
  });

  it("reads the brush of SyntaxHighlighter's options (Confluence's code macro lost its bash)", () => {
    const root = testRoot(
      '<pre class="syntaxhighlighter-pre" data-syntaxhighlighter-params="brush: bash; gutter: false; theme: Confluence">ls</pre>',
    );
    markCodeLanguages(root);
    expect(root.querySelector('pre')?.getAttribute('data-lang')).toBe('bash');
  });

  it("reads Pandoc's language, a bare class beside sourceCode, one letter long included (Quarto's R lost its name)", () => {
    const root = testRoot(
      '<div class="sourceCode cell-code"><pre class="sourceCode r code-with-copy"><code class="sourceCode r">library(tidyr)</code></pre></div>' +
        '<pre class="sourceCode numberSource"><code class="sourceCode">plain</code></pre>',
    );
    markCodeLanguages(root);
    expect(Array.from(root.querySelectorAll('pre'), (pre) => pre.getAttribute('data-lang'))).toEqual(['r', null]);
  });

  it('leaves a wrapper that holds several blocks, and a layout class that is not a language', () => {
    const html =
      '<div class="highlight highlight-source-js"><pre>a()</pre><pre>b()</pre></div><pre><code class="highlight-wrap">c</code></pre>';
    const root = testRoot(html);
    markCodeLanguages(root);
    expect(root.querySelector('div')?.hasAttribute('data-lang')).toBe(false);
    expect(Array.from(root.querySelectorAll('pre'), (pre) => pre.getAttribute('data-lang'))).toEqual([
      'js',
      'js',
      null,
    ]);
  });
});

describe('markCodeLanguages on blocks that name no language', () => {
  const page = (html: string) =>
    parseHTML(`<!doctype html><html class="js"><body><div class="a b c"><article>${html}</article></div></body></html>`)
      .document as unknown as Document;

  it('marks them plain text when a short language name is a class far above (Defuddle made them "js" and "c")', () => {
    const doc = page('<div class="code-block"><pre><code>ls -la</code></pre></div>');
    markCodeLanguages(doc);
    expect(doc.querySelector('pre')?.getAttribute('data-lang')).toBe('text');
  });

  it("leaves a bare class on the block, which may be its language, and reads Medium's data-code-block-lang", () => {
    const doc = page(
      '<pre class="python">print(1)</pre><pre class="qd qe"><span data-code-block-lang="python">print(2)</span></pre>',
    );
    markCodeLanguages(doc);
    expect(Array.from(doc.querySelectorAll('pre'), (pre) => pre.getAttribute('data-lang'))).toEqual([null, 'python']);
  });
});

/** Pygments' line-numbered block (MkDocs, Sphinx): the gutter's <pre> and the code's in two cells of a table. */
const highlightTable =
  '<div class="language-yaml highlight"><table class="highlighttable"><tr>' +
  '<td class="linenos"><div class="linenodiv"><pre><span class="normal">1</span>\n<span class="normal">2</span></pre></div></td>' +
  '<td class="code"><div><pre><span></span><code>site_name: Docs\ntheme: material\n</code></pre></div></td></tr></table></div>';

describe('collapseGutterTables', () => {
  it("puts the code block where its gutter table stood (Defuddle kept the gutter's numbers and lost the code)", () => {
    const root = testRoot(highlightTable);
    collapseGutterTables(root);
    expect(root.querySelector('table')).toBeNull();
    expect(Array.from(root.querySelectorAll('pre'), (pre) => pre.textContent)).toEqual([
      'site_name: Docs\ntheme: material\n',
    ]);
  });

  it('leaves tables of content that hold code', () => {
    const html = '<table><tr><td>Install</td><td><pre>npm install</pre></td></tr></table>';
    const root = testRoot(html);
    collapseGutterTables(root);
    expect(root.innerHTML).toBe(html);
  });
});

describe('codeLanguage', () => {
  it('reads the language from the wrapper above a gutter table (Pygments: the block lost "yaml")', () => {
    const root = testRoot(highlightTable);
    const code = root.querySelectorAll('pre')[1] as Element;
    expect(codeLanguage(code)).toBe('yaml');
  });
});
