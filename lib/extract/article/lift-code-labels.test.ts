// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { liftCodeLabels } from './lift-code-labels';
import { htmlAfter } from './test-root';

describe('liftCodeLabels', () => {
  it('takes a language label drawn over the code out of the block, as its language (bashls -la)', () => {
    const html = '<pre><div class="absolute right-2 top-2">bash</div><code>ls -la</code></pre>';
    expect(htmlAfter(liftCodeLabels, html)).toBe('<pre data-lang="bash"><code>ls -la</code></pre>');
  });

  it('keeps the language the block names itself, and still takes the label out', () => {
    const html = '<pre><span>Shell</span><code class="language-sh">ls</code></pre>';
    expect(htmlAfter(liftCodeLabels, html)).toBe('<pre><code class="language-sh">ls</code></pre>');
  });

  it('puts a file name shown over the code before the block, as its own line', () => {
    const html = '<pre><div class="filename">src/main.rs</div><code>fn main() {}</code></pre>';
    expect(htmlAfter(liftCodeLabels, html)).toBe('<p>src/main.rs</p><pre><code>fn main() {}</code></pre>');
  });

  it('drops a copy control written as text', () => {
    const html = '<pre><span class="copy">Copy</span><code>x = 1</code></pre>';
    expect(htmlAfter(liftCodeLabels, html)).toBe('<pre><code>x = 1</code></pre>');
  });

  it('leaves line-number gutters, text after the code, and blocks without a <code>', () => {
    const gutter = '<pre><span class="gutter">1\n2</span><code>a\nb</code></pre>';
    const number = '<pre><span>1</span><code>a</code></pre>';
    const after = '<pre><code>a</code><span>bash</span></pre>';
    const bare = '<pre><b>bash</b> ls</pre>';
    for (const html of [gutter, number, after, bare]) expect(htmlAfter(liftCodeLabels, html)).toBe(html);
  });
});
