// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { standardizeCallouts } from './standard-callouts';

/** The callouts of `body` once standardized, as `type | title | content`; or its HTML when it has none. */
function standardized(body: string): string {
  const doc = parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;
  standardizeCallouts(doc);
  const callouts = Array.from(doc.querySelectorAll('.callout[data-callout]'), (box) =>
    [
      box.getAttribute('data-callout'),
      box.querySelector(':scope > .callout-title > .callout-title-inner')?.textContent,
      box.querySelector(':scope > .callout-content')?.innerHTML.trim(),
    ].join(' | '),
  );
  return callouts.join('\n') || doc.body.innerHTML;
}

const callout = (type: string, title: string, content: string) => `${type} | ${title} | ${content}`;

describe('standardizeCallouts', () => {
  it('rewrites a Docusaurus admonition as a callout of its type, not of its colour ("alert--success")', () => {
    expect(
      standardized(`<div class="theme-admonition theme-admonition-tip admonition_xJq3 alert alert--success">
        <div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg></svg></span>tip</div>
        <div class="admonitionContent_BuS1"><p>Run it again after upgrading.</p></div></div>`),
    ).toBe(callout('tip', 'Tip', '<p>Run it again after upgrading.</p>'));
  });

  it('keeps an admonition title of its own, and reads the Docusaurus 2 markup', () => {
    expect(
      standardized(`<div class="admonition admonition-caution alert alert--warning">
        <div class="admonition-heading"><h5>Mind the cache</h5></div>
        <div class="admonition-content"><p>It keeps old jobs.</p></div></div>`),
    ).toBe(callout('caution', 'Mind the cache', '<p>It keeps old jobs.</p>'));
  });

  it('rewrites an MkDocs admonition, its type taken from its class', () => {
    expect(
      standardized(
        '<div class="admonition warning"><p class="admonition-title">Warning</p><p>Back up first.</p></div>',
      ),
    ).toBe(callout('warning', 'Warning', '<p>Back up first.</p>'));
  });

  it('takes the type among a Hugo admonition\'s other classes (it was once "details")', () => {
    expect(
      standardized(`<div class="details admonition info open"><div class="details-summary admonition-title">Note</div>
        <div class="details-content"><div class="admonition-content">A note.</div></div></div>`),
    ).toBe(callout('info', 'Note', '<div class="details-content"><div class="admonition-content">A note.</div></div>'));
  });

  it('rewrites an MkDocs collapsible admonition (a <details> classed by type) as a callout folded as it was shown', () => {
    const doc = parseHTML(`<!doctype html><html><body>
      <details class="warning"><summary>Breaking change</summary><p>The option moved.</p></details>
      <details class="tip" open><summary>Faster</summary><p>Cache it.</p></details></body></html>`).document;
    standardizeCallouts(doc as unknown as Document);
    const boxes = Array.from(doc.querySelectorAll('.callout'), (box) =>
      [box.getAttribute('data-callout'), box.getAttribute('data-callout-fold'), box.textContent?.trim()].join(' | '),
    );
    expect(boxes).toEqual(['warning | - | Breaking changeThe option moved.', 'tip | + | FasterCache it.']);
  });

  it('rewrites a Ghost callout card as a callout titled by its emoji (Defuddle left the emoji a paragraph of its own)', () => {
    expect(
      standardized(
        '<div class="kg-card kg-callout-card kg-callout-card-yellow"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">Ship <em>small</em>.</div></div>',
      ),
    ).toBe(callout('note', '💡', 'Ship <em>small</em>.'));
  });

  it("rewrites Starlight's asides, GitHub's alerts and VitePress's custom blocks as callouts (Starlight's note was lost)", () => {
    expect(
      standardized(`<aside aria-label="Note" class="starlight-aside starlight-aside--note">
        <p class="starlight-aside__title"><svg></svg>Note</p><div class="starlight-aside__content"><p>Optional.</p></div></aside>`),
    ).toBe(callout('note', 'Note', '<p>Optional.</p>'));
    expect(
      standardized(
        '<div class="markdown-alert markdown-alert-warning"><p class="markdown-alert-title">Warning</p><p>Drops Node 16.</p></div>',
      ),
    ).toBe(callout('warning', 'Warning', '<p>Drops Node 16.</p>'));
    expect(
      standardized('<div class="custom-block tip"><p class="custom-block-title">TIP</p><p>Use --watch.</p></div>'),
    ).toBe(callout('tip', 'Tip', '<p>Use --watch.</p>'));
  });

  it('rewrites a Quarto callout as a callout of its type, titled by its header (title and text were two paragraphs)', () => {
    expect(
      standardized(
        '<div class="callout callout-style-default callout-tip callout-titled"><div class="callout-header d-flex"><div class="callout-icon-container"><i class="callout-icon"></i></div>' +
          '<div class="callout-title-container flex-fill">Keep the raw files</div></div><div class="callout-body-container callout-body"><p>Never overwrite them.</p></div></div>',
      ),
    ).toBe(callout('tip', 'Keep the raw files', '<p>Never overwrite them.</p>'));
  });

  it("rewrites Confluence's information and warning macros as callouts, titled or not (they were plain paragraphs)", () => {
    expect(
      standardized(
        '<div class="confluence-information-macro confluence-information-macro-information"><p class="title">Before you start</p><span class="aui-icon confluence-information-macro-icon"></span>' +
          '<div class="confluence-information-macro-body"><p>You need the role.</p></div></div>' +
          '<div class="confluence-information-macro confluence-information-macro-warning"><span class="aui-icon confluence-information-macro-icon"></span>' +
          '<div class="confluence-information-macro-body"><p>Not on Fridays.</p></div></div>',
      ),
    ).toBe(
      `${callout('info', 'Before you start', '<p>You need the role.</p>')}\n${callout('warning', 'Warning', '<p>Not on Fridays.</p>')}`,
    );
  });

  it('rewrites MDN\'s note cards as callouts titled by their label ("Note:" opened a plain paragraph)', () => {
    expect(
      standardized(
        '<div class="notecard warning"><p><strong>Warning:</strong> Older browsers differ.</p></div><div class="notecard note"><p>No label.</p></div>',
      ),
    ).toBe(
      `${callout('warning', 'Warning', '<p> Older browsers differ.</p>')}\n${callout('note', 'Note', '<p>No label.</p>')}`,
    );
  });

  it('leaves boxes it cannot read as callouts', () => {
    const body = '<div class="admonition"><p>No type, no title.</p></div>';
    expect(standardized(body)).toBe(body);
    const details = '<details class="faq-item"><summary>Question?</summary><p>Answer.</p></details>';
    expect(standardized(details)).toBe(details);
  });
});
