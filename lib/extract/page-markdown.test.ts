// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageMarkdown } from './page-markdown';
import { htmlDocument, onBothPaths, prose } from './test-pages';

const URL = 'https://glacier.dev/docs/installation';
/** A Docusaurus docs page: a one-word title, code tabs, an admonition, a highlighted code block with a gutter. */
function docsPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Installation | Glacier Docs</title></head><body>
    <nav class="navbar"><a href="/">Glacier</a><a href="/docs">Docs</a></nav>
    <main><article><div class="markdown"><h1>Installation</h1>
    <p>Glacier runs on Node 20 or later. Install it with the package manager your project already uses.</p>
    <div class="tabs-container"><ul role="tablist" class="tabs"><li role="tab" aria-selected="true">npm</li>
    <li role="tab" aria-selected="false">Yarn</li></ul><div class="margin-top--md">
    <div role="tabpanel"><pre class="prism-code language-bash"><code>npm install glacier</code></pre></div>
    <div role="tabpanel" hidden><pre class="prism-code language-bash"><code>yarn add glacier</code></pre></div></div></div>
    ${prose(paragraphs)}
    <h2 id="configure">Configure <code>glacier.init()</code><a class="hash-link" href="#configure">\u200b</a></h2>
    <p>Call it once when your application starts, before any worker takes a job from the queue.</p>
    <div class="theme-admonition theme-admonition-tip alert alert--success"><div class="admonitionHeading_x">tip</div>
    <div class="admonitionContent_y"><p>Run the setup again after upgrading.</p></div></div>
    <table class="rouge-table"><tr><td class="rouge-gutter gl"><pre class="lineno">1\n2</pre></td>
    <td class="rouge-code"><pre class="highlight language-js"><code>const glacier = require('glacier');\nglacier.init();</code></pre></td></tr></table>
    </div></article></main></body></html>`);
}

onBothPaths('docs page', docsPage, URL, [2, 14], (markdown) => {
  it('titles it by its one-word heading, not by the site name (Defuddle swapped them: "Glacier Docs")', () => {
    expect(markdown).toMatch(/^# Installation\n\nGlacier runs on Node 20/);
  });

  it('gives every tab of a code-tabs block under its name (only the first was kept, after a list of the names)', () => {
    expect(markdown).toContain(
      '**npm**\n\n```bash\nnpm install glacier\n```\n\n**Yarn**\n\n```bash\nyarn add glacier\n```',
    );
  });

  it('gives an admonition as a callout of its type (Defuddle wrote "[!-success] -success", Readability none)', () => {
    expect(markdown).toContain('> [!tip] Tip\n> Run the setup again after upgrading.');
  });

  it("keeps a heading's code, without its permalink (Defuddle rebuilt headings from their text; the hash link left a zero-width space)", () => {
    expect(markdown).toContain('## Configure `glacier.init()`\n\nCall it once');
  });

  it("keeps a code block's language and drops its line-number gutter (Readability dropped the classes naming them)", () => {
    expect(markdown).toContain("```js\nconst glacier = require('glacier');\nglacier.init();\n```");
    expect(markdown).not.toMatch(/^1\n2$/m);
  });
});

describe('pageMarkdown on a GitHub README', () => {
  it("gives a code block the language its wrapper names (Defuddle read none from GitHub's highlight-source-shell)", () => {
    const doc = htmlDocument(`<!doctype html><html><head><title>glacier/glacier: Durable job queues</title></head><body>
      <article class="markdown-body"><h1>Glacier</h1><p>Durable job queues for Node, backed by the database you already run.</p>
      <h2>Install</h2><div class="highlight highlight-source-shell notranslate"><pre>npm install glacier</pre></div>
      <p>Then start a worker next to your application, and it will pick up the jobs you add.</p></article></body></html>`);
    const { markdown, article } = pageMarkdown(doc, { url: 'https://github.com/glacier/glacier' });
    expect(article.method).toMatch(/defuddle/);
    expect(markdown).toContain('```shell\nnpm install glacier\n```');
  });
});

/** A project page: a roadmap as a task list, a quote credited in its footer. */
function projectPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Glacier roadmap</title></head><body><main><article>
    <h1>Glacier roadmap</h1><p>Glacier is a job queue that keeps every job in the database until a worker has finished it.</p>
    ${prose(paragraphs)}<h2>Roadmap</h2><ul class="contains-task-list">
    <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" checked disabled> Retries with backoff</li>
    <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled> Scheduled jobs</li></ul>
    <blockquote><p>Nothing is lost when a worker stops.</p><footer>— <cite>The Glacier design notes</cite></footer></blockquote>
    <p>Follow the project to hear when the next release is out, and tell us which of these you need first.</p>
    </article></main></body></html>`);
}

