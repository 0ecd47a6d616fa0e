// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { pageMarkdown } from './page-markdown';

const URL = 'https://glacier.dev/docs/installation';
const prose = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>Step ${i + 1}: Glacier keeps every job in the database until a worker has finished it, so nothing is lost when a worker stops.</p>`,
  ).join('\n');

/** A Docusaurus docs page: a one-word title, code tabs, an admonition, a highlighted code block with a gutter. */
function docsPage(paragraphs: number): Document {
  return parseHTML(`<!doctype html><html><head><title>Installation | Glacier Docs</title></head><body>
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
    </div></article></main></body></html>`).document as unknown as Document;
}

/**
 * Declares `specs` on a page's Markdown by both extraction paths: `short` paragraphs of prose keep the page short
 * (both libraries run), `long` make it a long article (Readability alone).
 */
function onBothPaths(
  name: string,
  page: (paragraphs: number) => Document,
  url: string,
  [short, long]: [number, number],
  specs: (markdown: string) => void,
): void {
  describe.each([
    [`a short ${name} (both libraries)`, short, /defuddle/],
    [`a long ${name} (Readability alone)`, long, /^readability$/],
  ])('pageMarkdown on %s', (_name, paragraphs, method) => {
    const { markdown, article } = pageMarkdown(page(paragraphs), { url });

    it('is read by the extraction path it is meant to test', () => {
      expect(article.method).toMatch(method);
    });

    specs(markdown);
  });
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
    const doc = parseHTML(`<!doctype html><html><head><title>glacier/glacier: Durable job queues</title></head><body>
      <article class="markdown-body"><h1>Glacier</h1><p>Durable job queues for Node, backed by the database you already run.</p>
      <h2>Install</h2><div class="highlight highlight-source-shell notranslate"><pre>npm install glacier</pre></div>
      <p>Then start a worker next to your application, and it will pick up the jobs you add.</p></article></body></html>`)
      .document as unknown as Document;
    const { markdown, article } = pageMarkdown(doc, { url: 'https://github.com/glacier/glacier' });
    expect(article.method).toMatch(/defuddle/);
    expect(markdown).toContain('```shell\nnpm install glacier\n```');
  });
});

/** A project page: a roadmap as a task list, a quote credited in its footer. */
function projectPage(paragraphs: number): Document {
  return parseHTML(`<!doctype html><html><head><title>Glacier roadmap</title></head><body><main><article>
    <h1>Glacier roadmap</h1><p>Glacier is a job queue that keeps every job in the database until a worker has finished it.</p>
    ${prose(paragraphs)}<h2>Roadmap</h2><ul class="contains-task-list">
    <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" checked disabled> Retries with backoff</li>
    <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled> Scheduled jobs</li></ul>
    <blockquote><p>Nothing is lost when a worker stops.</p><footer>— <cite>The Glacier design notes</cite></footer></blockquote>
    <p>Follow the project to hear when the next release is out, and tell us which of these you need first.</p>
    </article></main></body></html>`).document as unknown as Document;
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
  return parseHTML(`<!doctype html><html><head><title>javascript - How do I remove a property from an object? - Stack Overflow</title></head>
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
    <footer class="site-footer"><p>Site design / logo © 2024 Stack Exchange Inc</p></footer></body></html>`)
    .document as unknown as Document;
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
  return parseHTML(`<!doctype html><html><head><title>Site guide</title></head><body><main><article>
    <h1>Site guide</h1>${prose(paragraphs)}${section('building-the-footer', 'Building the footer')}
    ${section('the-hidden-costs', 'The hidden costs')}${section('social-media-tips', 'Social media tips')}
    </article></main></body></html>`).document as unknown as Document;
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
  return parseHTML(`<!doctype html><html><head><title>Banana bread | Glacier Kitchen</title></head><body>
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
    </div></div><div class="more"><h3>More recipes</h3><ul>${more}</ul></div></article></main></body></html>`)
    .document as unknown as Document;
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
  return parseHTML(`<!doctype html><html><head><title>Film notes</title></head><body><main><article>
    <h1>Film notes</h1>${prose(paragraphs)}
    <p>The film "<em>Parasite</em>" won, and <a href="/apple">Apple</a>'s new phone is an <a href="/ios">iOS</a>-based device.</p>
    <p>这是一个<strong>重要</strong>的例子，我们<a href="/zh">链接</a>到这里。更多的中文文本在这里出现，以便段落足够长。</p>
    <p>Its script is kept in .txt files and its site runs on .NET, with a .5 second cut between scenes.</p>
    <p>Rated <b>four</b><b>stars</b> by <a href="/a">critics</a><a href="/b">everywhere</a>, un<em>believ</em>ably.</p>
    </article></main></body></html>`).document as unknown as Document;
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
  return parseHTML(`<!doctype html><html><head><title>Senate passes the budget bill</title>
    <meta name="author" content="Jane Doe"><meta property="article:published_time" content="2024-05-01T10:00:00Z">
    </head><body><main><article><h1>Senate passes the budget bill</h1>
    <p>WASHINGTON, May 1, 2024 — The Senate passed the budget bill late on Tuesday by a vote of 62 to 38.</p>
    <p>The bill funds the government through September and includes new money for disaster relief.</p>
    ${more}${prose(paragraphs)}</article></main></body></html>`).document as unknown as Document;
}

onBothPaths('news brief', briefPage, 'https://glacier.dev/news/senate-budget', [0, 14], (markdown) => {
  it('keeps the opening line that carries the date (Defuddle dropped it as the byline)', () => {
    expect(markdown).toMatch(/^# Senate passes the budget bill\n\nWASHINGTON, May 1, 2024 — The Senate passed/);
  });
});

/** A how-to with a Makefile (tabs are syntax there), Go (gofmt indents with tabs) and Python (two blank lines). */
function codePage(paragraphs: number): Document {
  return parseHTML(`<!doctype html><html><head><title>Build notes</title></head><body><main><article>
    <h1>Build notes</h1>${prose(paragraphs)}
    <p>The Makefile, whose recipe lines must start with a tab for make to accept them at all:</p>
    <pre><code class="language-makefile">all:\n\tgo build ./...\n\n\ttest: all</code></pre>
    <p>The entry point, formatted by gofmt, which indents every block with one tab:</p>
    <pre><code class="language-go">func main() {\n\tfmt.Println("ready")\n}</code></pre>
    <p>The helper script, with the two blank lines that PEP 8 puts between top-level definitions:</p>
    <pre><code class="language-python">def a():\n    pass\n\n\ndef b():\n    pass</code></pre>
    </article></main></body></html>`).document as unknown as Document;
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
  return parseHTML(`<!doctype html><html><head><title>Project history</title></head><body><main><article>
    <h1>Project history</h1>${prose(paragraphs)}
    <p>The project has shipped a release roughly every quarter since it started, each one listed here with its date.</p>
    <ul class="timeline">${release('March 2, 2023', 'First public release, with the queue and a single worker.')}
    ${release('June 14, 2023', 'Retries with backoff and a dashboard for failed jobs.')}</ul>
    </article></main></body></html>`).document as unknown as Document;
}

onBothPaths('project history', historyPage, 'https://glacier.dev/history', [0, 14], (markdown) => {
  it('keeps the dates of a timeline (Defuddle removed every element classed "date")', () => {
    expect(markdown).toContain(
      '- March 2, 2023 — First public release, with the queue and a single worker.\n- June 14, 2023 — Retries',
    );
  });
});

/** A Sphinx API page (Python's documentation, Read the Docs): cross-references classed "reference internal". */
function sphinxPage(paragraphs: number): Document {
  return parseHTML(`<!doctype html><html><head><title>json — JSON encoder and decoder</title></head><body>
    <div class="body" role="main"><section id="module-json"><h1>json — JSON encoder and decoder</h1>${prose(paragraphs)}
    <dl class="py function"><dt class="sig sig-object py" id="json.dump"><span class="sig-name descname">json.dump</span>(<em>obj</em>, <em>fp</em>)<a class="headerlink" href="#json.dump" title="Link to this definition">¶</a></dt>
    <dd><p>Serialize <em>obj</em> as a JSON formatted stream to <em>fp</em> using this <a class="reference internal" href="#py-to-json-table"><span class="std std-ref">Python-to-JSON conversion table</span></a>.</p></dd></dl>
    <table class="docutils" id="py-to-json-table"><caption><span class="caption-text">Python to JSON</span><a class="headerlink" href="#py-to-json-table" title="Link to this table">¶</a></caption>
    <thead><tr><th>Python</th><th>JSON</th></tr></thead><tbody><tr><td>dict</td><td>object</td></tr></tbody></table>
    </section></div></body></html>`).document as unknown as Document;
}

onBothPaths('Sphinx API page', sphinxPage, 'https://docs.python.org/3/library/json.html', [0, 30], (markdown) => {
  it('keeps in-page cross-references, words and all (Defuddle removed them as citation marks: "using this.")', () => {
    expect(markdown).toContain(
      'using this [Python-to-JSON conversion table](https://docs.python.org/3/library/json.html#py-to-json-table).',
    );
  });

  it("leaves out the ¶ permalinks of an API entry's signature and of a table's caption", () => {
    expect(markdown).toMatch(/^(\*\*)?json\.dump\(\*obj\*, \*fp\*\)\1$/m);
    expect(markdown).not.toContain('¶');
  });
});

/** An MkDocs Material page: a line-numbered code block (Pygments' gutter table) and a collapsible admonition. */
function mkdocsPage(paragraphs: number): Document {
  return parseHTML(`<!doctype html><html><head><title>Configuration - Glacier Docs</title></head><body>
    <div class="md-content"><article class="md-content__inner md-typeset"><h1 id="configuration">Configuration</h1>
    <p>The configuration lives in <code>glacier.yml</code> at the root of the project. Every option has a default.</p>
    ${prose(paragraphs)}
    <details class="warning"><summary>Breaking change in 2.0</summary><p>The <code>palette</code> option moved under <code>theme</code>.</p></details>
    <div class="language-yaml highlight"><table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre><span></span><span class="normal"><a href="#__codelineno-0-1">1</a></span>
    <span class="normal"><a href="#__codelineno-0-2">2</a></span></pre></div></td><td class="code"><div><pre><span></span><code><a id="__codelineno-0-1" name="__codelineno-0-1" href="#__codelineno-0-1"></a><span class="nt">site_name</span><span class="p">:</span> <span class="l">Glacier</span>\n<a id="__codelineno-0-2" name="__codelineno-0-2" href="#__codelineno-0-2"></a><span class="nt">workers</span><span class="p">:</span> <span class="l">4</span>\n</code></pre></div></td></tr></table></div>
    </article></div></body></html>`).document as unknown as Document;
}

onBothPaths('MkDocs page', mkdocsPage, 'https://glacier.dev/setup/configuration/', [0, 30], (markdown) => {
  it('keeps a line-numbered code block\'s code and language (Defuddle kept its gutter, "1 2", and lost the code)', () => {
    expect(markdown).toContain('```yaml\nsite_name: Glacier\nworkers: 4\n```');
  });

  it('gives a collapsible admonition as a folded callout of its type (it was a bold line and a paragraph)', () => {
    expect(markdown).toContain('> [!warning]- Breaking change in 2.0\n> The `palette` option moved under `theme`.');
  });
});

describe('pageMarkdown on a file in GitHub’s code view', () => {
  const readme = '# Glacier\n\nInstall it:\n\n```bash\nnpm install glacier\n```\n';
  const page =
    parseHTML(`<!doctype html><html><head><title>glacier/README.md at main · acme/glacier · GitHub</title></head>
    <body><header><nav><a href="/features">Product</a><a href="/pricing">Pricing</a></nav></header><main>
    <nav aria-label="File Tree Navigation"><ul><li>src</li><li>README.md</li></ul></nav>
    <div data-testid="latest-commit"><a href="/octocat">octocat</a> <a href="/acme/glacier/commit/abc">Document the install</a></div>
    <section><div class="react-blob-header"><div>Preview</div><div>Code</div><div>7 lines (5 loc) · 61 Bytes</div></div>
    <textarea id="read-only-cursor-text-area" aria-label="file content" aria-readonly="true">${readme}</textarea>
    <div class="react-code-file-contents" aria-hidden="true"><div class="react-line-numbers"><div>1</div></div>
    <div class="react-code-lines"><div id="LC1" class="react-file-line"># Glacier</div></div></div></section>
    </main></body></html>`).document as unknown as Document;
  const { markdown, article } = pageMarkdown(page, { url: 'https://github.com/acme/glacier/blob/main/README.md' });

  it('is the file’s text in a fence longer than the fences inside it, and nothing of the page around it (the code was lost)', () => {
    expect(article.method).toBe('github-file');
    expect(markdown).toBe(`# glacier/README.md at main · acme/glacier\n\n\`\`\`\`md\n${readme}\`\`\`\`\n`);
  });
});

