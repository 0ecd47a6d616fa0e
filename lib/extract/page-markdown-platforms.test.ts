// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageMarkdown } from './page-markdown';
import { htmlDocument, onBothPaths, prose } from './test-pages';

// Pages of the platforms and docs tools people clip from (Sphinx, MkDocs, Starlight, Substack, Ghost, WordPress,
// Jupyter…), each built around the markup that once made a bad clip.

/** A Sphinx API page (Python's documentation, Read the Docs): cross-references classed "reference internal". */
function sphinxPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>json — JSON encoder and decoder</title></head><body>
    <div class="body" role="main"><section id="module-json"><h1>json — JSON encoder and decoder</h1>${prose(paragraphs)}
    <dl class="py function"><dt class="sig sig-object py" id="json.dump"><span class="sig-name descname">json.dump</span>(<em>obj</em>, <em>fp</em>)<a class="headerlink" href="#json.dump" title="Link to this definition">¶</a></dt>
    <dd><p>Serialize <em>obj</em> as a JSON formatted stream to <em>fp</em> using this <a class="reference internal" href="#py-to-json-table"><span class="std std-ref">Python-to-JSON conversion table</span></a>.</p></dd></dl>
    <table class="docutils" id="py-to-json-table"><caption><span class="caption-text">Python to JSON</span><a class="headerlink" href="#py-to-json-table" title="Link to this table">¶</a></caption>
    <thead><tr><th>Python</th><th>JSON</th></tr></thead><tbody><tr><td>dict</td><td>object</td></tr></tbody></table>
    </section></div></body></html>`);
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
  return htmlDocument(`<!doctype html><html><head><title>Configuration - Glacier Docs</title></head><body>
    <div class="md-content"><article class="md-content__inner md-typeset"><h1 id="configuration">Configuration</h1>
    <p>The configuration lives in <code>glacier.yml</code> at the root of the project. Every option has a default.</p>
    ${prose(paragraphs)}
    <details class="warning"><summary>Breaking change in 2.0</summary><p>The <code>palette</code> option moved under <code>theme</code>.</p></details>
    <div class="language-yaml highlight"><table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre><span></span><span class="normal"><a href="#__codelineno-0-1">1</a></span>
    <span class="normal"><a href="#__codelineno-0-2">2</a></span></pre></div></td><td class="code"><div><pre><span></span><code><a id="__codelineno-0-1" name="__codelineno-0-1" href="#__codelineno-0-1"></a><span class="nt">site_name</span><span class="p">:</span> <span class="l">Glacier</span>\n<a id="__codelineno-0-2" name="__codelineno-0-2" href="#__codelineno-0-2"></a><span class="nt">workers</span><span class="p">:</span> <span class="l">4</span>\n</code></pre></div></td></tr></table></div>
    </article></div></body></html>`);
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
    htmlDocument(`<!doctype html><html><head><title>glacier/README.md at main · acme/glacier · GitHub</title></head>
    <body><header><nav><a href="/features">Product</a><a href="/pricing">Pricing</a></nav></header><main>
    <nav aria-label="File Tree Navigation"><ul><li>src</li><li>README.md</li></ul></nav>
    <div data-testid="latest-commit"><a href="/octocat">octocat</a> <a href="/acme/glacier/commit/abc">Document the install</a></div>
    <section><div class="react-blob-header"><div>Preview</div><div>Code</div><div>7 lines (5 loc) · 61 Bytes</div></div>
    <textarea id="read-only-cursor-text-area" aria-label="file content" aria-readonly="true">${readme}</textarea>
    <div class="react-code-file-contents" aria-hidden="true"><div class="react-line-numbers"><div>1</div></div>
    <div class="react-code-lines"><div id="LC1" class="react-file-line"># Glacier</div></div></div></section>
    </main></body></html>`);
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
  return htmlDocument(`<!doctype html><html><head><title>Building the docs</title></head><body><main><article>
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
    </div></div><p>Run it from the repository's root.</p></article></main></body></html>`);
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
    htmlDocument(`<!doctype html><html><head><title>How many airports?</title></head><body>
      <nav><a href="/">Home</a> <a href="/guides">Guides</a></nav><template id="B:0"></template>
      <div hidden id="${id}"><h1>How many airports?</h1>${article}</div>
      <footer><p>Copyright 2026 Example Travel. All rights reserved.</p></footer></body></html>`);

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
  return htmlDocument(`<!doctype html><html><head><title>Field notes</title></head><body><main><article class="prose">
    <h1>Field notes</h1>${prose(paragraphs)}
    <div class="text-base"><h2>Setup</h2><p>The first paragraph of the setup explains the steps.</p>
    <p>The second paragraph of the setup follows them.</p></div>
    <figure><img src="https://glacier.dev/photo.png" width="600" height="400" alt=""></figure>
    <figure class="image-text"><img src="https://glacier.dev/second.png" width="600" height="400" alt="Second">
    <figcaption>The second figure has its own caption.</figcaption></figure>
    <p>The notes go on after the figures with a closing paragraph.</p></article></main></body></html>`);
}

