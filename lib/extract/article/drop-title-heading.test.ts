// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { dropTitleHeading } from './drop-title-heading';

const content = (html: string) =>
  parseHTML(`<!doctype html><html><body><div>${html}</div></body></html>`).document.querySelector(
    'div',
  ) as unknown as Element;

describe('dropTitleHeading', () => {
  it('takes out the heading the content opens with when it is the title', () => {
    const root = content('<section><h1>Attention : travaux !</h1></section><p>Les travaux commencent lundi.</p>');
    dropTitleHeading(root, 'Attention : travaux !');
    expect(root.innerHTML).toBe('<section></section><p>Les travaux commencent lundi.</p>');
  });

  it("takes it out after HTML comments, which a reader never sees (jagd-oesterreich.at's clip gave its title twice)", () => {
    const root = content(
      '<!-- Google Tag Manager (noscript) --><h2>Auf Natur achten</h2><p>Der Jagdverband appelliert.</p>',
    );
    dropTitleHeading(root, 'Auf Natur achten');
    expect(root.innerHTML).toBe('<!-- Google Tag Manager (noscript) --><p>Der Jagdverband appelliert.</p>');
  });

  it('takes out a linked third-level title heading too (a blog post that opens with "### [its title](its address)")', () => {
    const root = content('<h3><a href="https://blog.example/post">Minecraft 1.8</a></h3><p>Added granite.</p>');
    dropTitleHeading(root, 'Minecraft 1.8');
    expect(root.innerHTML).toBe('<p>Added granite.</p>');
  });

  it('reads typographic quotes, dashes and spacing as Defuddle does', () => {
    const root = content('<h2>It’s  here — at last</h2><p>Text.</p>');
    dropTitleHeading(root, "It's here - at last");
    expect(root.innerHTML).toBe('<p>Text.</p>');
  });

  it('reads a heading without the ruby readings set over its words (NHK easy-Japanese news kept its title twice)', () => {
    const root = content(
      '<h2><ruby>子<rt>こ</rt></ruby>どもへの<ruby>体罰<rp>(</rp><rt>たいばつ</rt><rp>)</rp></ruby></h2><p>本文。</p>',
    );
    dropTitleHeading(root, '子どもへの体罰');
    expect(root.innerHTML).toBe('<p>本文。</p>');
  });

  it('keeps a heading that says the title otherwise, says more, or comes after other text', () => {
    const cases: Array<[string, string]> = [
      ['<h2>sample-plugin</h2><p>Text.</p>', 'Sample Plugin'],
      ['<h1>Installation</h1><p>Text.</p>', 'Installation | Glacier Docs'],
      ['<p>Breaking news.</p><h2>The Story</h2><p>Text.</p>', 'The Story'],
    ];
    for (const [html, title] of cases) {
      const root = content(html);
      dropTitleHeading(root, title);
      expect(root.innerHTML).toBe(html);
    }
  });
});
