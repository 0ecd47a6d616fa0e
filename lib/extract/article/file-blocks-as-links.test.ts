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

  it('rewrites a WordPress or Ghost button that links to a file as a link to it (Defuddle removed it as a button)', () => {
    const wordpress =
      '<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/huts-map.pdf?v=2">Download the hut map</a></div></div>';
    const ghost =
      '<div class="kg-card kg-button-card"><a href="/route.gpx" class="kg-btn kg-btn-accent">The route</a></div>';
    expect(htmlAfter(fileBlocksAsLinks, wordpress + ghost)).toBe(
      '<p><a href="/huts-map.pdf?v=2">Download the hut map</a></p><p><a href="/route.gpx">The route</a></p>',
    );
  });

  it('leaves buttons to pages, which are mostly calls to subscribe, and the other buttons beside a file', () => {
    const buttons =
      '<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/subscribe">Subscribe</a></div>' +
      '<div class="wp-block-button"><a class="wp-block-button__link" href="/map.pdf">Map</a></div></div>';
    expect(htmlAfter(fileBlocksAsLinks, buttons)).toBe(
      '<p><a href="/map.pdf">Map</a></p><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/subscribe">Subscribe</a></div>' +
        '<div class="wp-block-button"></div></div>',
    );
  });
});
