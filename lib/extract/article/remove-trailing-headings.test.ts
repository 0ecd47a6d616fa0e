// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { removeTrailingHeadings } from './remove-trailing-headings';
import { testRoot } from './test-root';

const afterRemoval = (html: string) => {
  const root = testRoot(html);
  removeTrailingHeadings(root);
  return root.innerHTML;
};

describe('removeTrailingHeadings', () => {
  it('takes off the headings the content ends with, in wrappers too', () => {
    expect(afterRemoval('<p>Glaciers move.</p><div><h3>More from us</h3><ul></ul></div><h2>Comments</h2>')).toBe(
      '<p>Glaciers move.</p><div><ul></ul></div>',
    );
  });

  it('keeps a last heading followed by text, a picture or a table', () => {
    for (const after of [
      '<p>Moraines.</p>',
      '<figure><img src="/a.png"></figure>',
      '<table><tr><td></td></tr></table>',
    ]) {
      expect(afterRemoval(`<p>Glaciers move.</p><h2>Gallery</h2>${after}`)).toBe(
        `<p>Glaciers move.</p><h2>Gallery</h2>${after}`,
      );
    }
  });

  it('keeps an empty section inside the article', () => {
    const html = '<h2>Part one</h2><h2>Part two</h2><p>Glaciers move.</p>';
    expect(afterRemoval(html)).toBe(html);
  });

  it('takes off a last heading followed only by comments ("<!-- Related Posts -->": a reader never sees them)', () => {
    expect(afterRemoval('<p>Glaciers move.</p><div><h4>You might also like:</h4><!-- Related Posts --></div>')).toBe(
      '<p>Glaciers move.</p><div><!-- Related Posts --></div>',
    );
  });

  it('takes off the rules the content ends with, between and after its last headings', () => {
    expect(afterRemoval('<p>Glaciers move.</p><hr><section><h3>Comments</h3></section><hr> <hr>')).toBe(
      '<p>Glaciers move.</p><section></section> ',
    );
  });

  it('keeps a rule that divides the content', () => {
    const html = '<p>Glaciers move.</p><hr><p>Moraines stay.</p>';
    expect(afterRemoval(html)).toBe(html);
  });

  it('takes off a bold label the content ends with (wbf.admin.ch\'s speech ended on "**Herausgeber**")', () => {
    expect(afterRemoval('<p>Glaciers move.</p><hr><p><strong>Herausgeber</strong></p>')).toBe('<p>Glaciers move.</p>');
  });

  it('takes off a bold label starting the last line and labels ending in a colon (winfuture.de ended on "**Siehe auch:**", bergsteigen.com on "Schagwörter:")', () => {
    expect(afterRemoval('<div><p>Glaciers move.</p><br><b>Siehe auch:</b><br><div><ul></ul></div></div>')).toBe(
      '<div><p>Glaciers move.</p><br><br><div><ul></ul></div></div>',
    );
    // Readability's version of it, a tracking pixel after the emptied list.
    expect(
      afterRemoval('<p>Glaciers move.</p><p><b>Siehe auch:</b></p><p><img src="/na/b30f" width="1" height="1"></p>'),
    ).toBe('<p>Glaciers move.</p><p><img src="/na/b30f" width="1" height="1"></p>');
    expect(
      afterRemoval(
        '<p>Glaciers move.</p><div><div>Schagwörter:</div><div></div></div><div><div>Ähnliche Neuigkeiten:</div></div>',
      ),
    ).toBe('<p>Glaciers move.</p><div><div></div></div><div></div>');
  });

  it("keeps headings that are text set in heading markup, and so the heading before them (seglerblog's post ended in a quote of an h3 of two sentences and an h4 of three)", () => {
    const html =
      '<p>Glaciers move.</p><blockquote><h2>Der Plakatwettbewerb für Kinder</h2><h3>findet in 2020 bereits zum 6. Mal ' +
      'statt. Kinder zwischen 6 und 12 Jahren sind aufgerufen, sich mit ihren bunten Ideen zu beteiligen.</h3></blockquote>';
    expect(afterRemoval(html)).toBe(html);
  });

  it('reads Readability\'s own "DIV" wrappers as blocks, never as headings (a first version emptied helge.at\'s clip)', () => {
    const root = testRoot('');
    const wrapper = root.ownerDocument.createElement('DIV');
    wrapper.innerHTML = '<p>Glaciers move.</p><p><strong>7. Der Boulevard.</strong> Die Krone kampagnisierte.</p>';
    root.append(wrapper);
    removeTrailingHeadings(root);
    expect(root.textContent).toBe('Glaciers move.7. Der Boulevard. Die Krone kampagnisierte.');
  });

  it('keeps a last bold sentence, a bold link and a bold label followed by text', () => {
    for (const html of [
      '<p>Glaciers move.</p><p><strong>Thanks for reading.</strong></p>',
      '<p>Glaciers move.</p><p><b><a href="https://youtu.be/x">YouTube video</a></b></p>',
      '<p><strong>Adresse für Rückfragen</strong></p><p>Presse- und Informationsdienst UVEK, Bern</p>',
      '<p>The recipe needs three things:</p><ul><li>Flour</li></ul>',
      '<p>Glaciers move, and <b>fast</b></p>',
      '<p>Bleibt mir gewogen!<br>Eure<br><b><i>MARTINA BERG</i></b></p>',
      '<p>Glaciers move.</p><div>Die Antwort lautet:</div><p>Ja.</p>',
      '<p>Glaciers move.</p><p>Das Konzeptpapier finden Sie hier:</p>',
    ]) {
      expect(afterRemoval(html)).toBe(html);
    }
  });
});