/** A blog post with an embedded gist, as GitHub's embed script writes it into the page. */
function gistPostPage(paragraphs: number): Document {
  const line = (n: number, code: string) =>
    `<tr><td id="file-build-sh-L${n}" class="blob-num js-line-number js-blob-rnum" data-line-number="${n}"></td>` +
    `<td id="file-build-sh-LC${n}" class="blob-code blob-code-inner js-file-line">${code}</td></tr>`;
  return parseHTML(`<!doctype html><html><head><title>Building the docs</title></head><body><main><article>
    <h1>Building the docs</h1>${prose(paragraphs)}<p>The whole build is one script:</p>
    <div id="gist123" class="gist"><div class="gist-file" translate="no"><div class="gist-data">
    <div class="js-gist-file-update-container js-task-list-container"><div id="file-build-sh" class="file my-2">
    <div itemprop="text" class="Box-body p-0 blob-wrapper data type-shell"><div class="js-check-hidden-unicode js-blob-code-container blob-code-content">
    <table data-hpc class="highlight tab-size js-file-line-container" data-tab-size="8" data-tagsearch-lang="Shell" data-tagsearch-path="build.sh">
    ${line(1, '<span class="pl-k">for</span> f <span class="pl-k">in</span> <span class="pl-k">*</span>.md<span class="pl-k">;</span> <span class="pl-k">do</span>')}
    ${line(2, '  glacier build <span class="pl-s"><span class="pl-pds">&quot;</span>$f<span class="pl-pds">&quot;</span></span>')}
    ${line(3, '<span class="pl-k">done</span>')}
    </table></div></div></div></div></div>
    <div class="gist-meta"><a href="https://gist.github.com/octocat/abc/raw/build.sh" style="float:right">view raw</a>
    <a href="https://gist.github.com/octocat/abc#file-build-sh">build.sh</a> hosted with &#10084; by <a href="https://github.com">GitHub</a></div>
    </div></div><p>Run it from the repository's root.</p></article></main></body></html>`)
    .document as unknown as Document;
}

