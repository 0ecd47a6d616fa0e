// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { showCodeVariants } from './show-code-variants';
import { htmlAfter } from './test-root';

describe('showCodeVariants', () => {
  it('shows the versions of a code sample hidden beside the one shown (the clip kept only the first language)', () => {
    const html =
      '<div class="code-block"><pre><code data-language="react">mount()</code></pre></div>' +
      '<div class="code-block hidden"><pre><code data-language="javascript">setOptions()</code></pre></div>' +
      '<div class="code-block" hidden=""><pre><code data-language="python">start()</code></pre></div>';
    expect(htmlAfter(showCodeVariants, html)).toBe(
      '<div class="code-block"><pre><code data-language="react">mount()</code></pre></div>' +
        '<div class="code-block"><pre><code data-language="javascript">setOptions()</code></pre></div>' +
        '<div class="code-block"><pre><code data-language="python">start()</code></pre></div>',
    );
  });

  it('leaves hidden code with nothing of its kind shown, and hidden blocks that hold more than code', () => {
    for (const html of [
      '<div class="answer hidden"><pre>42</pre></div><p>Try it first.</p>',
      '<div class="code-block"><pre>a()</pre></div><div class="code-block hidden"><p>Output:</p><pre>1</pre></div>',
    ])
      expect(htmlAfter(showCodeVariants, html)).toBe(html);
  });
});