/** A Stack Overflow question: its votes, signatures, comments and side columns as the site lays them out. */
function stackOverflowPage(paragraphs: number): Document {
  const signature = (action: string, user: string) =>
    `<div class="post-signature"><div class="user-info"><div class="user-action-time">${action}</div>
     <div class="user-gravatar32"><a href="/users/9/${user}"><img src="https://www.gravatar.com/avatar/a?s=64" alt="${user}'s user avatar" width="32" height="32"></a></div>
     <div class="user-details"><a href="/users/9/${user}">${user}</a><div class="-flair"><span class="reputation-score">545k</span></div></div></div></div>`;
  const votes = (count: number) =>
    `<div class="votecell post-layout--left"><div class="js-voting-container"><button aria-label="Up vote"></button>
     <div class="js-vote-count" itemprop="upvoteCount">${count}</div><button aria-label="Down vote"></button></div></div>`;
  return htmlDocument(`<!doctype html><html><head><title>javascript - How do I remove a property from an object? - Stack Overflow</title></head>
    <body><header class="s-topbar"><a href="/">Stack Overflow</a><a href="/questions">Questions</a></header><div id="content">
    <div id="question-header"><h1><a href="/questions/208105/how-do-i-remove" class="question-hyperlink">How do I remove a property from an object?</a></h1></div>
    <div id="mainbar" role="main"><div class="question js-question" data-questionid="208105" id="question"><div class="post-layout">${votes(7050)}
    <div class="postcell post-layout--right"><div class="s-prose js-post-body" itemprop="text"><p>Given an object, how do I remove the property <code>regex</code> from it?</p></div>
    <div class="post-taglist"><a href="/questions/tagged/javascript" class="post-tag">javascript</a></div>
    ${signature('asked Oct 16, 2008 at 10:57', 'johnstok')}</div></div></div>
    <div id="answers"><div id="answers-header"><h2>2 Answers</h2></div>
    <div id="answer-208106" class="answer js-answer accepted-answer" data-answerid="208106" itemprop="acceptedAnswer"><div class="post-layout">${votes(9452)}
    <div class="answercell post-layout--right"><div class="s-prose js-post-body" itemprop="text"><p>To remove a property from an object, use the <code>delete</code> operator on it.</p>
    <pre class="lang-js s-code-block"><code class="hljs language-javascript">delete myObject.regex;</code></pre>${prose(paragraphs)}</div>
    ${signature('answered Oct 16, 2008 at 10:58', 'nickf')}</div></div>
    <div class="comments"><ul class="comments-list"><li class="comment"><span class="comment-copy">Also works on arrays.</span></li></ul></div></div>
    <div id="answer-44458476" class="answer js-answer" data-answerid="44458476" itemprop="suggestedAnswer"><div class="post-layout">${votes(612)}
    <div class="answercell post-layout--right"><div class="s-prose js-post-body" itemprop="text"><p>Old question, modern answer: with object destructuring it is as simple as this line.</p>
    <pre class="lang-js s-code-block"><code class="hljs language-javascript">const { regex, ...rest } = myObject;</code></pre></div>
    ${signature('answered Jun 9, 2017 at 10:01', 'Koen')}</div></div></div>
    <h2 class="bottom-notice">Not the answer you're looking for? Browse other questions tagged <a href="/questions/tagged/javascript">javascript</a>.</h2></div></div>
    <div id="sidebar"><h4>Hot Network Questions</h4><ul><li><a href="https://superuser.com/q/4">Laptop will not boot after an update</a></li></ul></div></div>
    <footer class="site-footer"><p>Site design / logo © 2024 Stack Exchange Inc</p></footer></body></html>`);
}