onBothPaths('post with an embedded gist', gistPostPage, 'https://glacier.dev/blog/docs', [0, 16], (markdown) => {
  it("gives the gist as a code block in its file's language, without line numbers (the language was lost)", () => {
    expect(markdown).toContain('```sh\nfor f in *.md; do\n  glacier build "$f"\ndone\n```');
  });

  it('leaves out the embed\'s footer (Defuddle kept "view raw build.sh hosted with ❤ by GitHub")', () => {
    expect(markdown).toContain('done\n```\n\nRun it from the repository');
  });
});

describe('pageMarkdown on a page whose article is hidden under an id that is no CSS name', () => {
  // React's streamed content before its script has run: the article waits, hidden, in <div id="S:a">; useId gives ":r1:".
  const article = Array.from(
    { length: 4 },
    (_, i) =>
      `<p>Part ${i + 1}: counting airports depends on what counts as one, from certified fields to grass strips.</p>`,
  ).join('');
  const page = (id: string) =>
    parseHTML(`<!doctype html><html><head><title>How many airports?</title></head><body>
      <nav><a href="/">Home</a> <a href="/guides">Guides</a></nav><template id="B:0"></template>
      <div hidden id="${id}"><h1>How many airports?</h1>${article}</div>
      <footer><p>Copyright 2026 Example Travel. All rights reserved.</p></footer></body></html>`)
      .document as unknown as Document;

  it.each(['S:a', ':r1:'])(
    'keeps the article under id "%s" (Defuddle could not look its path up, gave up, and the clip was the menu and footer)',
    (id) => {
      const { markdown } = pageMarkdown(page(id), { url: 'https://example.com/airports' });
      expect(markdown).toContain('Part 4: counting airports depends on what counts as one');
      expect(markdown).not.toContain('All rights reserved');
    },
  );
});

