// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepAgreedBlocks, reference } from './keep-agreed-blocks';
import { testRoot } from './test-root';

const root = testRoot;

const story =
  'The council voted on Tuesday to extend the tram line to the harbour, after two years of public hearings.';

describe('keepAgreedBlocks', () => {
  it('drops a share bar and a comment counter that the other extractor left out', () => {
    const content = root(
      `<p>${story}</p><div><a href="/share">Share on Facebook</a> <a href="/tw">Tweet</a></div><p>12 comments</p>`,
    );
    keepAgreedBlocks(content, reference(root(`<p>${story}</p>`)));
    expect(content.textContent).toContain('tram line');
    expect(content.textContent).not.toContain('Share on Facebook');
    expect(content.textContent).not.toContain('12 comments');
  });

  it('keeps a paragraph of prose even when the other extractor left it out', () => {
    const extra = 'Residents near the depot said they welcomed the plan, though some worried about noise at night.';
    const content = root(`<p>${story}</p><p>${extra}</p>`);
    keepAgreedBlocks(content, reference(root(`<p>${story}</p>`)));
    expect(content.textContent).toContain('worried about noise');
  });

  it('keeps the short line that introduces a code block or a table (the clip lost "Here is the key generation code:")', () => {
    const content = root(
      `<p>${story}</p><p>Here is the key generation code:</p><pre><code>p = 61</code></pre><p>Share this:</p><ul><li><a href="/x">X</a></li></ul>`,
    );
    keepAgreedBlocks(content, reference(root(`<p>${story}</p><pre><code>p = 61</code></pre>`)));
    expect(content.textContent).toContain('Here is the key generation code:');
    expect(content.textContent).not.toContain('Share this');
  });

  it("keeps a figure's caption with its picture (the clip kept the chart and lost the words saying what it shows)", () => {
    const figure =
      '<figure><img src="/chart.png" alt="Chart"><figcaption>Ridership by month, 2023.</figcaption></figure>';
    const content = root(`<p>${story}</p>${figure}`);
    keepAgreedBlocks(content, reference(root(`<p>${story}</p>`)));
    expect(content.textContent).toContain('Ridership by month, 2023.');
  });

  it("drops a caption that only repeats its picture's alt text, as under a teaser's picture", () => {
    const teaser =
      '<figure><img src="/t.png" alt="Mayor opens new bridge"><figcaption>Mayor opens new bridge</figcaption></figure>';
    const content = root(`<p>${story}</p>${teaser}`);
    keepAgreedBlocks(content, reference(root(`<p>${story}</p>`)));
    expect(content.textContent).not.toContain('Mayor opens');
  });

  it('keeps code blocks, tables and footnotes whatever the other extractor did with them', () => {
    const content = root(
      `<p>${story}</p><pre><code>tram.extend()</code></pre><table><tr><td>Cost</td><td>12m</td></tr></table>` +
        '<div id="footnotes"><ol><li class="footnote" id="fn:1">Minutes of the meeting</li></ol></div>',
    );
    keepAgreedBlocks(content, reference(root(`<p>${story}</p>`)));
    expect(content.textContent).toContain('tram.extend()');
    expect(content.textContent).toContain('12m');
    expect(content.textContent).toContain('Minutes of the meeting');
  });

  it('keeps a linked heading whose snippet stays and drops a heading left with nothing under it', () => {
    const snippet = 'The harbour tram will run every ten minutes, the council said in a statement on Tuesday.';
    const content = root(
      `<h3><a href="/tram">Tram news</a></h3><p>${snippet}</p><h2>Read more</h2><ul><li><a href="/x">Cheese</a></li></ul>`,
    );
    keepAgreedBlocks(content, reference(root(`<p>${story}</p>`)));
    expect(content.textContent).toContain('Tram news');
    expect(content.textContent).not.toContain('Read more');
    expect(content.textContent).not.toContain('Cheese');
  });

  it('keeps a list whose items the other extractor kept, though its items run together in textContent', () => {
    const list =
      '<ul><li>First river, the longest</li><li>Second river, the widest</li><li>Third river, the fastest</li></ul>';
    const content = root(`<p>${story}</p><h2>Main rivers</h2>${list}`);
    keepAgreedBlocks(content, reference(root(`<p>${story}</p><h2>Main rivers</h2>${list}`)));
    expect(content.querySelectorAll('li')).toHaveLength(3);
    expect(content.textContent).toContain('Main rivers');
  });
});
