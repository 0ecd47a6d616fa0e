// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { captionTablesAsFigures } from './caption-tables-as-figures';
import { htmlAfter } from './test-root';

describe('captionTablesAsFigures', () => {
  it("makes Blogger's picture-over-caption table a figure (its caption ran into the next paragraph)", () => {
    const table =
      '<table class="tr-caption-container"><tbody><tr><td><a href="/weir-big.jpg"><img src="/weir.jpg" width="400" height="225"></a></td></tr>' +
      '<tr><td class="tr-caption">The weir after rain</td></tr></tbody></table>';
    expect(htmlAfter(captionTablesAsFigures, table)).toBe(
      '<figure><a href="/weir-big.jpg"><img src="/weir.jpg" width="400" height="225"></a><figcaption>The weir after rain</figcaption></figure>',
    );
  });

  it('leaves a spacer beside a comment (Hacker News), a diagram beside paragraphs, and tables of data', () => {
    for (const html of [
      '<table><tbody><tr><td class="ind"><img src="s.gif" height="1" width="40"></td><td>A reply.</td></tr></tbody></table>',
      '<table><tbody><tr><td><img src="/cycle.png"></td><td><p>G1: growth</p><p>S: replication</p></td></tr></tbody></table>',
      '<table><tbody><tr><th>Part</th><th>Cost</th></tr><tr><td>Timber</td><td>£18</td></tr></tbody></table>',
    ])
      expect(htmlAfter(captionTablesAsFigures, html)).toBe(html);
  });
});