onBothPaths('post with uncaptioned photos', photoPage, 'https://glacier.dev/notes', [0, 30], (markdown) => {
  it('gives a photo no caption borrowed from the section or the figure beside it (Defuddle copied their text as its caption)', () => {
    expect(markdown.match(/The first paragraph of the setup/g)).toHaveLength(1);
    expect(markdown.match(/The second figure has its own caption/g)).toHaveLength(1);
    expect(markdown).toContain('![](https://glacier.dev/photo.png)\n\n![Second](https://glacier.dev/second.png)');
  });
});

describe('pageMarkdown on a docs page whose steps are an ARIA list', () => {
  const page = htmlDocument(`<!doctype html><html><head><title>Quickstart</title></head><body><main><article>
    <h1>Quickstart</h1><p>Three steps take a new project from nothing to its first job run by a worker.</p>${prose(4)}
    <div role="list" class="steps"><div role="listitem" class="step-container"><div class="wrapper">
    <div data-component-part="step-content"><p>Install the command-line tool with your package manager.</p></div></div></div>
    <div role="listitem" class="step-container"><div data-component-part="step-content">
    <p>Create a queue and point the worker at it.</p></div></div></div></article></main></body></html>`);
  const { markdown } = pageMarkdown(page, { url: 'https://glacier.dev/quickstart' });

  it('keeps every step (Defuddle emptied the items of lists drawn with role="list")', () => {
    expect(markdown).toContain('Install the command-line tool with your package manager.');
    expect(markdown).toContain('Create a queue and point the worker at it.');
  });
});

/** A docs page whose code sample has one version per language, a menu picking the one shown. */
function codeVariantsPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Sessions</title></head><body><main><article>
    <h1>Sessions</h1>${prose(paragraphs)}<p>Start a session from your server before the widget mounts:</p>
    <div class="code-sample"><div class="header"><span class="title">Your server code</span><span role="button">python</span></div>
    <div class="body"><div class="code-block"><pre><code data-language="python">session = glacier.start()</code></pre></div>
    <div class="code-block hidden"><pre><code data-language="javascript">const session = await glacier.start();</code></pre></div></div></div>
    <p>The session lasts until the worker that holds it stops.</p></article></main></body></html>`);
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
  const page = htmlDocument(`<!doctype html><html><head><title>Two photos</title></head><body><article>
    <p>This post has two pictures with credits placed beside their wrappers, each linked to its author.</p>
    <div><span><img src="https://glacier.dev/first.png" width="600" height="400" alt=""></span>
    <div class="image-credit">First image by <a href="https://example.net/first">a photographer</a>.</div></div>
    <figure><img src="https://glacier.dev/second.png" width="600" height="400" alt=""></figure>
    <div class="image-credit"><p>Second image by <a href="https://example.net/second">an illustrator</a>.</p></div>
    <p>The credits belong to the post and should neither vanish nor come twice.</p></article></body></html>`);
  const { markdown } = pageMarkdown(page, { url: 'https://glacier.dev/photos' });

  it('gives each credit once, with its link (Defuddle dropped the links and wrote the second credit twice)', () => {
    expect(markdown).toContain('[a photographer](https://example.net/first)');
    expect(markdown.match(/Second image by/g)).toHaveLength(1);
    expect(markdown).toContain('Second image by [an illustrator](https://example.net/second).');
  });
});

/** A Substack post: headings carry a button that copies their address, drawn as 🔗. */
function substackPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Context switching</title></head><body><article class="post">
    <h1 class="post-title">Context switching</h1><div class="body markup">${prose(paragraphs)}
    <p>Every switch between tasks leaves something behind: part of your mind stays with the task you left.</p>
    <h2 class="header-anchor-post">What helps<div class="pencraft header-anchor-parent"><div class="header-anchor-widget">
    <button aria-label="Link" class="pencraft">🔗</button></div></div></h2>
    <p>Batch the shallow work into two fixed slots a day, and close the mail client, not just the tab.</p>
    <div class="captioned-image-container"><figure><a class="image-link image2 is-viewable-img" target="_blank" href="https://substackcdn.com/image/fetch/f_auto/desk.jpeg">
    <div class="image2-inset"><picture><img src="https://substackcdn.com/image/fetch/w_1456/desk.jpeg" alt="A cluttered desk"></picture></div></a>
    <figcaption class="image-caption">My desk on a Tuesday.</figcaption></figure></div>
    </div></article></body></html>`);
}

