// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileBlocksAsLinks } from './file-blocks-as-links';
import { htmlAfter } from './test-root';

describe('fileBlocksAsLinks', () => {
  it('rewrites a WordPress file block as its linked name, without the Download button (Defuddle removed the block)', () => {
    const block =
      '<div class="wp-block-file"><a id="m1" href="/plans.pdf">cold-frame-plans</a>' +
      '<a href="/plans.pdf" class="wp-block-file__button wp-element-button" download="">Download</a></div>';
    expect(htmlAfter(fileBlocksAsLinks, block)).toBe('<p><a href="/plans.pdf">cold-frame-plans</a></p>');
  });

  it('leaves a file block that holds only its button', () => {
    const html = '<div class="wp-block-file"><a href="/p.pdf" class="wp-block-file__button">Download</a></div>';
    expect(htmlAfter(fileBlocksAsLinks, html)).toBe(html);
  });
});
