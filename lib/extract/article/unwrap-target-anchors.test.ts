// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlAfter } from './test-root';
import { unwrapTargetAnchors } from './unwrap-target-anchors';

describe('unwrapTargetAnchors', () => {
  it('sets free the paragraphs a browser wrapped in a reopened <a name> (netbits.us lost its first section)', () => {
    // Chromium's tree for `<h2><a name="purpose">Purpose</h2><blockquote><p>A while back… <a href>TCLUG<a/> meeting…`
    const html =
      '<h2><a name="purpose">Purpose</a></h2><blockquote><p><a name="purpose">A while back I went to a great </a>' +
      '<a href="http://www.tclug.org/">TCLUG</a><a> meeting with Mick Bauer.</a></p></blockquote>';
    expect(htmlAfter(unwrapTargetAnchors, html)).toBe(
      '<h2><a name="purpose">Purpose</a></h2><blockquote><p><a name="purpose"></a>A while back I went to a great ' +
        '<a href="http://www.tclug.org/">TCLUG</a> meeting with Mick Bauer.</p></blockquote>',
    );
  });

  it('keeps a target with an id, empty, before the text it held', () => {
    expect(
      htmlAfter(unwrapTargetAnchors, '<div><a id="intro"><p>The whole introduction, reopened.</p></a></div>'),
    ).toBe('<div><a id="intro"></a><p>The whole introduction, reopened.</p></div>');
  });

  it("leaves links, empty targets, labels such as a footnote's number, and anchors a script may use as buttons", () => {
    const link = '<p>Read <a href="/a">the report</a>.</p>';
    const empty = '<h2><a name="top"></a>Top</h2>';
    const label =
      '<p><a name="one"><sup>1</sup></a> It is odd that the posts are gone.</p><h2><a name="s">Sources</a></h2>';
    const button =
      '<div><a class="share-button">Share</a><a onclick="more()">Load more</a><a role="button">Close</a></div>';
    for (const html of [link, empty, label, button]) expect(htmlAfter(unwrapTargetAnchors, html)).toBe(html);
  });
});