onBothPaths('Substack post', substackPage, 'https://glacier.dev/p/context-switching', [0, 30], (markdown) => {
  it('gives a heading without its copy-link button (Defuddle wrote "## What helps🔗")', () => {
    expect(markdown).toMatch(/^## What helps$/m);
  });

  it('shows a captioned picture once (the caption held the picture again, with its link)', () => {
    expect(markdown.match(/!\[A cluttered desk\]/g)).toHaveLength(1);
    expect(markdown).toMatch(/^\*My desk on a Tuesday\.\*$/m);
  });
});

/** A Ghost post: a callout card and a bookmark card (a preview of a linked page). */
function ghostPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Smaller releases</title></head><body><main><article class="post">
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
    </section></article></main></body></html>`);
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
    htmlDocument(`<!doctype html><html><head><title>A cold frame</title></head><body><main><article class="post">
    <h1 class="entry-title">A cold frame</h1><div class="entry-content">
    <p>Two old window sashes and a weekend of work turned into a cold frame for the lettuce on my plot.</p>
    <p>The plans are below, with every cut and the order to make them in, for anyone who wants to build one.</p>
    <div class="wp-block-file"><a id="wp-block-file--media-1" href="https://glacier.dev/uploads/cold-frame-plans.pdf">cold-frame-plans</a>
    <a href="https://glacier.dev/uploads/cold-frame-plans.pdf" class="wp-block-file__button wp-element-button" download>Download</a></div>
    <p>The frame has held up through two frosts so far, and the lettuce inside did not notice either of them.</p>
    <div class="wp-block-buttons is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/uploads/cut-list.pdf">Download the cut list</a></div></div>
    </div></article></main></body></html>`);
  const { markdown } = pageMarkdown(page, { url: 'https://glacier.dev/2025/02/cold-frame/' });

  it('keeps the attached file as a link to it (Defuddle removed the file block, the post lost its plans)', () => {
    expect(markdown).toContain('[cold-frame-plans](https://glacier.dev/uploads/cold-frame-plans.pdf)');
    expect(markdown).not.toMatch(/^Download$/m);
  });

  it('keeps a button that links to a file as a link (Defuddle removed it with the buttons)', () => {
    expect(markdown).toContain('[Download the cut list](https://glacier.dev/uploads/cut-list.pdf)');
  });
});

describe('pageMarkdown on a page whose <html> is classed "js" (Modernizr and many themes)', () => {
  const page =
    htmlDocument(`<!doctype html><html class="js"><head><title>Listing files</title></head><body><main><article>
    <h1>Listing files</h1><p>To see every file in the folder, the hidden ones included, run this in a terminal:</p>
    <pre><code>ls -la</code></pre><p>The first column shows each file's permissions, the third its owner, the fifth its size.</p>
    <pre class="qd qe"><span data-code-block-lang="python">print(len(files))</span></pre>
    </article></main></body></html>`);
  const { markdown } = pageMarkdown(page, { url: 'https://glacier.dev/listing-files' });

  it('gives a block that names no language none (Defuddle called it JavaScript, from the class of <html>)', () => {
    expect(markdown).toContain('```\nls -la\n```');
  });

  it("gives Medium's block the language its line names", () => {
    expect(markdown).toContain('```python\nprint(len(files))\n```');
  });
});

describe('pageMarkdown on a Jupyter notebook exported to HTML', () => {
  const page = htmlDocument(`<!doctype html><html><head><title>analysis</title></head><body class="jp-Notebook"><main>
    <div class="jp-Cell jp-MarkdownCell"><div class="jp-RenderedMarkdown"><h1>Rainfall analysis</h1>
    <p>We load the daily rainfall for 2023 and look at the wettest months of the year, station by station.</p></div></div>
    <div class="jp-Cell jp-CodeCell"><div class="jp-InputArea"><div class="jp-InputPrompt jp-InputArea-prompt">In&nbsp;[1]:</div>
    <div class="jp-InputArea-editor"><div class="highlight hl-ipython3"><pre><span></span>df = pd.read_csv("rain.csv")\ndf["mm"].sum()</pre></div></div></div>
    <div class="jp-OutputArea"><div class="jp-OutputPrompt jp-OutputArea-prompt">Out[1]:</div>
    <div class="jp-RenderedText jp-OutputArea-output"><pre>812.4</pre></div></div></div>
    <div class="jp-Cell jp-MarkdownCell"><div class="jp-RenderedMarkdown">
    <p>The year had 812 mm of rain, about ten percent above the long-term average for the station.</p></div></div>
    </main></body></html>`);
  const { markdown } = pageMarkdown(page, { url: 'https://glacier.dev/notebooks/analysis.html' });

  it('gives each code cell as Python, its output after it, and no execution prompts (a clip kept "Out[1]:")', () => {
    expect(markdown).toContain('```python\ndf = pd.read_csv("rain.csv")\ndf["mm"].sum()\n```\n\n```\n812.4\n```');
    expect(markdown).not.toMatch(/In \[1|Out\[1/);
  });
});

/** A Starlight (Astro) docs page: a titled code figure, an aside, tabs whose strip is wrapped apart. */
function starlightPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Configuration | Glacier</title></head><body><main>
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
    </div></main></body></html>`);
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

