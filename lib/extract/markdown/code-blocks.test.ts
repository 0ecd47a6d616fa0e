import { describe, expect, it } from 'vitest';
import { testRoot } from '../article/test-root';
import { markCodeLanguages } from './code-blocks';

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