/** A Tailwind post: an uncaptioned photo beside a section and beside a captioned figure. */
function photoPage(paragraphs: number): Document {
  return parseHTML(`<!doctype html><html><head><title>Field notes</title></head><body><main><article class="prose">
    <h1>Field notes</h1>${prose(paragraphs)}
    <div class="text-base"><h2>Setup</h2><p>The first paragraph of the setup explains the steps.</p>
    <p>The second paragraph of the setup follows them.</p></div>
    <figure><img src="https://glacier.dev/photo.png" width="600" height="400" alt=""></figure>
    <figure class="image-text"><img src="https://glacier.dev/second.png" width="600" height="400" alt="Second">
    <figcaption>The second figure has its own caption.</figcaption></figure>
    <p>The notes go on after the figures with a closing paragraph.</p></article></main></body></html>`)
    .document as unknown as Document;
}

onBothPaths('post with uncaptioned photos', photoPage, 'https://glacier.dev/notes', [0, 30], (markdown) => {
  it('gives a photo no caption borrowed from the section or the figure beside it (Defuddle copied their text as its caption)', () => {
    expect(markdown.match(/The first paragraph of the setup/g)).toHaveLength(1);
    expect(markdown.match(/The second figure has its own caption/g)).toHaveLength(1);
    expect(markdown).toContain('![](https://glacier.dev/photo.png)\n\n![Second](https://glacier.dev/second.png)');
  });
});