/** A page set in Tufte CSS: a side note and a margin note inside sentences, a margin note beside a figure. */
function tuftePage(paragraphs: number): Document {
  const toggle = (id: string) =>
    `<label for="${id}" class="margin-toggle"></label><input type="checkbox" id="${id}" class="margin-toggle">`;
  return htmlDocument(`<!doctype html><html><head><title>On margins</title></head><body><article><h1>On margins</h1>
    <section><p>The margin of a page is not empty space${toggle('sn-1')}<span class="sidenote">Bringhurst calls it the
    page's frame.</span> but where the eye rests between lines.</p>
    <p>Wide margins leave room for notes.${toggle('mn-1')}<span class="marginnote">A margin note has no number.</span>
    Tufte's handouts put them beside the text they explain.</p>
    <figure>${toggle('mn-fig')}<span class="marginnote">A page from the 1501 Aldine Virgil.</span>
    <img src="https://glacier.dev/aldine.png" alt="Aldine page"></figure>${prose(paragraphs)}
    <p>A modern screen has margins too, though most pages spend them on advertising.</p></section></article></body></html>`);
}

onBothPaths('page set in Tufte CSS', tuftePage, 'https://glacier.dev/margins/', [0, 30], (markdown) => {
  it('gives side and margin notes as footnotes (Defuddle removed them; Readability ran them into the sentence)', () => {
    expect(markdown).toContain('not empty space[^1] but where the eye rests');
    expect(markdown).toContain('room for notes.[^2] Tufte');
    expect(markdown).toMatch(
      /\[\^1\]: Bringhurst calls it the page's frame\.\n\n\[\^2\]: A margin note has no number\.\n?$/,
    );
  });

  it("gives a figure's margin note as its caption", () => {
    expect(markdown).toContain(
      '![Aldine page](https://glacier.dev/aldine.png)\n\n*A page from the 1501 Aldine Virgil.*',
    );
  });
});

/** A Docusaurus docs page whose code block has a title bar naming its file. */
function docusaurusTitledCodePage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Configuration | Glacier</title></head><body><main><article>
    <div class="theme-doc-markdown markdown"><header><h1>Configuration</h1></header>${prose(paragraphs)}
    <p>Glacier reads its settings from one file at the root of your project, and every setting has a default.</p>
    <div class="language-js codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_Ktv7">glacier.config.js</div>
    <div class="codeBlockContent_biex"><pre class="prism-code language-js"><code><span class="token-line">export default { workers: 4 };</span></code></pre>
    <div class="buttonGroup__atx"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div>
    <p>Restart the workers after you change the file, since they read it only when they start.</p></div></article></main></body></html>`);
}

onBothPaths(
  'Docusaurus page with a titled code block',
  docusaurusTitledCodePage,
  'https://glacier.dev/docs/configuration',
  [0, 30],
  (markdown) => {
    it("gives the file a code block's title bar names before the block (a clip lost it)", () => {
      expect(markdown).toContain('glacier.config.js\n\n```js\nexport default { workers: 4 };\n```');
    });
  },
);

/** A Blogger post: text between line breaks, a picture over its caption laid out by a table. */
function bloggerPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>A walk along the river</title></head><body><div class="post hentry">
    <h3 class="post-title entry-title">A walk along the river</h3><div class="post-body entry-content">${prose(paragraphs)}
    We finally walked the whole Old Mill Trail, from the car park by the bridge to the weir and back.<br><br>
    <table class="tr-caption-container"><tbody><tr><td><a href="https://glacier.dev/weir-big.jpg"><img src="https://glacier.dev/weir.jpg" width="400" height="225"></a></td></tr>
    <tr><td class="tr-caption">The weir after three days of rain</td></tr></tbody></table><br>
    The path is muddy in places, so wear boots. It takes about two hours at an easy pace.<br></div></div></body></html>`);
}

onBothPaths('Blogger post', bloggerPage, 'https://glacier.blogspot.com/2024/05/walk.html', [0, 30], (markdown) => {
  it("gives a picture's caption as its caption, apart from the text after it (it ran into the next paragraph)", () => {
    expect(markdown).toMatch(/\.jpg\)\n\n\*The weir after three days of rain\*\n\nThe path is muddy in places/);
  });
});

