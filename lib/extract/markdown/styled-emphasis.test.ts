// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../test-pages';
import { styledEmphasisAsMarkup } from './styled-emphasis';

const marked = (body: string) => {
  const doc = htmlDocument(`<!doctype html><html><body>${body}</body></html>`);
  styledEmphasisAsMarkup(doc);
  return doc.body.innerHTML;
};

describe('styledEmphasisAsMarkup', () => {
  it('puts a span styled bold (700, 600 or "bold") into <strong>, keeping the span', () => {
    expect(marked('<span style="font-weight:700">a</span><span style="FONT-WEIGHT: Bold !important">b</span>')).toBe(
      '<strong><span style="font-weight:700">a</span></strong><strong><span style="FONT-WEIGHT: Bold !important">b</span></strong>',
    );
  });

  it('puts a span styled italic into <em> and one struck through into <del>, bold outermost', () => {
    expect(marked('<span style="font-style:italic;text-decoration:line-through;font-weight:800">x</span>')).toBe(
      '<del><em><strong><span style="font-style:italic;text-decoration:line-through;font-weight:800">x</span></strong></em></del>',
    );
  });

  it('reads the last declaration of a property, as the browser does', () => {
    expect(marked('<span style="font-weight:700; font-weight:400">plain</span>')).toBe(
      '<span style="font-weight:700; font-weight:400">plain</span>',
    );
  });

  it('takes the markup off a <b> styled not bold and an <i> styled upright (the wrapper of a Google Docs paste)', () => {
    expect(
      marked('<b style="font-weight:normal" id="docs-internal-guid-1"><p>a</p></b><i style="font-style:normal">b</i>'),
    ).toBe('<p>a</p>b');
  });

  it('leaves a <b> whose style says nothing of its weight, and spans of normal weight', () => {
    const html = '<b style="color:red">red</b><span style="font-weight:400">x</span>';
    expect(marked(html)).toBe(html);
  });

  it('leaves code, where highlighters embolden keywords, and text that is bold already (headings, <th>, <b>)', () => {
    const html =
      '<pre><span style="font-weight:bold">def</span></pre><h2><span style="font-weight:700">Soil</span></h2>' +
      '<table><tr><th><span style="font-weight:700">Bed</span></th></tr></table><b><span style="font-weight:700">x</span></b>';
    expect(marked(html)).toBe(html);
  });

  it("reads the page's one-class rules (Google Docs' published pages: bold and italics were lost)", () => {
    const css =
      '<style>.c4{color:#000;font-weight:700}.c6{font-style:italic}.c1{font-weight:400}.post .c9{font-weight:700}@media print{.c8{font-weight:700}}</style>';
    expect(
      marked(
        `${css}<p><span class="c1">a</span><span class="c4">b</span><span class="c6 c1">c</span><span class="c9">d</span></p>`,
      ),
    ).toBe(
      `${css}<p><span class="c1">a</span><strong><span class="c4">b</span></strong><em><span class="c6 c1">c</span></em><span class="c9">d</span></p>`,
    );
  });

  it("reads each page's own rules, however many sheets, never those of the page read before", () => {
    const span = '<p><span class="c2">ice</span></p>';
    expect(marked(`<style>.c2{font-weight:700}</style>${span}`)).toContain(
      '<strong><span class="c2">ice</span></strong>',
    );
    expect(marked(`<style>.c2{font-style:italic}</style>${span}`)).toContain('<em><span class="c2">ice</span></em>');
    expect(marked(`<style>.c1{color:red}</style><style>.c2{text-decoration:line-through}</style>${span}`)).toContain(
      '<del><span class="c2">ice</span></del>',
    );
    expect(marked(span)).toBe(span);
  });

  it('leaves spans without text', () => {
    const html = '<span style="font-weight:700"> </span>';
    expect(marked(html)).toBe(html);
  });
});