describe.each([
  ['short answers', 0],
  ['a long accepted answer (Readability kept that answer alone)', 16],
])('pageMarkdown on a Stack Overflow question with %s', (_name, paragraphs) => {
  const { markdown, article } = pageMarkdown(stackOverflowPage(paragraphs), {
    url: 'https://stackoverflow.com/questions/208105/how-do-i-remove',
  });

  it('is read as a Stack Exchange page, titled by its question', () => {
    expect(article.method).toBe('stack-exchange');
    expect(markdown).toMatch(/^# How do I remove a property from an object\?\n\n/);
  });

  it('gives the question, then each answer after a rule, each opened by who posted it, when, its votes and acceptance', () => {
    expect(markdown).toContain('**Question:** johnstok · asked Oct 16, 2008 at 10:57 · 7050 votes\n\nGiven an object');
    expect(markdown).toContain(
      '---\n\n**Answer:** nickf · answered Oct 16, 2008 at 10:58 · 9452 votes · accepted\n\nTo remove a property',
    );
    expect(markdown).toContain('```javascript\ndelete myObject.regex;\n```');
    expect(markdown).toContain('---\n\n**Answer:** Koen · answered Jun 9, 2017 at 10:01 · 612 votes\n\nOld question');
  });

  it('leaves out the vote columns, avatars, tags, comments, sidebar and the closing "Not the answer you\'re looking for?"', () => {
    expect(markdown).not.toMatch(/^(7050|9452|612)$/m);
    for (const furniture of ['user avatar', 'Also works on arrays', 'Hot Network', 'Not the answer', '[javascript]']) {
      expect(markdown).not.toContain(furniture);
    }
  });
});

onBothPaths('project page', projectPage, 'https://glacier.dev/roadmap', [0, 14], (markdown) => {
  it('keeps a task list with its ticks (Readability dropped the boxes: done and to-do read alike)', () => {
    expect(markdown).toContain('- [x] Retries with backoff\n- [ ] Scheduled jobs');
  });

  it('keeps the credit a quote gives in its footer (both libraries drop every <footer>)', () => {
    expect(markdown).toContain('> Nothing is lost when a worker stops.\n>\n> — The Glacier design notes');
  });
});

/** A guide whose headings carry slug ids, as site generators give them. */
function guidePage(paragraphs: number): Document {
  const section = (id: string, title: string) => `<h2 id="${id}">${title}</h2>${prose(paragraphs)}`;
  return htmlDocument(`<!doctype html><html><head><title>Site guide</title></head><body><main><article>
    <h1>Site guide</h1>${prose(paragraphs)}${section('building-the-footer', 'Building the footer')}
    ${section('the-hidden-costs', 'The hidden costs')}${section('social-media-tips', 'Social media tips')}
    </article></main></body></html>`);
}

onBothPaths('guide', guidePage, 'https://glacier.dev/guide', [1, 5], (markdown) => {
  it('keeps headings whose slug ids hold "footer", "hidden" or "social" (Readability dropped them as page parts)', () => {
    expect(markdown).toContain('## Building the footer');
    expect(markdown).toContain('## The hidden costs');
    expect(markdown).toContain('## Social media tips');
  });
});

/** A recipe post with a WP Recipe Maker card: headings classed as headers, steps numbered by their style. */
function recipePage(paragraphs: number): Document {
  const more = Array.from(
    { length: 6 },
    (_, i) => `<li><a href="/kitchen/${i}">Another bread to bake, number ${i}</a></li>`,
  ).join('');
  const step = (text: string) =>
    `<li class="wprm-recipe-instruction" style="list-style-type: decimal;"><div class="wprm-recipe-instruction-text">${text}</div></li>`;
  return htmlDocument(`<!doctype html><html><head><title>Banana bread | Glacier Kitchen</title></head><body>
    <header class="site-header"><h2 class="site-header-title">Glacier Kitchen</h2></header>
    <main><article><h1>Banana bread</h1>${prose(paragraphs)}
    <div class="wprm-recipe-container"><div class="wprm-recipe">
    <p class="wprm-recipe-summary">A moist, tender one-bowl banana bread that never fails, even with firm bananas.</p>
    <div class="wprm-recipe-meta-container wprm-recipe-times-container"><div class="wprm-recipe-time-container">
    <span class="wprm-recipe-time-label">Prep Time </span><span class="wprm-recipe-details wprm-recipe-prep_time">10<span
    class="sr-only screen-reader-text wprm-screen-reader-text"> minutes</span></span> <span class="wprm-recipe-details-unit"
    aria-hidden="true">mins</span></div></div>
    <div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header wprm-recipe-ingredients-header">Ingredients</h3>
    <ul class="wprm-recipe-ingredients"><li>2 cups all-purpose flour</li><li>1 teaspoon baking soda</li>
    <li>3 ripe bananas, mashed</li><li>1/2 cup melted butter</li></ul></div>
    <div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header wprm-recipe-instructions-header">Instructions</h3>
    <ul class="wprm-recipe-instructions">${step('Preheat the oven to 350°F and butter a loaf pan.')}
    ${step('Mash the bananas with the butter, then stir in the flour and the soda.')}
    ${step('Bake for an hour, until a skewer comes out clean.')}</ul></div>
    </div></div><div class="more"><h3>More recipes</h3><ul>${more}</ul></div></article></main></body></html>`);
}

onBothPaths('recipe post', recipePage, 'https://glacier.dev/kitchen/banana-bread', [0, 14], (markdown) => {
  it('keeps the card\'s headings whose class calls them headers (Readability dropped "Ingredients" and "Instructions")', () => {
    expect(markdown).toContain('### Ingredients\n\n- 2 cups all-purpose flour');
    expect(markdown).toContain('### Instructions\n\n1. Preheat the oven');
  });

  it('keeps the prep time with its unit (Readability dropped the "meta" block; Defuddle kept "Prep Time 10")', () => {
    expect(markdown).toContain('Prep Time 10 minutes');
  });

  it('numbers the steps that the page numbers by their style (both libraries gave bullets)', () => {
    expect(markdown).toContain('1. Preheat the oven to 350°F and butter a loaf pan.\n2. Mash the bananas');
  });

  it('does not end on the heading of the links it left out', () => {
    expect(markdown).not.toContain('More recipes');
  });

  it("leaves out the heading of the site's header, which its class calls a header too", () => {
    expect(markdown).not.toMatch(/^#+ Glacier Kitchen$/m);
  });
});

/** A review whose inline markup touches the words around it, in English and in Chinese. */
function reviewPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Film notes</title></head><body><main><article>
    <h1>Film notes</h1>${prose(paragraphs)}
    <p>The film "<em>Parasite</em>" won, and <a href="/apple">Apple</a>'s new phone is an <a href="/ios">iOS</a>-based device.</p>
    <p>这是一个<strong>重要</strong>的例子，我们<a href="/zh">链接</a>到这里。更多的中文文本在这里出现，以便段落足够长。</p>
    <p>Its script is kept in .txt files and its site runs on .NET, with a .5 second cut between scenes.</p>
    <p>Rated <b>four</b><b>stars</b> by <a href="/a">critics</a><a href="/b">everywhere</a>, un<em>believ</em>ably.</p>
    </article></main></body></html>`);
}

onBothPaths('review', reviewPage, 'https://glacier.dev/films/notes', [0, 14], (markdown) => {
  it('sets no space where inline markup touches a word (Defuddle spaced them: \'" *Parasite* "\', "Apple \'s")', () => {
    expect(markdown).toContain(
      'The film "*Parasite*" won, and [Apple](https://glacier.dev/apple)\'s new phone is an [iOS](https://glacier.dev/ios)-based device.',
    );
    expect(markdown).toContain('这是一个**重要**的例子，我们[链接](https://glacier.dev/zh)到这里。');
  });

  it('keeps the space before a dot that starts a word (Defuddle wrote "in.txt files" and "on.NET")', () => {
    expect(markdown).toContain('kept in .txt files and its site runs on .NET, with a .5 second cut');
  });

  it("keeps a paragraph whose words Defuddle split (it no longer matched Readability's and was dropped)", () => {
    expect(markdown).toContain(
      'by [critics](https://glacier.dev/a)[everywhere](https://glacier.dev/b), un*believ*ably.',
    );
  });

  it('writes touching bold runs as one run ("**four****stars**" showed its inner asterisks)', () => {
    expect(markdown).toContain('Rated **fourstars** by');
  });
});

/** A news brief: an opening line that carries the date, then short paragraphs. */
function briefPage(paragraphs: number): Document {
  const more = Array.from(
    { length: 4 },
    (_, i) =>
      `<p>Detail ${i + 1}: the vote and the schedule that followed it in the chamber, as aides described them.</p>`,
  ).join('');
  return htmlDocument(`<!doctype html><html><head><title>Senate passes the budget bill</title>
    <meta name="author" content="Jane Doe"><meta property="article:published_time" content="2024-05-01T10:00:00Z">
    </head><body><main><article><h1>Senate passes the budget bill</h1>
    <p>WASHINGTON, May 1, 2024 — The Senate passed the budget bill late on Tuesday by a vote of 62 to 38.</p>
    <p>The bill funds the government through September and includes new money for disaster relief.</p>
    ${more}${prose(paragraphs)}</article></main></body></html>`);
}

onBothPaths('news brief', briefPage, 'https://glacier.dev/news/senate-budget', [0, 14], (markdown) => {
  it('keeps the opening line that carries the date (Defuddle dropped it as the byline)', () => {
    expect(markdown).toMatch(/^# Senate passes the budget bill\n\nWASHINGTON, May 1, 2024 — The Senate passed/);
  });
});

/**
 * A radio show's page (France Culture): the article's paragraphs sit in a wrapper named for the share bar it also
 * holds ("share-zone"), and the page's lists of most-read shows outweigh the article in words.
 */
function showPage(paragraphs: number): Document {
  const reading = Array.from(
    { length: 3 + paragraphs },
    (_, i) =>
      `<p>Reading ${i + 1}: the essayist argues that public debate has become a permanent procedure, one that postpones decisions instead of informing them, and the reviews of the week take up the question from both sides.</p>`,
  ).join('');
  const mostRead = Array.from(
    { length: 60 },
    (_, i) =>
      `<li><a href="/shows/${i}">Most read ${i + 1}: another show of the week, with its long headline</a> 28 min</li>`,
  ).join('');
  return htmlDocument(`<!doctype html><html><head><title>Speaking up</title></head><body>
    <nav><ul>${mostRead}</ul></nav><div id="main-content"><article class="content"><header><h1>Speaking up</h1></header>
    <div class="share-zone"><div class="share-bar"><a href="https://twitter.com/share">Tweet</a></div>
    <div class="text-zone"><div class="intro"><p>Citizens are asked to speak up more and more. To what end?</p></div>
    <div class="content-body">${reading}</div></div></div></article></div>
    <aside><h2>Most read</h2><ol>${mostRead}</ol></aside></body></html>`);
}

onBothPaths('radio show page', showPage, 'https://glacier.dev/shows/speaking-up', [0, 14], (markdown) => {
  it("keeps the article its share bar's wrapper holds (it was dropped as a share bar: the clip was the most-read list)", () => {
    expect(markdown).toContain('Reading 3: the essayist argues');
    expect(markdown).not.toContain('Most read 12');
  });
});

/** A how-to with a Makefile (tabs are syntax there), Go (gofmt indents with tabs) and Python (two blank lines). */
function codePage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Build notes</title></head><body><main><article>
    <h1>Build notes</h1>${prose(paragraphs)}
    <p>The Makefile, whose recipe lines must start with a tab for make to accept them at all:</p>
    <pre><code class="language-makefile">all:\n\tgo build ./...\n\n\ttest: all</code></pre>
    <p>The entry point, formatted by gofmt, which indents every block with one tab:</p>
    <pre><code class="language-go">func main() {\n\tfmt.Println("ready")\n}</code></pre>
    <p>The helper script, with the two blank lines that PEP 8 puts between top-level definitions:</p>
    <pre><code class="language-python">def a():\n    pass\n\n\ndef b():\n    pass</code></pre>
    </article></main></body></html>`);
}