/** A WordPress post written in Google Docs and pasted in: inline styles, the whole paste in a <b> of normal weight. */
function googleDocsPastePage(paragraphs: number): Document {
  const span = (style: string, text: string) =>
    `<span style="font-size:11pt;font-family:Arial;color:#000000;${style};white-space:pre-wrap;">${text}</span>`;
  const plain = (text: string) => span('font-weight:400;font-style:normal', text);
  return htmlDocument(`<!doctype html><html><head><title>How we moved our garden beds</title></head><body>
    <main><article class="post"><h1 class="entry-title">How we moved our garden beds</h1><div class="entry-content">
    <b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-1234-abcd-0123456789ab">
    <p dir="ltr">${plain('The old oak had grown so much that the beds got three hours of sun a day. ')}${span('font-weight:700', 'Moving a full bed is heavy work')}${plain(', so we emptied them first.')}</p><br>
    <p dir="ltr">${span('font-weight:400;font-style:italic', 'The soil is the valuable part')}${plain(': three years of compost went into it, and none of it was to be lost.')}</p><br>
    ${prose(paragraphs)}</b></div></article></main></body></html>`);
}

onBothPaths(
  'post pasted from Google Docs',
  googleDocsPastePage,
  'https://plotnotes.example/beds',
  [0, 30],
  (markdown) => {
    it('keeps the bold and the italics that inline styles set (both libraries drop styles: they were lost)', () => {
      expect(markdown).toContain(
        'three hours of sun a day. **Moving a full bed is heavy work**, so we emptied them first.',
      );
      expect(markdown).toContain('*The soil is the valuable part*: three years of compost');
    });

    it('leaves no stray "**" where the paste\'s wrapper of normal weight opened and closed', () => {
      expect(markdown).not.toMatch(/^\*\*$/m);
    });
  },
);

/** A Quarto post (Pandoc's markup): the site's name first in the tab title, R code, a callout, untypeset TeX. */
function quartoPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Ana’s notes - Tidy rainfall data</title></head><body>
    <header id="quarto-header"><nav class="navbar"><a class="navbar-brand" href="../../index.html"><span class="navbar-title">Ana’s notes</span></a>
    <a class="nav-link" href="../../about.html">About</a></nav></header>
    <main class="content" id="quarto-document-content"><header id="title-block-header"><h1 class="title">Tidy rainfall data</h1></header>
    <p>The station files come as one column per month, which is the wrong shape for almost everything we want to do.</p>${prose(paragraphs)}
    <div class="callout callout-style-default callout-tip callout-titled"><div class="callout-header"><div class="callout-title-container flex-fill">Keep the raw files</div></div>
    <div class="callout-body-container callout-body"><p>Never overwrite the files you downloaded; write the tidy version next to them.</p></div></div>
    <div class="sourceCode cell-code" id="cb1"><pre class="sourceCode r code-with-copy"><code class="sourceCode r"><span id="cb1-1"><a href="#cb1-1" aria-hidden="true" tabindex="-1"></a><span class="fu">library</span>(tidyr)</span></code></pre></div>
    <p>The mean monthly rainfall is then <span class="math inline">\\(\\bar{x} = \\frac{1}{n}\\sum_i x_i\\)</span>, which for the wettest station comes to 103 mm.</p>
    </main></body></html>`);
}

onBothPaths('Quarto post', quartoPage, 'https://analima.example/posts/tidy-rainfall/', [0, 30], (markdown) => {
  it("is titled by its heading, without the site's name the tab title puts first", () => {
    expect(markdown).toMatch(/^# Tidy rainfall data\n/);
  });

  it('gives R code as R, a callout as a callout, and TeX as math (they were plain, two paragraphs, escaped TeX)', () => {
    expect(markdown).toContain('```r\nlibrary(tidyr)\n```');
    expect(markdown).toContain('> [!tip] Keep the raw files\n> Never overwrite the files you downloaded');
    expect(markdown).toContain('is then $\\bar{x} = \\frac{1}{n}\\sum_i x_i$, which');
  });
});

/** A DEV (Forem) post: Rouge's code blocks name their language by a bare class; a link tag previews another post. */
function devPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Debouncing in React - DEV Community</title></head><body>
    <main id="main-content"><article class="crayons-card crayons-article" id="article-show-container">
    <header class="crayons-article__header"><h1 class="fs-3xl fw-bold">Debouncing in React</h1></header>
    <div class="crayons-article__main"><div class="crayons-article__body text-styles spec__body" id="article-body">
    <p>A search box that calls the API on every keystroke sends ten requests for a ten-letter word; debouncing sends one.</p>${prose(paragraphs)}
    <div class="highlight js-code-highlight"><pre class="highlight javascript"><code><span class="kd">const</span> <span class="nx">wait</span> <span class="o">=</span> <span class="mi">300</span><span class="p">;</span>
</code></pre><div class="highlight__panel js-actions-panel"><div class="highlight__panel-action js-fullscreen-code-action"><svg><title>Enter fullscreen mode</title></svg></div></div></div>
    <div class="ltag__link"><a href="/sam/why-effects-run-twice-2k3l" class="ltag__link__link"><div class="ltag__link__pic"><img src="https://media2.dev.to/avatar.png" alt="sam"></div></a>
    <a href="/sam/why-effects-run-twice-2k3l" class="ltag__link__link"><div class="ltag__link__content"><h2>Why your effects run twice</h2><h3>Sam Rivera ・ Feb 2</h3></div></a></div>
    <p>That is all there is to it: no library, twelve lines, and one request per search instead of ten of them.</p>
    </div></div></article></main></body></html>`);
}