describe('pageMarkdown on a docs page whose steps are an ARIA list', () => {
  const page = parseHTML(`<!doctype html><html><head><title>Quickstart</title></head><body><main><article>
    <h1>Quickstart</h1><p>Three steps take a new project from nothing to its first job run by a worker.</p>${prose(4)}
    <div role="list" class="steps"><div role="listitem" class="step-container"><div class="wrapper">
    <div data-component-part="step-content"><p>Install the command-line tool with your package manager.</p></div></div></div>
    <div role="listitem" class="step-container"><div data-component-part="step-content">
    <p>Create a queue and point the worker at it.</p></div></div></div></article></main></body></html>`)
    .document as unknown as Document;
  const { markdown } = pageMarkdown(page, { url: 'https://glacier.dev/quickstart' });

  it('keeps every step (Defuddle emptied the items of lists drawn with role="list")', () => {
    expect(markdown).toContain('Install the command-line tool with your package manager.');
    expect(markdown).toContain('Create a queue and point the worker at it.');
  });
});

/** A docs page whose code sample has one version per language, a menu picking the one shown. */
function codeVariantsPage(paragraphs: number): Document {
  return parseHTML(`<!doctype html><html><head><title>Sessions</title></head><body><main><article>
    <h1>Sessions</h1>${prose(paragraphs)}<p>Start a session from your server before the widget mounts:</p>
    <div class="code-sample"><div class="header"><span class="title">Your server code</span><span role="button">python</span></div>
    <div class="body"><div class="code-block"><pre><code data-language="python">session = glacier.start()</code></pre></div>
    <div class="code-block hidden"><pre><code data-language="javascript">const session = await glacier.start();</code></pre></div></div></div>
    <p>The session lasts until the worker that holds it stops.</p></article></main></body></html>`)
    .document as unknown as Document;
}

onBothPaths(
  'page with a code sample in two languages',
  codeVariantsPage,
  'https://glacier.dev/sessions',
  [0, 30],
  (markdown) => {
    it('gives every language of the sample (the clip kept the one shown and lost the others)', () => {
      expect(markdown).toContain('```python\nsession = glacier.start()\n```');
      expect(markdown).toContain('```javascript\nconst session = await glacier.start();\n```');
    });
  },
);