onBothPaths('how-to with code', codePage, 'https://glacier.dev/build', [0, 14], (markdown) => {
  it('keeps the tabs of code blocks (Defuddle turned them into four spaces)', () => {
    expect(markdown).toContain('all:\n\tgo build ./...\n\n\ttest: all');
  });

  it('keeps the language "go", which Defuddle does not know by its class', () => {
    expect(markdown).toContain('```go\nfunc main() {\n\tfmt.Println("ready")\n}\n```');
  });

  it('keeps two blank lines in a row inside code (Defuddle left one)', () => {
    expect(markdown).toContain('    pass\n\n\ndef b():');
  });
});

/** A project's history: a timeline whose dates are classed as dates. */
function historyPage(paragraphs: number): Document {
  const release = (date: string, text: string) => `<li><span class="date">${date}</span> — ${text}</li>`;
  return htmlDocument(`<!doctype html><html><head><title>Project history</title></head><body><main><article>
    <h1>Project history</h1>${prose(paragraphs)}
    <p>The project has shipped a release roughly every quarter since it started, each one listed here with its date.</p>
    <ul class="timeline">${release('March 2, 2023', 'First public release, with the queue and a single worker.')}
    ${release('June 14, 2023', 'Retries with backoff and a dashboard for failed jobs.')}</ul>
    </article></main></body></html>`);
}

