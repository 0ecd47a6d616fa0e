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

  it('leaves a block that names its language itself, which Defuddle reads with the label that repeats it', () => {
    const html = '<pre class="language-shellsession"><div>shellsession</div><code>host example.com</code></pre>';
    const root = testRoot(html);
    markCodeLanguages(root);
    expect(root.innerHTML).toBe(html);
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
