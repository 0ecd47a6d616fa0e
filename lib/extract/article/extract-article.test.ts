// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article';

const URL = 'https://news.example.com/2026/11/a-story';

function page(body: string, head = '<title>A Story - Example News</title>'): Document {
  return parseHTML(`<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`)
    .document as unknown as Document;
}

const sentence = (n: number) =>
  `Paragraph ${n} tells the reader something new about the harbour, the tides and the people who work there every day.`;
const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, i) => `<p>${sentence(i + 1)} ${sentence(i + 100)}</p>`).join('\n');

const chrome = `
  <header><nav><a href="/">Home</a> <a href="/world">World</a> <a href="/sport">Sport</a></nav></header>
  <aside class="sidebar"><h3>Most read</h3><ul>
    <li><a href="/a">Ten things about cheese</a></li><li><a href="/b">The election explained</a></li>
    <li><a href="/c">A storm is coming</a></li></ul></aside>
  <footer><p>© 2026 Example News. <a href="/privacy">Privacy</a></p></footer>`;

describe('extractArticle', () => {
  it('keeps every paragraph of an article and leaves out the navigation and footer', () => {
    const doc = page(`${chrome}<main><article><h1>A Story</h1>${paragraphs(8)}</article></main>`);
    const article = extractArticle(doc, { url: URL });
    for (let i = 1; i <= 8; i++) expect(article.contentHtml).toContain(`Paragraph ${i} tells`);
    expect(article.contentHtml).not.toContain('Ten things about cheese');
    expect(article.contentHtml).not.toContain('Privacy');
    expect(article.title).toMatch(/^A Story\b/);
  });

  it('does not modify the document it is given', () => {
    const doc = page(`${chrome}<main><article><h1>A Story</h1>${paragraphs(5)}</article></main>`);
    const before = doc.documentElement.outerHTML;
    extractArticle(doc, { url: URL });
    expect(doc.documentElement.outerHTML).toBe(before);
  });

  it('keeps the visible chapter of a short page when Defuddle takes a hidden search dialog for the article', () => {
    const doc = page(
      `<div class="text"><p>The chapter: readers compare observations carefully and record their methods so another
       reader can inspect the evidence and repeat the work.</p></div>
       <div role="dialog" aria-hidden="true"><input type="text"><div id="content"><p>Use this panel to select a
       collection and search the available volumes. Enter a phrase, choose the fields that should be included, and
       select a matching mode. Results can be limited to one part of the collection. Close the panel to return to the
       current page, or adjust the search settings before requesting another set of results.</p></div></div>`,
    );
    const article = extractArticle(doc, { url: URL });
    expect(article.contentHtml).toContain('readers compare observations');
    expect(article.contentHtml).not.toContain('search the available volumes');
  });

  it('keeps both sides of a long ChatGPT conversation, not only the longest answer', () => {
    const turn = (n: number, role: string, text: string) =>
      `<article data-testid="conversation-turn-${n}"><h5 class="sr-only">${role === 'user' ? 'You said:' : 'ChatGPT said:'}</h5>
       <div data-message-author-role="${role}"><div class="${role === 'user' ? 'text-message' : 'markdown prose'}">${text}</div></div></article>`;
    const doc = page(
      `<main>${turn(1, 'user', '<p>How do tides work in a harbour?</p>')}${turn(2, 'assistant', paragraphs(20))}</main>`,
      '<title>ChatGPT - Tides</title>',
    );
    const article = extractArticle(doc, { url: 'https://chatgpt.com/share/0123-abcd' });
    expect(article.method).toBe('defuddle-site-extractor');
    expect(article.contentHtml).toContain('How do tides work in a harbour?');
    expect(article.contentHtml).toContain('Paragraph 20 tells');
  });

  it('yields the results of a search results page rather than nothing', () => {
    const results = Array.from(
      { length: 6 },
      (_, i) =>
        `<li class="result"><h3><a href="https://site${i}.example.org/">Harbour result ${i}</a></h3>` +
        `<p>A short snippet about harbour number ${i} and its opening hours.</p></li>`,
    ).join('');
    const doc = page(
      `<header><form><input name="q" value="harbour"></form></header><main><ol class="results">${results}</ol></main>`,
      '<title>harbour - Search</title>',
    );
    const article = extractArticle(doc, { url: 'https://search.example.com/?q=harbour' });
    for (let i = 0; i < 6; i++) expect(article.contentHtml).toContain(`Harbour result ${i}`);
  });

  it('yields the description and price of a product page', () => {
    const doc = page(
      `${chrome}<main><div class="product"><h1>Blue Kettle</h1><div class="price">€ 39.95</div>
       <p>A 1.7 litre kettle in blue enamel that boils quickly and whistles when ready.</p>
       <button>Add to basket</button></div></main>`,
      '<title>Blue Kettle | Shop</title>',
    );
    const article = extractArticle(doc, { url: 'https://shop.example.com/kettle' });
    expect(article.contentHtml).toContain('blue enamel');
    expect(article.contentHtml).toContain('39.95');
  });

  it('yields the only sentence of a short page', () => {
    const doc = page('<p>Back soon: we are moving house.</p>', '<title>Moving</title>');
    const article = extractArticle(doc, { url: 'https://tiny.example.com/' });
    expect(article.contentHtml).toContain('Back soon: we are moving house.');
    expect(article.title).toBe('Moving');
  });

  it('keeps a short list under a subheading of the article (the list items were once glued into one word)', () => {
    const doc = page(
      `${chrome}<article><h1>Rivers of the North</h1>
      <p>Rivers of the north run cold and clear through the spring melt, carrying silt from the high valleys.</p>
      <p>The second paragraph explains how the ice breaks up in April and how the fish return upstream.</p>
      <h2>Main rivers</h2>
      <ul><li>First river, the longest</li><li>Second river, the widest</li><li>Third river, the fastest</li></ul>
      <p>See also <a href="/delta.html">the delta survey</a> for the lowlands.</p></article>`,
    );
    const { contentHtml } = extractArticle(doc, { url: URL });
    for (const item of ['First river', 'Second river', 'Third river', 'Main rivers'])
      expect(contentHtml).toContain(item);
  });

  it('keeps a short article rather than the longer legal disclaimer below it (the clip was once only the disclaimer)', () => {
    const fine = Array.from(
      { length: 5 },
      (_, i) =>
        `<p>Clause ${i}: nothing on this website is an offer to buy or sell any security, and past results never ` +
        'promise future ones; consult your own advisers about legal, tax and investment matters before acting.</p>',
    ).join('');
    const doc = page(
      `${chrome}<main><div class="content-area"><div class="post-body"><h2>Opening</h2>
      <p>The harbour reopened this week after the storm, and the ferries are running on the summer timetable.</p>
      <h2>What changes</h2><p>Boats leave every forty minutes, and the last one now sails at half past eleven.</p>
      </div></div><div class="legal-disclaimer">${fine}</div></main>`,
    );
    const { contentHtml } = extractArticle(doc, { url: URL });
    expect(contentHtml).toContain('The harbour reopened this week');
    expect(contentHtml).toContain('the last one now sails');
    expect(contentHtml).not.toContain('Clause 3');
  });

  it('keeps every part of a short article laid out as blocks with side notes (it once kept only the first block)', () => {
    const block = (html: string, note: string) =>
      `<div class="with-aside"><div class="with-aside-content">${html}</div><aside><ol><li>${note}</li></ol></aside></div>`;
    const doc = page(
      `<article>${block(
        '<p>We built a new tide table.<sup>1</sup></p><p>If that is enough, <a href="/t">read it here</a>.</p>' +
          '<p>If not, here is why it matters.</p>',
        'Printed weekly.',
      )}
      <h2>Who uses it?</h2>
      ${block(
        '<p>Its main<sup>2</sup> readers are:</p><ul><li>Ferries planning crossings.</li>' +
          '<li>Fishing boats leaving at dawn.</li><li>Swimmers checking the currents.</li></ul>',
        'There are others, but these are the ones you see first.',
      )}
      ${block('<p>Keeping it right is everyone’s business.</p>', 'Errors are reported at the quay.')}</article>`,
      '<title>Tide tables</title>',
    );
    const { contentHtml } = extractArticle(doc, { url: URL });
    expect(contentHtml).toContain('We built a new tide table');
    expect(contentHtml).toContain('Fishing boats leaving at dawn');
    expect(contentHtml).toContain('everyone’s business');
  });

  it('keeps a list of formulas drawn as images (Readability once dropped it as a block of pictures)', () => {
    const formula = (tex: string) =>
      `<img class="latex" alt="${tex}" src="https://s0.wp.com/latex.php?latex=${encodeURIComponent(tex)}">`;
    const doc = page(
      `${chrome}<article><h1>Algebras</h1>${paragraphs(6)}<p>Every such algebra is one of the following:</p>
      <ul><li>the matrices ${formula('M_n(\\mathbb{R})')} with ${formula('A \\circ B')};</li>
      <li>the spin factors ${formula('\\mathbb{R}^n \\oplus \\mathbb{R}')} and ${formula('(x, t)')};</li>
      <li>the exceptional one, ${formula('\\mathfrak{h}_3(\\mathbb{O})')}.</li></ul>${paragraphs(2)}</article>`,
    );
    const { contentHtml } = extractArticle(doc, { url: URL });
    expect(contentHtml).toContain('the spin factors');
    expect(contentHtml).toContain('the exceptional one');
  });

  it('titles a long article without the site name its tab title ends with (it once kept " - Example News")', () => {
    const doc = page(
      `${chrome}<article><h1>Harbour Tides Explained</h1>${paragraphs(8)}</article>`,
      '<title>Harbour Tides Explained - Example News</title>',
    );
    expect(extractArticle(doc, { url: URL }).title).toBe('Harbour Tides Explained');
  });

  it('titles a page by its article, not by the brand its og:title gives every page (it was once "Example AI")', () => {
    const head = '<title>Harbour Tides Explained</title><meta property="og:title" content="Example AI">';
    for (const count of [2, 8]) {
      const doc = page(`${chrome}<article><h1>Harbour Tides Explained</h1>${paragraphs(count)}</article>`, head);
      expect(extractArticle(doc, { url: 'https://example-ai.com/tides/' }).title).toBe('Harbour Tides Explained');
    }
  });

  it('keeps the posts an article quotes, embedded in a block named "social" (nj.com lost its quoted tweets)', () => {
    const tweet = (n: number) =>
      `<div class="social-media-embed"><blockquote class="twitter-tweet"><p lang="en">Quoted post ${n} says the slogan is a joke nobody checked</p>— Reader ${n} (@reader${n}) <a href="https://twitter.com/reader${n}/status/${n}">November 18, 2019</a></blockquote><script async src="https://platform.twitter.com/widgets.js"></script></div>`;
    const doc = page(
      `${chrome}<article><h1>A Story</h1>${paragraphs(4)}${tweet(1)}${paragraphs(3)}${tweet(2)}</article>`,
    );
    const article = extractArticle(doc, { url: URL });
    expect(article.contentHtml).toContain('Quoted post 1 says');
    expect(article.contentHtml).toContain('Quoted post 2 says');
    expect(article.contentHtml).toContain('Reader 2 (@reader2)');
  });

  it('titles a video page by the video shown, not the one before it whose metadata the app left (it was "Previous video")', () => {
    const doc = page(
      `<ytd-watch-metadata><h1>Current video</h1><div id="description">${paragraphs(2)}</div></ytd-watch-metadata>`,
      `<title>Current video - YouTube</title><meta property="og:title" content="Previous video">
       <meta property="og:url" content="https://www.youtube.com/watch?v=previous">
       <meta name="description" content="Previous description">`,
    );
    const article = extractArticle(doc, { url: 'https://www.youtube.com/watch?v=current' });
    expect(article.title).toBe('Current video');
    expect(article.excerpt).toBeUndefined();
  });

  it("leads with the video shown when the app left the previous video's data in the page (the clip had no link to the video)", () => {
    const doc = page(
      `<ytd-watch-metadata><h1>Current video</h1><div id="description">${paragraphs(2)}</div></ytd-watch-metadata>`,
      `<title>Current video - YouTube</title><meta property="og:url" content="https://www.youtube.com/watch?v=previous">`,
    );
    const article = extractArticle(doc, { url: 'https://www.youtube.com/watch?v=current' });
    expect(article.contentHtml).toMatch(/^<iframe [^>]*src="https:\/\/www\.youtube\.com\/embed\/current"/);
    expect(article.contentHtml).toContain('Paragraph 1 tells');
    expect(article.contentRoot?.innerHTML).toBe(article.contentHtml);
  });

  it('gives a video\'s description once, without the collapsed "Show more" snippet beside it (it came twice)', () => {
    const doc = page(
      `<ytd-watch-metadata><h1>Current video</h1><ytd-text-inline-expander id="description-inline-expander">
       <div id="expanded"><yt-attributed-string>Current description &amp; details, with the chapters and links.</yt-attributed-string></div>
       <div id="snippet"><span id="attributed-snippet-text">Current description &amp; details...</span></div>
       <button>Show more</button></ytd-text-inline-expander></ytd-watch-metadata>`,
      `<title>Current video - YouTube</title><meta property="og:url" content="https://www.youtube.com/watch?v=previous">`,
    );
    const article = extractArticle(doc, { url: 'https://www.youtube.com/watch?v=current' });
    expect(article.contentHtml).toContain('Current description &amp; details, with the chapters and links.');
    expect(article.contentHtml).not.toContain('details...');
  });

  it('keeps forum emoji as their text, with the space before them (Defuddle dropped them as small images, "says for a smile")', () => {
    const doc = page(
      `<article><h1>A Story</h1><p>The harbour master says <img src="/images/emoji/twitter/smile.png?v=12"
       class="emoji" alt=":smile:" width="20" height="20"> to every boat, and the boats ring their bells back.</p>
       <p>${sentence(1)}</p></article>`,
    );
    const article = extractArticle(doc, { url: URL });
    expect(article.method).toContain('defuddle');
    expect(article.contentHtml).toContain('The harbour master says :smile: to every boat');
    expect(article.contentHtml).not.toContain('<img');
  });

  it('keeps joined emoji whole (Defuddle deletes zero-width joiners: the family became three faces)', () => {
    const family = '👨\u200d👩\u200d👧';
    const doc = page(
      `<article><h1>A Story</h1><p>The ${family} went to the harbour.</p><p>${sentence(1)}</p></article>`,
    );
    const article = extractArticle(doc, { url: URL });
    expect(article.method).toContain('defuddle');
    expect(article.contentHtml).toContain(`The ${family} went`);
  });

  it("keeps a figure caption's credit link and emphasis (Defuddle kept the caption's text alone)", () => {
    const doc = page(
      `<article><h1>A Story</h1><p>${sentence(1)}</p><figure><img src="https://example.com/harbour.png" alt="Harbour">
       <figcaption>The harbour at <em>dawn</em>. Photo: <a href="https://example.net/ana">Ana Lima</a></figcaption></figure>
       <p>${sentence(2)}</p></article>`,
    );
    const article = extractArticle(doc, { url: URL });
    expect(article.method).toContain('defuddle');
    expect(article.contentHtml).toContain(
      'The harbour at <em>dawn</em>. Photo: <a href="https://example.net/ana">Ana Lima</a>',
    );
  });

  it("keeps every picture of a WordPress gallery, each with its own caption (Defuddle kept the first over the second's)", () => {
    const doc = page(
      `<article><h1>A Story</h1><p>${sentence(1)}</p><figure class="wp-block-gallery has-nested-images">
       <figure class="wp-block-image"><img src="https://example.com/before.jpg" alt="Before"></figure>
       <figure class="wp-block-image"><img src="https://example.com/after.jpg" alt="After"><figcaption>After the fall</figcaption></figure>
       <figcaption class="blocks-gallery-caption">The harbour before and after the storm.</figcaption></figure>
       <p>${sentence(2)}</p></article>`,
    );
    const article = extractArticle(doc, { url: URL });
    expect(article.method).toContain('defuddle');
    const html = article.contentHtml.replace(/>\s+</g, '><');
    expect(html).toMatch(
      /<img[^>]*before\.jpg[^>]*>.*<img[^>]*after\.jpg[^>]*><figcaption>After the fall<\/figcaption>/,
    );
    expect(html).toContain('The harbour before and after the storm.');
  });

  it("keeps the no-break space French sets before '!' and '?' (Defuddle took it out: \"Attention!\")", () => {
    const doc = page(
      `<article><h1>A Story</h1><p>Attention&nbsp;! The harbour is closed today. Pourquoi&nbsp;? The tide.</p>
       <p>${sentence(1)}</p></article>`,
    );
    const article = extractArticle(doc, { url: URL });
    expect(article.method).toContain('defuddle');
    expect(article.contentHtml).toMatch(
      /Attention(&nbsp;|&#160;|\u00a0)! The harbour is closed today\. Pourquoi(&nbsp;|&#160;|\u00a0)\?/,
    );
  });

  it("keeps a plain space before ':' and '?' as the page wrote it (Defuddle took it out: \"partout:\")", () => {
    const doc = page(
      `<article><h1>A Story</h1><p>Les escrocs sont partout : ils appellent. Êtes-vous prêt ? The tide.</p>
       <p>${sentence(1)}</p></article>`,
    );
    const article = extractArticle(doc, { url: URL });
    expect(article.method).toContain('defuddle');
    expect(article.contentHtml).toContain('Les escrocs sont partout : ils appellent. Êtes-vous prêt ? The tide.');
  });

  it('gives a French title once (the stand-ins kept Defuddle from seeing that the heading was the title)', () => {
    const doc = page(
      `<article><h1>Attention : travaux !</h1><p>Les travaux commencent lundi ; la rue sera fermée.</p>
       <p>${sentence(1)}</p></article>`,
      '<title>Attention : travaux !</title>',
    );
    const article = extractArticle(doc, { url: URL });
    expect(article.method).toContain('defuddle');
    expect(article.title).toBe('Attention : travaux !');
    expect(article.contentHtml).not.toContain('<h');
  });

  it('gives the title once on a page without a <title> (Readability kept the heading its title came from)', () => {
    const doc = page(`<article><h1>Road works ahead</h1><p>The street will be closed on Monday.</p></article>`, '');
    const article = extractArticle(doc, { url: URL });
    expect(article.title).toBe('Road works ahead');
    expect(article.contentHtml).not.toContain('Road works ahead');
    expect(article.contentHtml).toContain('The street will be closed on Monday.');
  });

  it('keeps the right-to-left marks that hold "C++" together in Hebrew text (Defuddle deleted them: "++C")', () => {
    const doc = page(
      `<article><h1>A Story</h1><p>שפת C++&rlm; היא שפת תכנות משנת 1983&lrm; עם מחלקות.</p><p>${sentence(1)}</p></article>`,
    );
    const article = extractArticle(doc, { url: URL });
    expect(article.method).toContain('defuddle');
    expect(article.contentHtml).toContain('שפת C++\u200f היא שפת תכנות משנת 1983\u200e עם מחלקות.');
  });
  it("keeps every item of a newsletter's sections, titles linked (Readability took the items for clutter, leaving bare headings)", () => {
    const item = (topic: string, n: number) => `
      <div class="item"><h3><a href="https://links.example.net/go/${n}">${topic}: what changed in release ${n}</a></h3>
        <p>A short note on why ${topic.toLowerCase()} matters this week, with what to try first and what to skip.</p>
        <p><a href="https://blog.example.org/posts/${n}">Read the post about ${topic.toLowerCase()}</a> by
        <a href="https://example.org/@author-${n}">Author ${n}</a></p></div>`;
    const doc = page(
      `<article><h1>Weekly Links, Issue 12</h1>${paragraphs(4)}
       <section><h2>News</h2>${item('Compilers', 1)}</section>
       <section><h2>Design</h2>${item('Typography', 2)}</section>
       <section><h2>Tools</h2>${item('Editors', 3)}${item('Terminals', 4)}</section>
       <section><h2>Career</h2>${item('Interviews', 5)}${paragraphs(2)}</section></article>`,
    );
    const article = extractArticle(doc, { url: URL });
    for (const topic of ['Compilers', 'Typography', 'Editors', 'Terminals', 'Interviews']) {
      expect(article.contentHtml).toContain(`${topic}: what changed`);
      expect(article.contentHtml).toContain(`Read the post about ${topic.toLowerCase()}`);
    }
    // Defuddle, whose content this is, rebuilds headings from their text: the items' own links were lost.
    for (let n = 1; n <= 5; n++) expect(article.contentHtml).toContain(`<a href="https://links.example.net/go/${n}">`);
    expect(article.contentHtml).toContain('Paragraph 4 tells');
  });
  it("keeps a short recipe's ingredients (Defuddle took the list, whose heading is outside its wrapper, for metadata)", () => {
    const doc = page(
      `<article><h1>Easy Banana Bread</h1><p>This banana bread is moist and tender, and it never fails, even when the
       bananas are barely ripe. Mash them well and do not overmix the batter.</p>
       <div class="recipe"><h2>Easy Banana Bread</h2><p>Moist, one-bowl banana bread with a crisp, golden top.</p>
       <div class="ingredients"><h3>Ingredients</h3><div class="group"><ul>
       <li><span>2</span> <span>cups</span> <span>all-purpose flour</span></li><li><span>1</span> <span>teaspoon</span>
       <span>baking soda</span></li><li><span>3</span> <span>ripe bananas</span></li></ul></div></div>
       <div class="instructions"><h3>Instructions</h3><ol><li>Preheat the oven to 350°F and butter a loaf pan.</li>
       <li>Mash the bananas, then stir in the flour and soda until just combined.</li>
       <li>Bake for one hour, until a toothpick comes out clean.</li></ol></div></div></article>`,
      '<title>Easy Banana Bread</title>',
    );
    const article = extractArticle(doc, { url: 'https://kitchen.example.com/banana-bread/' });
    expect(article.method).toContain('defuddle');
    for (const ingredient of ['all-purpose flour', 'baking soda', 'ripe bananas']) {
      expect(article.contentHtml).toMatch(new RegExp(`Ingredients</h3>[^]*${ingredient}[^]*Instructions</h3>`));
    }
    expect(article.contentHtml).toContain('Bake for one hour');
  });
});