describe('pageMarkdown on a post whose photo credits stand beside the pictures', () => {
  const page = parseHTML(`<!doctype html><html><head><title>Two photos</title></head><body><article>
    <p>This post has two pictures with credits placed beside their wrappers, each linked to its author.</p>
    <div><span><img src="https://glacier.dev/first.png" width="600" height="400" alt=""></span>
    <div class="image-credit">First image by <a href="https://example.net/first">a photographer</a>.</div></div>
    <figure><img src="https://glacier.dev/second.png" width="600" height="400" alt=""></figure>
    <div class="image-credit"><p>Second image by <a href="https://example.net/second">an illustrator</a>.</p></div>
    <p>The credits belong to the post and should neither vanish nor come twice.</p></article></body></html>`)
    .document as unknown as Document;
  const { markdown } = pageMarkdown(page, { url: 'https://glacier.dev/photos' });

  it('gives each credit once, with its link (Defuddle dropped the links and wrote the second credit twice)', () => {
    expect(markdown).toContain('[a photographer](https://example.net/first)');
    expect(markdown.match(/Second image by/g)).toHaveLength(1);
    expect(markdown).toContain('Second image by [an illustrator](https://example.net/second).');
  });
});

/** A Substack post: headings carry a button that copies their address, drawn as 🔗. */
function substackPage(paragraphs: number): Document {
  return parseHTML(`<!doctype html><html><head><title>Context switching</title></head><body><article class="post">
    <h1 class="post-title">Context switching</h1><div class="body markup">${prose(paragraphs)}
    <p>Every switch between tasks leaves something behind: part of your mind stays with the task you left.</p>
    <h2 class="header-anchor-post">What helps<div class="pencraft header-anchor-parent"><div class="header-anchor-widget">
    <button aria-label="Link" class="pencraft">🔗</button></div></div></h2>
    <p>Batch the shallow work into two fixed slots a day, and close the mail client, not just the tab.</p>
    </div></article></body></html>`).document as unknown as Document;
}