onBothPaths('project history', historyPage, 'https://glacier.dev/history', [0, 14], (markdown) => {
  it('keeps the dates of a timeline (Defuddle removed every element classed "date")', () => {
    expect(markdown).toContain(
      '- March 2, 2023 — First public release, with the queue and a single worker.\n- June 14, 2023 — Retries',
    );
  });
});

describe('pageMarkdown on a paste numbered by GeSHi', () => {
  const lines = ['def greet(name):', '&nbsp;', '    print(f&quot;Hello, {name}&quot;)'];
  const page = htmlDocument(`<!doctype html><html><head><title>greet.py - Pastebin</title></head><body><main>
    <div class="paste_box_line1"><h1>greet.py</h1></div><p>A small function to say hello to someone by name.</p>
    <div id="selectable"><ol class="python">${lines
      .map((line, i) => `<li class="li${(i % 2) + 1}"><div class="de${(i % 2) + 1}">${line}</div></li>`)
      .join('')}</ol></div></main></body></html>`);
  const { markdown } = pageMarkdown(page, { url: 'https://pastebin.com/Af0yDAW4' });

  it('gives the paste as a code block in its language (it was a numbered list, broken at blank lines)', () => {
    expect(markdown).toContain('```python\ndef greet(name):\n\n    print(f"Hello, {name}")\n```');
  });
});

/** A Tailwind blog post whose code blocks carry their language and file name as labels drawn over the code. */
function labelledCodePage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Shell tips</title></head><body><main><article><h1>Shell tips</h1>
    <p>Here are the commands I run first on every new machine, before anything else gets installed on it.</p>
    <pre class="not-prose relative"><div class="absolute right-2 top-2 text-xs">bash</div><code>ls -la\necho ready</code></pre>
    ${prose(paragraphs)}
    <p>The configuration then goes into its own file, which the tool reads when it starts.</p>
    <pre class="not-prose"><div class="code-title">glacier.config.js</div><code>export default { workers: 4 };</code></pre>
    </article></main></body></html>`);
}

onBothPaths(
  'post with labelled code blocks',
  labelledCodePage,
  'https://glacier.dev/blog/tips',
  [0, 14],
  (markdown) => {
    it('takes a language label out of the code, as its language (it ran into the first line: "bashls -la")', () => {
      expect(markdown).toContain('```bash\nls -la\necho ready\n```');
    });

    it('gives a file name shown over the code as a line before it, not as its first line', () => {
      expect(markdown).toContain('glacier.config.js\n\n```\nexport default { workers: 4 };\n```');
    });
  },
);
