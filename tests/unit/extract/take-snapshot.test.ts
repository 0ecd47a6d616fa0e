import { afterEach, describe, expect, it } from 'vitest';
import { mergeFrameSnapshots, type PageSnapshot, readPageMetadata, takeSnapshot } from '../../../lib/extract';

const url = 'https://news.example.com/2026/11/story.html';

function loadPage(html: string, head = ''): void {
  document.head.innerHTML = `<title>Story title | News</title>${head}`;
  document.body.innerHTML = html;
}

function select(startNode: Node, startOffset: number, endNode: Node, endOffset: number): void {
  const range = document.createRange();
  range.setStart(startNode, startOffset);
  range.setEnd(endNode, endOffset);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function textNodeOf(selector: string): Text {
  const node = document.querySelector(selector)?.firstChild;
  if (node?.nodeType !== 3) throw new Error(`no text in ${selector}`);
  return node as Text;
}

const article = `<article><h1>Story title</h1>${'<p>The council voted on the new library plan after a long debate about funding and opening hours.</p>'.repeat(8)}</article>`;

afterEach(() => {
  document.getSelection()?.removeAllRanges();
  document.documentElement.removeAttribute('lang');
});

describe('readPageMetadata', () => {
  it('reads title, site, author, date, description, language, canonical URL and favicon from meta, OpenGraph, JSON-LD and links', () => {
    loadPage(
      article,
      `<meta property="og:title" content="Library plan approved">
       <meta property="og:site_name" content="City News">
       <meta name="description" content="The council said yes.">
       <link rel="canonical" href="/story">
       <link rel="icon" href="/icons/16.png" sizes="16x16"><link rel="icon" href="/icons/64.png" sizes="64x64">
       <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"City News"},
         {"@type":"NewsArticle","headline":"Library plan approved","datePublished":"2026-11-20T08:00:00Z",
          "author":[{"@type":"Person","name":"Ana Ruiz"},{"@type":"Person","name":"Bo Chen"}]}]}</script>`,
    );
    document.documentElement.setAttribute('lang', 'en-GB');
    expect(readPageMetadata(document, url)).toEqual({
      canonicalUrl: 'https://news.example.com/story',
      title: 'Library plan approved',
      siteName: 'City News',
      author: 'Ana Ruiz, Bo Chen',
      published: '2026-11-20T08:00:00Z',
      description: 'The council said yes.',
      language: 'en-GB',
      favicon: 'https://news.example.com/icons/64.png',
    });
  });

  it('keeps only the name of an author meta tag that also gives a URL', () => {
    loadPage(article, '<meta name="author" content="Dr Jane Smith - https://blog.example.com/">');
    expect(readPageMetadata(document, url).author).toBe('Dr Jane Smith');
  });

  it('prefers the author and date meta tags, and ignores a JSON-LD block that is not valid JSON', () => {
    loadPage(
      article,
      `<meta name="author" content="By Kim Park"><meta property="article:published_time" content="2026-01-02">
       <script type="application/ld+json">{ "author": "Someone Else", }</script>`,
    );
    const metadata = readPageMetadata(document, url);
    expect(metadata.author).toBe('Kim Park');
    expect(metadata.published).toBe('2026-01-02');
    expect(metadata.title).toBe('Story title | News');
    expect(metadata.favicon).toBe('https://news.example.com/favicon.ico');
  });

  it("ignores the previous page's address, title, description, author and date that a single-page app left in <head>", () => {
    loadPage(
      article,
      `<meta property="og:url" content="https://news.example.com/watch?v=previous">
       <meta property="og:title" content="Previous video"><meta name="description" content="Previous description">
       <meta name="author" content="Previous Channel"><meta property="article:published_time" content="2020-01-01">
       <meta property="og:site_name" content="News">`,
    );
    expect(readPageMetadata(document, 'https://news.example.com/watch?v=current')).toEqual({
      title: 'Story title | News',
      siteName: 'News',
      favicon: 'https://news.example.com/favicon.ico',
    });
  });
});

describe('takeSnapshot', () => {
  it('returns page data, main content and its Markdown headed by the title, as structured-clonable data', () => {
    loadPage(article, '<meta property="og:site_name" content="City News">');
    const snapshot = takeSnapshot(document, window, { url, isTopFrame: true });
    expect(snapshot.url).toBe(url);
    expect(snapshot.siteName).toBe('City News');
    expect(snapshot.contentHtml).toContain('library plan');
    expect(snapshot.contentMarkdown.split('\n')[0]).toBe(`# ${snapshot.title}`);
    expect(snapshot.contentMarkdown).toContain('The council voted on the new library plan');
    expect(snapshot.truncated).toBe(false);
    expect(snapshot.selection).toBeUndefined();
    expect(structuredClone(snapshot)).toEqual(snapshot);
  });

  it('leaves the Markdown out when asked for the main content only, as Capture asks', () => {
    loadPage(article);
    const snapshot = takeSnapshot(document, window, { url, isTopFrame: true, withMarkdown: false });
    expect(snapshot.contentHtml).toContain('The council voted on the new library plan');
    expect(snapshot.contentMarkdown).toBe('');
    expect(snapshot.extractor).toBe(takeSnapshot(document, window, { url, isTopFrame: true }).extractor);
  });

  it('leaves the Markdown out of the page-text fallback too when asked for the main content only', () => {
    loadPage(article);
    const limits = { maxElementsForExtraction: 5, maxElementsForPageBlock: 5 };
    const snapshot = takeSnapshot(document, window, { url, isTopFrame: true, limits, withMarkdown: false });
    expect(snapshot.extractor).toBe('text');
    expect(snapshot.contentHtml).toContain('library plan');
    expect(snapshot.contentMarkdown).toBe('');
  });

  it('keeps a selected list item inside its numbered list, with its number', () => {
    loadPage(`${article}<ol start="3"><li>Third step</li><li id="pick">Fourth step</li></ol>`);
    const text = textNodeOf('#pick');
    select(text, 0, text, text.length);
    const { selection } = takeSnapshot(document, window, { url, isTopFrame: true });
    expect(selection?.html).toMatch(/^<ol start="4"><li[^>]*>Fourth step<\/li><\/ol>$/);
    expect(selection?.markdown).toBe('4. Fourth step');
    expect(selection?.text).toBe('Fourth step');
    expect(selection?.wordCount).toBe(2);
    expect(selection?.frameUrl).toBe(url);
  });

  it('keeps selected cells inside their table', () => {
    loadPage(
      `${article}<table><tbody><tr><td id="a">Oslo</td><td id="b">12</td></tr><tr><td>Rome</td><td>25</td></tr></tbody></table>`,
    );
    select(textNodeOf('#a'), 0, textNodeOf('#b'), 2);
    const { selection } = takeSnapshot(document, window, { url, isTopFrame: true });
    expect(selection?.html).toContain('<table><tbody><tr>');
    expect(selection?.markdown).toBe('| Oslo | 12 |\n| --- | --- |');
  });

  it('keeps a selected line of code inside its code block, with the language', () => {
    loadPage(`${article}<pre><code class="language-python" id="code">x = 1\ny = x + 1\nprint(y)</code></pre>`);
    const text = textNodeOf('#code');
    select(text, 6, text, 15);
    const { selection } = takeSnapshot(document, window, { url, isTopFrame: true });
    expect(selection?.markdown).toBe('```python\ny = x + 1\n```');
  });

  it('does not modify the live document', () => {
    loadPage(
      `${article}<p>Note<sup><a href="#fn1">1</a></sup> <img data-src="/lazy.jpg" src="data:image/gif;base64,AA"></p>
       <pre class="language-js"><span class="line-numbers-rows"><span></span></span>let a = 1;</pre>
       <ol class="footnotes"><li id="fn1">A note.</li></ol><script>var x = 1;</script>`,
    );
    const text = textNodeOf('article p');
    select(text, 0, text, 10);
    const before = document.documentElement.outerHTML;
    takeSnapshot(document, window, { url, isTopFrame: true });
    expect(document.documentElement.outerHTML).toBe(before);
    expect(document.getSelection()?.toString()).toBe('The counci');
  });

  it("leaves the live page's images alone, though Defuddle rewrites srcset attributes and lazy images of the document it reads", () => {
    loadPage(
      `${article}<figure><img srcset="/map-600.png 1x, /map-1200.png 2x" src="/map-600.png" alt="Map of the plan" width="600"></figure>
       <p><img src="data:image/gif;base64,AA" alt="The library"><noscript><img src="/library.jpg" alt="The library"></noscript></p>`,
    );
    const before = document.documentElement.outerHTML;
    const snapshot = takeSnapshot(document, window, { url, isTopFrame: true });
    expect(snapshot.extractor).toMatch(/defuddle/);
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it("keeps the page's main block as Markdown — headings, links, tables — marked truncated with the reason, on a page with more elements than extraction handles", () => {
    loadPage(
      `<nav><a href="/">Home</a> <a href="/sport">Sport</a></nav>${article.replace(
        '</article>',
        '<h2>Opening hours</h2><p>See <a href="/hours">the schedule</a>.</p><table><tr><th>Day</th><th>Hours</th></tr><tr><td>Mon</td><td>9–17</td></tr></table></article>',
      )}<footer>© City News</footer>`,
    );
    const snapshot = takeSnapshot(document, window, { url, isTopFrame: true, limits: { maxElementsForExtraction: 5 } });
    expect(snapshot.truncated).toBe(true);
    expect(snapshot.truncatedReason).toMatch(/elements, more than the 5 .*kept the page's main block/);
    expect(snapshot.extractor).toBe('page-block');
    expect(snapshot.contentMarkdown).toMatch(/^# Story title \| News\n\n# Story title\n\nThe council voted/);
    expect(snapshot.contentMarkdown).toContain('## Opening hours');
    // Resolved against the document's base, as in the page itself (happy-dom's is not the tab URL).
    expect(snapshot.contentMarkdown).toContain(`See [the schedule](${new URL('/hours', document.baseURI)}).`);
    expect(snapshot.contentMarkdown).toContain('| Day | Hours |\n| --- | --- |\n| Mon | 9–17 |');
    expect(snapshot.contentMarkdown).not.toMatch(/Sport|City News/);
    expect(snapshot.contentHtml).toContain('<h2>Opening hours</h2>');
  });

  it('leaves the Markdown out of the main-block fallback when asked for the main content only', () => {
    loadPage(article);
    const limits = { maxElementsForExtraction: 5 };
    const snapshot = takeSnapshot(document, window, { url, isTopFrame: true, limits, withMarkdown: false });
    expect(snapshot.extractor).toBe('page-block');
    expect(snapshot.contentHtml).toContain('<h1>Story title</h1>');
    expect(snapshot.contentMarkdown).toBe('');
  });

  it('falls back to the page text, marked truncated with the reason, on a page with more elements than even its main block can be converted in time', () => {
    loadPage(article);
    const limits = { maxElementsForExtraction: 5, maxElementsForPageBlock: 10 };
    const snapshot = takeSnapshot(document, window, { url, isTopFrame: true, limits });
    expect(snapshot.truncated).toBe(true);
    expect(snapshot.truncatedReason).toMatch(/elements, more than the 5 .*kept the page text/);
    expect(snapshot.extractor).toBe('text');
    expect(snapshot.contentMarkdown).toMatch(/^# Story title \| News\n\n/);
    expect(snapshot.contentMarkdown).toContain('The council voted on the new library plan');
  });

  it('marks the snapshot truncated when the time budget is spent before extraction', () => {
    loadPage(article);
    const snapshot = takeSnapshot(document, window, { url, isTopFrame: true, budgetMs: -1 });
    expect(snapshot.truncated).toBe(true);
    expect(snapshot.truncatedReason).toContain('time budget of -1 ms was spent');
    expect(snapshot.contentMarkdown).toContain('The council voted');
  });

  it('cuts the page text of a 100 000-element page and still answers', () => {
    loadPage(`<div>${'<span>word</span>'.repeat(100_000)}</div>`);
    const snapshot = takeSnapshot(document, window, { url, isTopFrame: true, limits: { maxTextChars: 10_000 } });
    expect(snapshot.truncated).toBe(true);
    expect(snapshot.truncatedReason).toMatch(/100\d{3} elements.*cut at 10000 characters/);
    expect(snapshot.contentHtml.length).toBeLessThan(20_000);
  });

  it('survives a hostile page that replaces selection, query, JSON, array and cloning functions', () => {
    loadPage(article, '<script type="application/ld+json">{"author":"A"}</script>');
    const text = textNodeOf('article p');
    select(text, 4, text, 11);
    const boom = () => {
      throw new Error('hostile');
    };
    const originals = {
      cloneNode: Node.prototype.cloneNode,
      parse: JSON.parse,
      stringify: JSON.stringify,
      map: Array.prototype.map,
      from: Array.from,
    };
    let snapshot: PageSnapshot | undefined;
    try {
      Object.assign(document, { querySelectorAll: boom, querySelector: boom });
      Object.assign(window, { getSelection: boom });
      JSON.parse = boom;
      JSON.stringify = boom;
      Node.prototype.cloneNode = boom;
      Array.prototype.map = boom;
      Array.from = boom;
      snapshot = takeSnapshot(document, window, { url, isTopFrame: true });
    } finally {
      Array.prototype.map = originals.map;
      Array.from = originals.from;
      Node.prototype.cloneNode = originals.cloneNode;
      JSON.parse = originals.parse;
      JSON.stringify = originals.stringify;
      delete (document as unknown as Record<string, unknown>).querySelectorAll;
      delete (document as unknown as Record<string, unknown>).querySelector;
      delete (window as unknown as Record<string, unknown>).getSelection;
    }
    expect(snapshot?.title).toBe('Story title | News');
    expect(snapshot?.selection?.text).toBe('council');
    expect(snapshot?.contentMarkdown).toContain('The council voted on the new library plan');
    expect(snapshot?.truncated).toBe(true);
    expect(snapshot?.truncatedReason).toMatch(/extraction failed/);
  });

  it('only reports the selection in a subframe, without extracting the page', () => {
    loadPage(article);
    const text = textNodeOf('article p');
    select(text, 4, text, 11);
    const snapshot = takeSnapshot(document, window, { url: 'https://embed.example.org/frame', isTopFrame: false });
    expect(snapshot.isTopFrame).toBe(false);
    expect(snapshot.contentHtml).toBe('');
    expect(snapshot.contentMarkdown).toBe('');
    expect(snapshot.selection?.markdown).toBe('council');
    expect(snapshot.selection?.frameUrl).toBe('https://embed.example.org/frame');
  });
});

describe('mergeFrameSnapshots', () => {
  const top: PageSnapshot = {
    url,
    title: 'Top',
    contentHtml: '<p>page</p>',
    contentMarkdown: '# Top\n\npage',
    truncated: false,
    isTopFrame: true,
  };
  const selection = (words: string, frameUrl: string) => ({
    html: words,
    text: words,
    markdown: words,
    wordCount: 1,
    frameUrl,
  });
  const frame = (frameUrl: string, words: string, hasFocus: boolean): PageSnapshot => ({
    url: frameUrl,
    title: 'Frame',
    contentHtml: '',
    contentMarkdown: '',
    truncated: false,
    isTopFrame: false,
    hasFocus,
    selection: selection(words, frameUrl),
  });

  it('takes the page data from the top frame and the selection from the frame that has one', () => {
    const merged = mergeFrameSnapshots([
      { frameId: 7, result: frame('https://a.example/f', 'framed', false) },
      { frameId: 0, result: top },
    ]);
    expect(merged?.title).toBe('Top');
    expect(merged?.contentMarkdown).toBe('# Top\n\npage');
    expect(merged?.selection?.markdown).toBe('framed');
    expect(merged?.selection?.frameUrl).toBe('https://a.example/f');
  });

  it('prefers the selection of the focused frame over a lingering one in the top frame', () => {
    const merged = mergeFrameSnapshots([
      { frameId: 0, result: { ...top, selection: selection('old', url), hasFocus: false } },
      { frameId: 3, result: frame('https://b.example/f', 'fresh', true) },
    ]);
    expect(merged?.selection?.markdown).toBe('fresh');
  });

  it('ignores frames that returned nothing usable and gives up without the top frame', () => {
    expect(mergeFrameSnapshots([{ frameId: 0, result: top }, { frameId: 2, result: null }, { frameId: 4 }])).toEqual(
      top,
    );
    expect(mergeFrameSnapshots([{ frameId: 5, result: frame('https://c.example/', 'x', true) }])).toBeUndefined();
  });
});

describe('captured selection', () => {
  it('makes links and images in the selection HTML absolute', () => {
    loadPage(`${article}<p id="linked">See <a href="../maps/">the map</a> <img src="/pin.png" alt="pin"></p>`);
    const paragraph = document.querySelector('#linked')!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    const { selection } = takeSnapshot(document, window, { url, isTopFrame: false });
    expect(selection?.html).toContain('href="https://news.example.com/2026/maps/"');
    expect(selection?.html).toContain('src="https://news.example.com/pin.png"');
    expect(selection?.markdown).toBe(
      'See [the map](https://news.example.com/2026/maps/) ![pin](https://news.example.com/pin.png)',
    );
  });
});

describe('selection base URL', () => {
  it('resolves the selection against the page <base href>', () => {
    loadPage(
      `${article}<p id="based">A <a href="guide.html">guide</a></p>`,
      '<base href="https://cdn.example.net/docs/">',
    );
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('#based')!);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    const { selection } = takeSnapshot(document, window, { url, isTopFrame: false });
    expect(selection?.markdown).toBe('A [guide](https://cdn.example.net/docs/guide.html)');
  });
});

describe('selection in a form field', () => {
  it('captures the text selected inside a focused textarea', () => {
    loadPage(`${article}<textarea id="draft">First line\n\nSecond *part* here</textarea>`);
    const field = document.querySelector('textarea')!;
    field.focus();
    field.setSelectionRange(12, 30);
    const { selection } = takeSnapshot(document, window, { url, isTopFrame: false });
    expect(selection?.text).toBe('Second *part* here');
    expect(selection?.markdown).toBe('Second \\*part\\* here');
  });
});

describe('DOM clobbering', () => {
  it('reads metadata and counts elements although named elements shadow the document methods', () => {
    loadPage(article, '<meta property="og:site_name" content="City News">');
    // What <img name="querySelectorAll"> and <form name="getElementsByTagName"> do in a browser (happy-dom lacks it).
    const clobber = (name: string) =>
      Object.defineProperty(document, name, { value: document.createElement('img'), configurable: true });
    let snapshot: PageSnapshot;
    try {
      clobber('querySelectorAll');
      clobber('getElementsByTagName');
      snapshot = takeSnapshot(document, window, { url, isTopFrame: true, limits: { maxElementsForExtraction: 5 } });
    } finally {
      delete (document as unknown as Record<string, unknown>).querySelectorAll;
      delete (document as unknown as Record<string, unknown>).getElementsByTagName;
    }
    expect(snapshot.siteName).toBe('City News');
    expect(snapshot.truncatedReason).toMatch(/the page has \d+ elements/);
  });
});
