import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../../lib/extract';
import { htmlToMarkdown as htmlToMarkdownInNode } from '../../../lib/extract/node';

// One test per bad conversion we fixed, named after what went wrong; each runs in the browser DOM and in linkedom.
const converters = [
  ['browser DOM', htmlToMarkdown],
  ['linkedom', htmlToMarkdownInNode],
] as const;

describe.each(converters)('htmlToMarkdown regressions (%s)', (_name, convert) => {
  it('kept only one of two blank lines inside a code block', () => {
    expect(convert('<pre><code>a\n\n\nb</code></pre>')).toBe('```\na\n\n\nb\n```');
  });

  it('left tag-like text unescaped when the parser split it at entities', () => {
    expect(convert('<p>Use &lt;div&gt; here</p>')).toBe('Use \\<div> here');
  });

  it('escaped a dash that follows inline markup mid-line', () => {
    expect(convert('<p><b>Note</b> - see 2. below</p>')).toBe('**Note** - see 2. below');
  });

  it('wrote a backslash before the digits of a list-like list item', () => {
    expect(convert('<ul><li>1. not a sub-list</li></ul>')).toBe('- 1\\. not a sub-list');
  });

  it('threw on an empty table (turndown-plugin-gfm)', () => {
    expect(convert('<p>a</p><table></table><p>b</p>')).toBe('a\n\nb');
  });

  it('wrote a table cell holding only a line break as "<br>" (finanzcheck.de\'s pros and cons)', () => {
    const table = '<table><tr><th>Pro</th><th>Contra</th></tr><tr><td>neues Auto</td><td><br></td></tr></table>';
    expect(convert(table)).toBe('| Pro | Contra |\n| --- | --- |\n| neues Auto | |');
    expect(convert('<table><tr><td>a<br>b<br></td><td>c</td></tr></table>')).toBe('| a<br>b | c |\n| --- | --- |');
  });

  it('left a header-less table as raw HTML (turndown-plugin-gfm)', () => {
    expect(convert('<table><tr><td>x</td><td>y</td></tr></table>')).toBe('| x | y |\n| --- | --- |');
  });

  it('put a space before the text that follows display math', () => {
    expect(convert('<p>so <script type="math/tex; mode=display">x=1</script> (1) holds</p>')).toBe(
      'so\n\n$$\nx=1\n$$\n\n(1) holds',
    );
  });

  it('broke the italics of a caption that has emphasis inside', () => {
    expect(
      convert('<figure><img src="https://e.com/a.png" alt="a"><figcaption>A <em>b</em></figcaption></figure>'),
    ).toBe('![a](https://e.com/a.png)\n\n_A *b*_');
  });

  it('lost the state of checked task-list boxes', () => {
    expect(convert('<ul><li><input type="checkbox" checked> done</li><li><input type="checkbox"> open</li></ul>')).toBe(
      '- [x] done\n- [ ] open',
    );
  });

  it('escaped underscores inside words and lone asterisks', () => {
    expect(convert('<p>my_var_name is 2 * 3</p>')).toBe('my_var_name is 2 * 3');
  });

  it('turned a javascript: link into a link', () => {
    expect(convert('<p><a href="javascript:alert(1)">Click</a> me</p>')).toBe('Click me');
  });

  it('linked a script\'s button and a picture to a bare "#" (zugreiseblog.de\'s "gratis Newsletter", dw.com\'s photos)', () => {
    expect(convert('<p>Hol dir meinen <a href="#" onclick="popup()">gratis Newsletter</a>!</p>')).toBe(
      'Hol dir meinen gratis Newsletter!',
    );
    expect(convert('<p><a href="#"><img src="https://e.com/a.jpg" alt="Tahir Della"></a></p>')).toBe(
      '![Tahir Della](https://e.com/a.jpg)',
    );
    expect(convert('<p>See <a href="#notes">the notes</a>.</p>')).toBe('See [the notes](#notes).');
  });

  it('ended a heading at a line break inside it', () => {
    expect(convert('<h2>Part one<br>The start</h2>')).toBe('## Part one The start');
  });

  it('ended a link early at an unbalanced bracket in its text', () => {
    expect(convert('<a href="https://e.com/x">see [1</a>')).toBe('[see \\[1](https://e.com/x)');
  });

  it('kept the back-links of notes whose references the extractor dropped', () => {
    expect(convert('<ol><li>A note. <a href="#fnref:2">↩</a></li></ol>')).toBe('1. A note.');
  });

  it('left an empty quote line after a list that ends a blockquote', () => {
    expect(
      convert('<blockquote><ul><li>a</li><li>b<blockquote><p>c</p></blockquote></li></ul></blockquote><p>d</p>'),
    ).toBe('> - a\n> - b\n>\n>   > c\n\nd');
  });

  it('left a space before the comma that follows a link whose icon was dropped', () => {
    expect(
      convert(
        '<p>Read <a href="https://e.com/s">the survey <img src="/x.svg" width="12" height="12"></a>, then go.</p>',
      ),
    ).toBe('Read [the survey](https://e.com/s), then go.');
  });

  it('kept the space between a link whose icon was dropped and the word after it', () => {
    expect(
      convert('<p>Read <a href="https://e.com/s">the survey <img src="/x.svg" width="12" height="12"></a>now.</p>'),
    ).toBe('Read [the survey](https://e.com/s) now.');
  });

  it('took a highlighter\'s layout class for the language ("```wrap")', () => {
    expect(convert('<pre><code class="highlight-wrap">npm install</code></pre>')).toBe('```\nnpm install\n```');
  });

  it('took Sphinx\'s default highlighting for a language named "default" ("```default")', () => {
    const html =
      '<div class="highlight-default notranslate"><div class="highlight"><pre><span></span>x = 1</pre></div></div>';
    expect(convert(html)).toBe('```\nx = 1\n```');
  });

  it('gave a Jupyter code cell no language, which "hl-ipython3" names', () => {
    expect(convert('<div class="highlight hl-ipython3"><pre><span></span>df.head()</pre></div>')).toBe(
      '```python\ndf.head()\n```',
    );
  });

  it("kept the ¶ permalink of an API entry's signature and of a caption (Sphinx)", () => {
    const html =
      '<dl><dt id="f">f(<em>x</em>)<a class="headerlink" href="#f">¶</a></dt><dd><p>Returns x.</p></dd></dl>' +
      '<figure><img src="/a.png" alt="A"><figcaption><p>A chart<a class="headerlink" href="#id1">¶</a></p></figcaption></figure>';
    expect(convert(html)).not.toContain('¶');
    expect(convert(html)).toContain('f(*x*)');
  });

  it('wrote touching bold or italic runs as "**bold****again**" and "*it**alic*", which show their asterisks', () => {
    expect(convert('<p><b>bold</b><strong>again</strong> and <em>it</em><i>alic</i></p>')).toBe(
      '**boldagain** and *italic*',
    );
  });

  it('left "**" above and below a paste from Google Docs, which wraps it all in <b style="font-weight:normal">', () => {
    const paste =
      '<b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr"><span style="font-weight:400">Soil first.</span></p><br>' +
      '<p dir="ltr"><span style="font-weight:400">Then the frames.</span></p></b>';
    expect(convert(paste)).toBe('Soil first.\n\nThen the frames.');
  });

  it('lost the bold, italics and strike-through that inline styles set (text pasted from Google Docs or Word)', () => {
    expect(
      convert(
        '<p><span style="font-weight:700">Heavy</span><span style="font-weight: bold"> work</span>, <span style="font-style:italic">soil</span>, ' +
          '<span style="text-decoration:line-through">tarps</span> and <span style="font-weight:700;font-style:italic">both</span>.</p>',
      ),
    ).toBe('**Heavy work**, *soil*, ~~tarps~~ and ***both***.');
  });

  it('wrote bold around whole paragraphs as a "**" line above and below them', () => {
    expect(convert('<strong><p>One.</p><p>Two.</p></strong><p>Three.</p>')).toBe('One.\n\nTwo.\n\nThree.');
  });

  it("wrote Pandoc's untypeset TeX (Quarto, R Markdown) as TeX with its backslashes escaped", () => {
    expect(
      convert(
        '<p>The mean <span class="math inline">\\(\\bar{x}_i\\)</span>, and</p><p><span class="math display">\\[\nR = \\sum_m x_m\n\\]</span></p>',
      ),
    ).toBe('The mean $\\bar{x}_i$, and\n\n$$\nR = \\sum_m x_m\n$$');
  });

  it('wrote a one-column table with a header (MDN\'s "Specification") as loose paragraphs, its header one of them', () => {
    expect(
      convert(
        '<table><thead><tr><th scope="col">Specification</th></tr></thead><tbody><tr><td>ECMAScript</td></tr><tr><td>HTML</td></tr></tbody></table>',
      ),
    ).toBe('| Specification |\n| --- |\n| ECMAScript |\n| HTML |');
  });

  it('showed a lazy <picture> twice, once from its <noscript> copy (Gatsby)', () => {
    expect(
      convert(
        '<picture><img data-src="https://example.com/lake.jpg" alt="Lake"></picture><noscript><picture><img src="https://example.com/lake.jpg" alt="Lake"></picture></noscript>',
      ),
    ).toBe('![Lake](https://example.com/lake.jpg)');
  });

  it('showed the same picture twice side by side (Defuddle writes a <noscript> copy beside its picture)', () => {
    expect(
      convert(
        '<p><picture><img src="https://example.com/a.jpg" alt="A"></picture> <img src="https://example.com/a.jpg" alt="A"> <img src="https://example.com/b.jpg" alt="B"></p>',
      ),
    ).toBe('![A](https://example.com/a.jpg) ![B](https://example.com/b.jpg)');
  });

  it('kept the space at the edge of inline code inside its backticks: "`npm test `"', () => {
    expect(convert('<p>Run <code> npm test </code> now, or<code> npm run build</code>.</p>')).toBe(
      'Run `npm test` now, or `npm run build`.',
    );
  });

  it('wrote a collapsed section\'s control label as its title: "**Expand description**" (rustdoc)', () => {
    expect(convert('<details open><summary>Expand description</summary><p>A growable array.</p></details>')).toBe(
      'A growable array.',
    );
    expect(
      convert(
        '<details><summary>Show more</summary><p>x</p></details><details><summary>What is it?</summary><p>y</p></details>',
      ),
    ).toBe('x\n\n**What is it?**\n\ny');
  });

  it('wrapped a heading inside a collapsed section\'s summary in bold: "**## Care**" (Shopify)', () => {
    expect(
      convert('<details><summary><h2 class="h4">Care</h2></summary><p>Wipe with a damp cloth.</p></details>'),
    ).toBe('## Care\n\nWipe with a damp cloth.');
  });

  it('kept the campaign tags and click ids of links (utm_source, fbclid, ref_src): noise that tells the next site where the link was found', () => {
    expect(
      convert(
        '<p><a href="https://example.org/story?id=7&amp;utm_source=newsletter&amp;utm_campaign=fall">A story</a></p>',
      ),
    ).toBe('[A story](https://example.org/story?id=7)');
  });

  it('wrote touching code spans as "`a``b`", one span holding two backticks', () => {
    expect(convert('<p>Run <code>npm</code><code> test</code> now.</p>')).toBe('Run `npm test` now.');
  });

  it('ended a run on a hard line break when the run after it held only a <br>', () => {
    expect(
      convert('<p><em>Check it out <a href="https://e.com/">here</a>.</em><em><strong><br></strong></em></p>'),
    ).toBe('*Check it out [here](https://e.com/).*');
  });

  it('wrote struck-out text between single tildes, which Obsidian and most editors show as it is', () => {
    expect(convert('<p><del>old</del> <s>price</s> <strike>x</strike> now</p>')).toBe('~~old~~ ~~price~~ ~~x~~ now');
  });

  it('closed bold text at the start of the next line when the bold ended on a line break, its asterisks shown', () => {
    expect(
      convert('<p><b>Isolation<br></b> Tasks are isolated. <a href="https://e.com/"><em><br>More</em></a></p>'),
    ).toBe('**Isolation**\\\nTasks are isolated.\\\n[*More*](https://e.com/)');
  });

  it('wrote bold that Markdown cannot close beside Chinese text as "**“重点”**", its asterisks shown', () => {
    expect(convert('<p>这是<strong>“重点”</strong>内容，和<b>普通</b>文字。</p>')).toBe(
      '这是<strong>“重点”</strong>内容，和**普通**文字。',
    );
  });

  it('wrote italics that open on punctuation right after a word as "Kotaku*. …*", its asterisk shown', () => {
    expect(convert('<p><em>Run on</em> Kotaku<em>. Warning</em> and <b>Note:</b>text</p>')).toBe(
      '*Run on* Kotaku<em>. Warning</em> and <strong>Note:</strong>text',
    );
  });

  it('kept the asterisks where punctuation meets a link, a line break, a block or a footnote mark', () => {
    expect(
      convert('<p><a href="https://e.com/">A</a><em>, and</em> <a href="https://e.com/b">B</a> <b>“Q”</b><br>x</p>'),
    ).toBe('[A](https://e.com/)*, and* [B](https://e.com/b) **“Q”**\\\nx');
  });

  it('kept zero-width spaces and byte-order marks, invisible but splitting words for search', () => {
    expect(convert('<p>super\u200bcali\u200bfragilistic at 42°S\ufeff / \ufeff174°E, Donau\u00addampf</p>')).toBe(
      'supercalifragilistic at 42°S / 174°E, Donau\u00addampf',
    );
  });

  it('wrote the heading of a card inside its link as "### " mid-line', () => {
    expect(
      convert('<a href="https://e.com/s"><p>Rail plan</p><h3>Trains every half hour</h3><p>From 2021.</p></a>'),
    ).toBe('[Rail plan Trains every half hour From 2021.](https://e.com/s)');
    expect(convert('<a href="https://e.com/s"><h2>Trains</h2></a>')).toBe('[Trains](https://e.com/s)');
  });

  it('linked an embedded YouTube playlist as the video "videoseries" (watch?v=videoseries)', () => {
    expect(convert('<iframe src="https://www.youtube.com/embed/videoseries?list=PL123abc"></iframe>')).toBe(
      '[YouTube playlist](https://www.youtube.com/playlist?list=PL123abc)',
    );
  });
  it("dropped a shop's product description with the order form that wraps it (uniqz.de: the clip was the author box)", () => {
    const description = 'Hochwertige Katzendecke in kuscheliger und dicker Doppelverarbeitung mit Namen. '
      .repeat(6)
      .trim();
    expect(
      convert(
        `<form action="/cart"><div>Lieferzeit: 15 - 21 Tag(e)</div><label for="c">Farbe</label><select id="c">` +
          `<option>creme</option></select><p>${description}</p></form>`,
      ),
    ).toBe(`Lieferzeit: 15 - 21 Tag(e)\n\n${description}`);
    // A sign-up form is no part of a note, its short notice included.
    expect(
      convert('<p>Glaciers move.</p><form><p>Get our newsletter every week.</p><label>E-mail</label><input></form>'),
    ).toBe('Glaciers move.');
  });
  it("linked a social network's like button as embedded content (modabot.de ended on two of Facebook's, archived)", () => {
    const like = 'https://www.facebook.com/plugins/like.php?href=https%3A%2F%2Fe.com%2Fa&layout=box_count';
    const archived = `https://web.archive.org/web/2019if_/http://www.facebook.com/plugins/like.php?href=x`;
    const post = 'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fe%2Fposts%2F1';
    expect(convert(`<p>Glaciers move.</p><iframe src="${like}"></iframe><iframe src="${archived}"></iframe>`)).toBe(
      'Glaciers move.',
    );
    expect(convert(`<iframe src="${post}"></iframe>`)).toContain('facebook.com/plugins/post.php');
  });
});