onBothPaths('Substack post', substackPage, 'https://glacier.dev/p/context-switching', [0, 30], (markdown) => {
  it('gives a heading without its copy-link button (Defuddle wrote "## What helps🔗")', () => {
    expect(markdown).toMatch(/^## What helps$/m);
  });
});

/** A Ghost post: a callout card and a bookmark card (a preview of a linked page). */
function ghostPage(paragraphs: number): Document {
  return parseHTML(`<!doctype html><html><head><title>Smaller releases</title></head><body><main><article class="post">
    <h1 class="article-title">Smaller releases</h1><section class="gh-content">${prose(paragraphs)}
    <p>For two years we shipped once a month, and each release took a week to settle after it went out.</p>
    <div class="kg-card kg-callout-card kg-callout-card-yellow"><div class="kg-callout-emoji">💡</div>
    <div class="kg-callout-text">The smaller the release, the smaller the blast radius.</div></div>
    <figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://example.net/ci">
    <div class="kg-bookmark-content"><div class="kg-bookmark-title">Continuous Integration</div>
    <div class="kg-bookmark-description">Each member of a team merges their changes at least daily.</div>
    <div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="https://example.net/favicon.ico" alt="">
    <span class="kg-bookmark-publisher">Example</span></div></div>
    <div class="kg-bookmark-thumbnail"><img src="https://example.net/ci.png" alt=""></div></a></figure>
    <p>We moved to weekly releases in March, and by May a release settled in an afternoon.</p>
    </section></article></main></body></html>`).document as unknown as Document;
}

onBothPaths('Ghost post', ghostPage, 'https://glacier.dev/smaller-releases/', [0, 30], (markdown) => {
  it('keeps a bookmark card as its linked title and description (Defuddle removed it as a "bookmark" button)', () => {
    expect(markdown).toContain(
      '[Continuous Integration](https://example.net/ci) — Each member of a team merges their changes at least daily.',
    );
  });

  it('gives a callout card as a callout titled by its emoji (its emoji stood alone in a paragraph)', () => {
    expect(markdown).toContain('> [!note] 💡\n> The smaller the release, the smaller the blast radius.');
  });
});

describe('pageMarkdown on a WordPress post with an attached file', () => {
  const page =
    parseHTML(`<!doctype html><html><head><title>A cold frame</title></head><body><main><article class="post">
    <h1 class="entry-title">A cold frame</h1><div class="entry-content">
    <p>Two old window sashes and a weekend of work turned into a cold frame for the lettuce on my plot.</p>
    <p>The plans are below, with every cut and the order to make them in, for anyone who wants to build one.</p>
    <div class="wp-block-file"><a id="wp-block-file--media-1" href="https://glacier.dev/uploads/cold-frame-plans.pdf">cold-frame-plans</a>
    <a href="https://glacier.dev/uploads/cold-frame-plans.pdf" class="wp-block-file__button wp-element-button" download>Download</a></div>
    <p>The frame has held up through two frosts so far, and the lettuce inside did not notice either of them.</p>
    </div></article></main></body></html>`).document as unknown as Document;
  const { markdown } = pageMarkdown(page, { url: 'https://glacier.dev/2025/02/cold-frame/' });

  it('keeps the attached file as a link to it (Defuddle removed the file block, the post lost its plans)', () => {
    expect(markdown).toContain('[cold-frame-plans](https://glacier.dev/uploads/cold-frame-plans.pdf)');
    expect(markdown).not.toContain('Download');
  });
});

describe('pageMarkdown on a page whose <html> is classed "js" (Modernizr and many themes)', () => {
  const page = parseHTML(`<!doctype html><html class="js"><head><title>Listing files</title></head><body><main><article>
    <h1>Listing files</h1><p>To see every file in the folder, the hidden ones included, run this in a terminal:</p>
    <pre><code>ls -la</code></pre><p>The first column shows each file's permissions, the third its owner, the fifth its size.</p>
    <pre class="qd qe"><span data-code-block-lang="python">print(len(files))</span></pre>
    </article></main></body></html>`).document as unknown as Document;
  const { markdown } = pageMarkdown(page, { url: 'https://glacier.dev/listing-files' });

  it('gives a block that names no language none (Defuddle called it JavaScript, from the class of <html>)', () => {
    expect(markdown).toContain('```\nls -la\n```');
  });

  it("gives Medium's block the language its line names", () => {
    expect(markdown).toContain('```python\nprint(len(files))\n```');
  });
});

describe('pageMarkdown on a Jupyter notebook exported to HTML', () => {
  const page = parseHTML(`<!doctype html><html><head><title>analysis</title></head><body class="jp-Notebook"><main>
    <div class="jp-Cell jp-MarkdownCell"><div class="jp-RenderedMarkdown"><h1>Rainfall analysis</h1>
    <p>We load the daily rainfall for 2023 and look at the wettest months of the year, station by station.</p></div></div>
    <div class="jp-Cell jp-CodeCell"><div class="jp-InputArea"><div class="jp-InputPrompt jp-InputArea-prompt">In&nbsp;[1]:</div>
    <div class="jp-InputArea-editor"><div class="highlight hl-ipython3"><pre><span></span>df = pd.read_csv("rain.csv")\ndf["mm"].sum()</pre></div></div></div>
    <div class="jp-OutputArea"><div class="jp-OutputPrompt jp-OutputArea-prompt">Out[1]:</div>
    <div class="jp-RenderedText jp-OutputArea-output"><pre>812.4</pre></div></div></div>
    <div class="jp-Cell jp-MarkdownCell"><div class="jp-RenderedMarkdown">
    <p>The year had 812 mm of rain, about ten percent above the long-term average for the station.</p></div></div>
    </main></body></html>`).document as unknown as Document;
  const { markdown } = pageMarkdown(page, { url: 'https://glacier.dev/notebooks/analysis.html' });

  it('gives each code cell as Python, its output after it, and no execution prompts (a clip kept "Out[1]:")', () => {
    expect(markdown).toContain('```python\ndf = pd.read_csv("rain.csv")\ndf["mm"].sum()\n```\n\n```\n812.4\n```');
    expect(markdown).not.toMatch(/In \[1|Out\[1/);
  });
});

/** A Starlight (Astro) docs page: a titled code figure, an aside, tabs whose strip is wrapped apart. */
function starlightPage(paragraphs: number): Document {
  return parseHTML(`<!doctype html><html><head><title>Configuration | Glacier</title></head><body><main>
    <h1 id="_top">Configuration</h1><div class="sl-markdown-content">${prose(paragraphs)}
    <p>Glacier is configured in the <code>glacier.config.mjs</code> file at the root of the project.</p>
    <div class="expressive-code"><figure class="frame has-title"><figcaption class="header"><span class="title">glacier.config.mjs</span>
    </figcaption><pre data-language="js"><code><div class="ec-line"><div class="code">export default { workers: 4 };</div></div></code></pre></figure></div>
    <aside aria-label="Note" class="starlight-aside starlight-aside--note"><p class="starlight-aside__title">Note</p>
    <div class="starlight-aside__content"><p>Every option has a default.</p></div></aside>
    <starlight-tabs><div class="tablist-wrapper not-content"><ul role="tablist">
    <li role="presentation"><a role="tab" href="#tab-panel-0" id="tab-0" aria-selected="true">npm</a></li>
    <li role="presentation"><a role="tab" href="#tab-panel-1" id="tab-1" aria-selected="false">pnpm</a></li></ul></div>
    <div id="tab-panel-0" role="tabpanel"><pre data-language="sh"><code>npm install glacier</code></pre></div>
    <div id="tab-panel-1" role="tabpanel" hidden><pre data-language="sh"><code>pnpm add glacier</code></pre></div></starlight-tabs>
    <p>Restart the workers after changing the file, since they read it only when they start.</p>
    </div></main></body></html>`).document as unknown as Document;
}

onBothPaths(
  'Starlight docs page',
  starlightPage,
  'https://glacier.dev/reference/configuration/',
  [0, 30],
  (markdown) => {
    it('gives the file a code figure names before the block (both libraries dropped its figcaption)', () => {
      expect(markdown).toContain('glacier.config.mjs\n\n```js\nexport default { workers: 4 };\n```');
    });

    it('gives an aside as a callout (both libraries drop every aside: the note was lost)', () => {
      expect(markdown).toContain('> [!note] Note\n> Every option has a default.');
    });

    it('gives every tab under its name (the tab strip could not be paired with the panels)', () => {
      expect(markdown).toContain(
        '**npm**\n\n```sh\nnpm install glacier\n```\n\n**pnpm**\n\n```sh\npnpm add glacier\n```',
      );
    });
  },
);

describe('pageMarkdown on a paste numbered by GeSHi', () => {
  const lines = ['def greet(name):', '&nbsp;', '    print(f&quot;Hello, {name}&quot;)'];
  const page = parseHTML(`<!doctype html><html><head><title>greet.py - Pastebin</title></head><body><main>
    <div class="paste_box_line1"><h1>greet.py</h1></div><p>A small function to say hello to someone by name.</p>
    <div id="selectable"><ol class="python">${lines
      .map((line, i) => `<li class="li${(i % 2) + 1}"><div class="de${(i % 2) + 1}">${line}</div></li>`)
      .join('')}</ol></div></main></body></html>`).document as unknown as Document;
  const { markdown } = pageMarkdown(page, { url: 'https://pastebin.com/Af0yDAW4' });

  it('gives the paste as a code block in its language (it was a numbered list, broken at blank lines)', () => {
    expect(markdown).toContain('```python\ndef greet(name):\n\n    print(f"Hello, {name}")\n```');
  });
});

/** A Tailwind blog post whose code blocks carry their language and file name as labels drawn over the code. */
function labelledCodePage(paragraphs: number): Document {
  return parseHTML(`<!doctype html><html><head><title>Shell tips</title></head><body><main><article><h1>Shell tips</h1>
    <p>Here are the commands I run first on every new machine, before anything else gets installed on it.</p>
    <pre class="not-prose relative"><div class="absolute right-2 top-2 text-xs">bash</div><code>ls -la\necho ready</code></pre>
    ${prose(paragraphs)}
    <p>The configuration then goes into its own file, which the tool reads when it starts.</p>
    <pre class="not-prose"><div class="code-title">glacier.config.js</div><code>export default { workers: 4 };</code></pre>
    </article></main></body></html>`).document as unknown as Document;
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