onBothPaths('DEV post', devPage, 'https://dev.to/sam/debouncing-in-react-4fj2', [0, 30], (markdown) => {
  it("gives Rouge's code block its language, named by a bare class (it had none)", () => {
    expect(markdown).toContain('```javascript\nconst wait = 300;\n```');
  });

  it('keeps the link to the post a link tag previews (both libraries removed it)', () => {
    expect(markdown).toContain('[Why your effects run twice](https://dev.to/sam/why-effects-run-twice-2k3l)');
    expect(markdown).not.toContain('Sam Rivera ・');
  });
});

/** A Confluence page (Server and Data Center): information macros, a code macro, a table, an inline task list. */
function confluencePage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Deploying the billing service - Operations - Confluence</title></head>
    <body><div id="main"><h1 id="title-heading"><span id="title-text"><a href="/display/OPS/Deploying">Deploying the billing service</a></span></h1>
    <div id="main-content" class="wiki-content">
    <p>The billing service is deployed from the release branch by the on-call engineer, never from a laptop.</p>${prose(paragraphs)}
    <div class="confluence-information-macro confluence-information-macro-information"><p class="title">Before you start</p><span class="aui-icon confluence-information-macro-icon"></span>
    <div class="confluence-information-macro-body"><p>You need the <strong>deployer</strong> role in the cloud console.</p></div></div>
    <div class="code panel pdl"><div class="codeHeader panelHeader pdl"><b>deploy.sh</b></div><div class="codeContent panelContent pdl">
    <pre class="syntaxhighlighter-pre" data-syntaxhighlighter-params="brush: bash; gutter: false; theme: Confluence">./deploy.sh --env staging</pre></div></div>
    <ul class="inline-task-list"><li data-inline-task-id="1" class="checked">Tag the release</li><li data-inline-task-id="2">Announce the deploy</li></ul>
    <p>The deploy takes about ten minutes, most of it spent waiting for the health checks of the new instances.</p>
    </div></div></body></html>`);
}

onBothPaths(
  'Confluence page',
  confluencePage,
  'https://wiki.example.com/display/OPS/Deploying',
  [0, 30],
  (markdown) => {
    it('gives an information macro as a callout (it was two plain paragraphs)', () => {
      expect(markdown).toContain('> [!info] Before you start\n> You need the **deployer** role in the cloud console.');
    });

    it('gives a code macro its file name and language, and tasks their state (they were lost)', () => {
      expect(markdown).toContain('deploy.sh\n\n```bash\n./deploy.sh --env staging\n```');
      expect(markdown).toContain('- [x] Tag the release\n- [ ] Announce the deploy');
    });
  },
);

/** An MDN reference page: a note card, a code example named by its brush, a one-column specification table. */
function mdnPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Array.prototype.at() - JavaScript | MDN</title></head><body>
    <main id="content"><article class="main-page-content"><header><h1>Array.prototype.at()</h1></header>
    <div class="section-content"><p>The <code>at()</code> method takes an integer value and returns the item at that index.</p>${prose(paragraphs)}
    <div class="notecard note"><p><strong>Note:</strong> The <code>at()</code> method is generic: it only expects a <code>length</code> property.</p></div></div>
    <section><h2 id="specifications">Specifications</h2><div class="section-content"><table class="standard-table"><thead><tr><th scope="col">Specification</th></tr></thead>
    <tbody><tr><td><a href="https://tc39.es/ecma262/#sec-array.prototype.at">ECMAScript Language Specification</a></td></tr></tbody></table></div></section>
    </article></main></body></html>`);
}

onBothPaths(
  'MDN reference page',
  mdnPage,
  'https://developer.mozilla.org/en-US/docs/Web/Array/at',
  [0, 30],
  (markdown) => {
    it('gives a note card as a callout titled by its label (it was a paragraph opening "**Note:**")', () => {
      expect(markdown).toContain('> [!note] Note\n> The `at()` method is generic');
    });
  },
);

describe('pageMarkdown on a short MDN reference page', () => {
  const { markdown } = pageMarkdown(mdnPage(0), { url: 'https://developer.mozilla.org/en-US/docs/Web/Array/at' });

  // Only here: on a long page Readability drops the whole section, its table a block of links.
  it('keeps a one-column specification table as a table (its header was a loose paragraph)', () => {
    expect(markdown).toContain(
      '| Specification |\n| --- |\n| [ECMAScript Language Specification](https://tc39.es/ecma262/#sec-array.prototype.at) |',
    );
  });
});

/** A news story with the charts and maps newsrooms embed: a Datawrapper iframe, a Flourish placeholder, a map. */
function chartedStoryPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Rents rose fastest in small cities</title></head><body><main><article>
    <h1>Rents rose fastest in small cities</h1>
    <p>Rents in cities under 100,000 people rose by 9 percent last year, twice as fast as in the largest cities.</p>${prose(paragraphs)}
    <iframe title="Rent increase by city size, 2024" id="datawrapper-chart-AbC12" src="https://datawrapper.dwcdn.net/AbC12/3/" scrolling="no" frameborder="0" height="400"></iframe>
    <p>The gap was largest in the north, where several towns saw new employers arrive in the same year.</p>
    <div class="flourish-embed flourish-map" data-src="visualisation/1234567"><script src="https://public.flourish.studio/resources/embed.js"></script></div>
    <p>The office will publish the next figures in March, with a breakdown by neighbourhood for the first time.</p>
    <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" width="600" height="450" loading="lazy"></iframe>
    <p>Economists expect the trend to slow as construction catches up with demand, though not before next year.</p>
    </article></main></body></html>`);
}

onBothPaths('story with embedded charts', chartedStoryPage, 'https://news.example.com/rents', [0, 30], (markdown) => {
  it('links to each chart and map (Readability removed every such iframe, Flourish went with its script)', () => {
    expect(markdown).toContain('[Rent increase by city size, 2024](https://datawrapper.dwcdn.net/AbC12/3/)');
    expect(markdown).toContain('[Flourish chart](https://public.flourish.studio/visualisation/1234567/)');
    expect(markdown).toContain('[Google Map](https://www.google.com/maps/embed?pb=!1m18!1m12)');
  });
});

/** A news story's AMP version: pictures and a player as AMP elements that its script has not filled in. */
function ampPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html ⚡ lang="en"><head><title>The bridge reopens</title></head><body><main><article>
    <h1>The bridge reopens</h1><p>The old river bridge reopened to traffic on Monday morning after two years of repairs.</p>${prose(paragraphs)}
    <amp-img src="/img/bridge.jpg" width="1200" height="800" layout="responsive" alt="Cars crossing the bridge"></amp-img>
    <p>The first car across was driven by the engineer who had closed the bridge two years earlier, after finding cracks.</p>
    <amp-youtube data-videoid="dQw4w9WgXcQ" layout="responsive" width="480" height="270"></amp-youtube>
    <p>Traffic is expected to return to its old level within a month, the city says, once drivers learn the detours.</p>
    </article></main></body></html>`);
}

onBothPaths('AMP story', ampPage, 'https://news.example.com/amp/bridge', [0, 30], (markdown) => {
  it('keeps its pictures and its video (both libraries dropped the AMP elements)', () => {
    expect(markdown).toContain('![Cars crossing the bridge](https://news.example.com/img/bridge.jpg)');
    expect(markdown).toContain('[YouTube video](https://www.youtube.com/watch?v=dQw4w9WgXcQ)');
  });
});

/** A Gatsby post: a lazy picture waiting at opacity 0 behind its placeholders, with a <noscript> copy. */
function gatsbyPage(paragraphs: number): Document {
  return htmlDocument(`<!doctype html><html><head><title>Dawn at the lake</title></head><body><main><article>
    <h1>Dawn at the lake</h1><p>We got up at four to see the lake at dawn, and it was worth every minute of lost sleep.</p>${prose(paragraphs)}
    <div class="gatsby-image-wrapper gatsby-image-wrapper-constrained"><div style="max-width:800px;display:block"><img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C/svg%3E"></div>
    <img aria-hidden="true" data-placeholder-image="" decoding="async" src="data:image/jpeg;base64,/9j/4AAQSkZJRg" alt="">
    <picture><img data-main-image="" style="opacity:0" decoding="async" loading="lazy" data-src="/static/9b43b/lake.jpg" data-srcset="/static/0d3b8/lake.jpg 200w,/static/9b43b/lake.jpg 800w" alt="A lake at dawn"></picture>
    <noscript><picture><img data-main-image="" style="opacity:0" src="/static/9b43b/lake.jpg" alt="A lake at dawn"/></picture></noscript></div>
    <p>The mist lifted by six, and the first boats went out soon after, one by one, towards the islands.</p>
    </article></main></body></html>`);
}

onBothPaths('Gatsby post', gatsbyPage, 'https://blog.example.com/dawn', [0, 30], (markdown) => {
  it('shows its lazy picture once (Defuddle removed it as transparent, its <noscript> copy doubled it)', () => {
    expect(
      markdown.match(/!\[A lake at dawn\]\(https:\/\/blog\.example\.com\/static\/9b43b\/lake\.jpg\)/g),
    ).toHaveLength(1);
  });
});

describe('pageMarkdown on a Google Docs document published to the web', () => {
  const page = htmlDocument(`<!doctype html><html><head><title>Field trip plan</title>
    <style type="text/css">.c1{color:#000000;font-weight:400;font-style:normal}.c4{color:#000000;font-weight:700;font-style:normal}.c6{font-weight:400;font-style:italic}</style></head>
    <body><div id="contents"><div class="doc-content"><p class="c2 title"><span class="c1">Field trip plan</span></p>
    <p class="c2"><span class="c1">We leave the school at 8:15 and take the coastal path to the lighthouse, four kilometres each way. </span><span class="c4">Every pupil needs a packed lunch</span><span class="c1">, whatever the forecast.</span></p>
    <p class="c2"><span class="c6">Walking shoes</span><span class="c1">, not trainers: the path is rocky after the second stile, and often wet.</span></p>
    <ul class="c3 lst-kix_abc123-0 start"><li class="c2 li-bullet-0"><span class="c1">Walking shoes</span></li><li class="c2 li-bullet-0"><span class="c1">A packed lunch</span></li></ul>
    <ul class="c3 lst-kix_abc123-1 start"><li class="c2 li-bullet-1"><span class="c1">No glass bottles</span></li><li class="c2 li-bullet-1"><span class="c1">Fruit is fine</span></li></ul>
    <ul class="c3 lst-kix_abc123-0"><li class="c2 li-bullet-0"><span class="c1">A raincoat</span></li></ul>
    </div></div></body></html>`);
  const { markdown } = pageMarkdown(page, { url: 'https://docs.google.com/document/d/e/2PACX-1vXYZ/pub' });

  it('keeps the bold and italics its style sheet gives classes (they were lost)', () => {
    expect(markdown).toContain('four kilometres each way. **Every pupil needs a packed lunch**, whatever');
    expect(markdown).toContain('*Walking shoes*, not trainers');
  });

  it("nests its lists as the document does (they were flat, the sub-list's items lost)", () => {
    expect(markdown).toContain(
      '- Walking shoes\n- A packed lunch\n  - No glass bottles\n  - Fruit is fine\n- A raincoat',
    );
  });
});

describe('pageMarkdown on a Shopify product page', () => {
  const page = htmlDocument(`<!doctype html><html><head><title>Waxed Canvas Tote – North Loom</title>
    <meta property="og:type" content="product"><meta property="og:image" content="//northloom.example/cdn/shop/products/tote-1.jpg?v=1"></head><body class="template-product">
    <div class="product__media-wrapper"><ul class="product__media-list"><li><img src="//northloom.example/cdn/shop/products/tote-1.jpg?v=1&amp;width=1946" alt="Waxed canvas tote, front"></li>
    <li><img src="//northloom.example/cdn/shop/products/tote-2.jpg?v=1&amp;width=1946" alt="Waxed canvas tote, inside"></li></ul></div>
    <main id="MainContent"><section class="product-section"><div class="product__info-container"><h1 class="product__title">Waxed Canvas Tote</h1>
    <div class="price"><span class="price-item price-item--regular">$68.00 USD</span></div>
    <form method="post" action="/cart/add"><button type="submit" name="add">Add to cart</button></form>
    <div class="product__description rte"><p>A roomy everyday tote in 18 oz waxed cotton canvas that softens and darkens with use. The inside pocket takes a laptop.</p>
    <ul><li>18 oz waxed cotton canvas</li><li>Vegetable-tanned leather handles</li><li>Made in Portland, Maine</li></ul></div>
    <details class="product__accordion accordion"><summary><h2 class="h4 accordion__title">Care</h2></summary><div class="accordion__content rte"><p>Wipe with a damp cloth. Re-wax once a year.</p></div></details>
    </div></section></main></body></html>`);
  const { markdown } = pageMarkdown(page, { url: 'https://northloom.example/products/waxed-canvas-tote' });

  it('keeps the feature list under the description', () => {
    expect(markdown).toContain(
      '- 18 oz waxed cotton canvas\n- Vegetable-tanned leather handles\n- Made in Portland, Maine',
    );
  });

  it('shows the product, by the picture the page declares (both libraries dropped its gallery)', () => {
    expect(markdown).toMatch(
      /^# Waxed Canvas Tote\n\n!\[Waxed Canvas Tote\]\(https:\/\/northloom\.example\/cdn\/shop\/products\/tote-1\.jpg\?v=1\)/,
    );
  });

  it('gives an accordion\'s heading as a heading (it was "**## Care**")', () => {
    expect(markdown).toMatch(/^## Care$/m);
  });
});
