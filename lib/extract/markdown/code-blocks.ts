import { all, classTokens, isElement, removeNode, replaceNode, tagName } from './dom';

const GUTTER_CLASS =
  /^(ln|lnt|linenos?|lineno|line-?numbers?(-rows)?|linenumber|react-syntax-highlighter-line-number|gutter|rouge-gutter|gl|hljs-ln-numbers|hljs-ln-n|code-line-number|line-number-rows|lineNumber)$/i;
const BLOCK_IN_CODE = new Set(['div', 'p', 'li', 'tr', 'table', 'section']);
const NO_LANGUAGE = new Set([
  '',
  'plaintext',
  'plain',
  'text',
  'none',
  'nohighlight',
  'txt',
  'code',
  'source',
  'default',
]);
/** Lexer names of Pygments and Jupyter that editors do not know, as the language they highlight. */
const LANGUAGE_ALIASES: ReadonlyMap<string, string> = new Map([
  ['ipython3', 'python'],
  ['ipython2', 'python'],
  ['ipython', 'python'],
]);
/** Highlighters' layout classes that read like a language: `highlight-wrap`, `highlight-block`. */
const NOT_A_LANGUAGE = new Set(['wrap', 'wrapper', 'block', 'container', 'inline', 'content', 'line', 'lines', 'box']);

/**
 * Rewrites every `<pre>` to `<pre data-md-lang="x"><code>exact text</code></pre>`: highlighter markup flattened,
 * line-number gutters and copy buttons dropped, lines kept exactly, and the language found wherever the
 * highlighter put it.
 */
export function normalizeCodeBlocks(body: HTMLElement): void {
  const doc = body.ownerDocument;
  for (const pre of all(body, 'pre')) {
    if (!body.contains(pre) || pre.parentElement?.closest('pre')) continue;
    if (isGutter(pre)) {
      removeNode(pre);
      continue;
    }
    const language = codeLanguage(pre);
    const text = codeText(pre).replace(/^\n+/, '').replace(/\s+$/, '');
    const clean = codeBlock(doc, text, language, 'data-md-lang');
    replaceNode(gutterTableAround(pre) ?? pre, clean);
    removeGutterSiblings(clean);
  }
}

/**
 * `<pre data-lang="x"><code>text</code></pre>`: a code block as both libraries and `normalizeCodeBlocks` read one
 * (`data-lang`), or as the Markdown rules do once it is normalized (`data-md-lang`).
 */
export function codeBlock(doc: Document, text: string, language: string, attribute = 'data-lang'): HTMLElement {
  const pre = doc.createElement('pre');
  if (language) pre.setAttribute(attribute, language);
  const code = doc.createElement('code');
  code.textContent = text;
  pre.appendChild(code);
  return pre;
}

/** The wrappers Defuddle takes for a code block and reads the language from, before the `<pre>` inside. */
const DEFUDDLE_CODE_WRAPPERS =
  '.highlight, .highlight-source, div[class*="language-"], div[class*="prismjs"], .wp-block-code';

/**
 * Writes the language a code block's wrappers name into the `data-lang` Defuddle reads: on the `<pre>`, and on the
 * wrapper Defuddle takes for the block when it holds this block alone. Defuddle read GitHub's `highlight-source-shell`
 * as no language at all.
 */
export function markCodeLanguages(root: ParentNode): void {
  for (const pre of all(root, 'pre:not([data-lang])')) {
    // Named on the block itself, Defuddle finds it, and also takes out a label that repeats it — by a class only for
    // the languages on its list, which lacks "go": the name goes into `data-lang` on the block, which it reads first.
    const own = languageOf(blockItself(pre));
    if (own) {
      for (const el of blockItself(pre)) if (!el.hasAttribute('data-lang')) el.setAttribute('data-lang', own);
      continue;
    }
    // A block that names no language is marked as plain text when Defuddle would take one from a layout class far
    // above it: Modernizr's `js` on <html> made every unnamed block JavaScript, Medium's generated `c` made it C.
    const language = codeLanguage(pre) || (takesLayoutClassAbove(pre) ? 'text' : '');
    if (!language) continue;
    pre.setAttribute('data-lang', language);
    const wrapper = pre.parentElement?.closest(DEFUDDLE_CODE_WRAPPERS);
    if (wrapper && !wrapper.hasAttribute('data-lang') && wrapper.querySelectorAll('pre').length === 1) {
      wrapper.setAttribute('data-lang', language);
    }
  }
}

export function codeLanguage(pre: Element): string {
  const ancestors: Element[] = [];
  // In a gutter table the wrapper naming the language is above the table (Pygments' `language-yaml highlight`).
  const block = gutterTableAround(pre) ?? pre;
  for (let el = block.parentElement, depth = 0; el && depth < 4; el = el.parentElement, depth++) ancestors.push(el);
  return languageOf([...blockItself(pre), ...(block === pre ? [] : [block]), ...ancestors]);
}

/**
 * Replaces each table that holds a line-number gutter beside a code block by the block alone, where the table stood
 * (so that the wrapper naming its language is near it again). On Defuddle's copy: it took Pygments'
 * `highlighttable` (MkDocs, Sphinx with line numbers) for its gutter's `<pre>`, and the clip's code block read
 * "1 2" with the code gone.
 */
export function collapseGutterTables(root: ParentNode): void {
  for (const pre of all(root, 'table pre')) {
    const table = gutterTableAround(pre);
    if (table?.contains(pre)) replaceNode(table, pre);
  }
}

/** The block's `<code>` (or Medium's line holding its language) and the `<pre>`: where Defuddle finds a language. */
function blockItself(pre: Element): Element[] {
  const code = pre.querySelector('code, [data-code-block-lang]');
  return code ? [code, pre] : [pre];
}

/**
 * Language names in Defuddle's list that pages also use as layout classes: Modernizr's `js` on <html>, the short
 * names of generated classes (Medium's `c`). Defuddle takes a bare class on any ancestor for the block's language.
 */
const SHORT_LANGUAGE_NAMES = new Set(
  'ada c cpp c++ cs elm hs js jsx lua md nim nix php rss rb sh sql svg tcl tex ts tsx xml yml zig'.split(' '),
);
/** Classes of code blocks and their wrappers that are not a language. */
const LAYOUT_WORDS = new Set([
  'highlight',
  'codehilite',
  'sourcecode',
  'prettyprint',
  'notranslate',
  'hljs',
  'snippet',
]);

/** Whether a class could be a bare language name (`<pre class="python">`), which Defuddle rightly reads. */
function mayNameLanguage(token: string): boolean {
  const word = token.toLowerCase();
  return SHORT_LANGUAGE_NAMES.has(word) || (/^[a-z][a-z0-9+#]{3,}$/.test(word) && !LAYOUT_WORDS.has(word));
}

/** No class near the block could name its language, but a short language name is a class further up. */
function takesLayoutClassAbove(pre: Element): boolean {
  const near = [...blockItself(pre), pre.parentElement].filter((el): el is Element => !!el);
  if (near.some((el) => classTokens(el).some(mayNameLanguage))) return false;
  for (let el = pre.parentElement?.parentElement; el; el = el.parentElement) {
    if (classTokens(el).some((token) => SHORT_LANGUAGE_NAMES.has(token.toLowerCase()))) return true;
  }
  return false;
}

function languageOf(elements: readonly Element[]): string {
  for (const el of elements) {
    for (const attribute of [
      'data-md-lang',
      'data-lang',
      'data-language',
      'data-code-language',
      'data-code-block-lang',
      'data-syntax',
    ]) {
      const value = el.getAttribute(attribute)?.trim().toLowerCase();
      if (value && !NO_LANGUAGE.has(value)) return value;
    }
    // SyntaxHighlighter's options, as Confluence's code macro writes them: "brush: bash; gutter: false".
    const brush = /(?:^|;)\s*brush:\s*([\w+#.-]+)/i.exec(el.getAttribute('data-syntaxhighlighter-params') ?? '')?.[1];
    if (brush && !NO_LANGUAGE.has(brush.toLowerCase())) return brush.toLowerCase();
    for (const token of classTokens(el)) {
      const match = /^(?:language|lang|highlight-source|highlight|brush|sourceCode|hl)[-:]([\w+#.-]+)$/i.exec(token);
      const value = match?.[1]?.toLowerCase();
      if (value && !NO_LANGUAGE.has(value) && !NOT_A_LANGUAGE.has(value)) return LANGUAGE_ALIASES.get(value) ?? value;
    }
    const beside = languageBesideHighlighter(el);
    if (beside) return beside;
  }
  return '';
}

/** Highlighters that name the language as a bare class beside their own on the block: Pandoc, Rouge, highlight.js 9. */
const NAMED_BESIDE = new Set(['sourcecode', 'highlight', 'hljs']);
/** Bare classes beside them that are no language: line numbers, prettify's state, layout. */
const NOT_NAMED_BESIDE = new Set(['numbersource', 'numberlines', 'linenums', 'notranslate', 'nowrap', 'wrap']);

/**
 * The language a bare class names on the block itself, beside its highlighter's class: `<code class="sourceCode r">`
 * (Pandoc: R Markdown, Quarto, Bookdown), `<pre class="highlight javascript">` (Rouge: DEV, GitLab), `<code
 * class="hljs python">`. One-letter names (R, C) are languages there, not generated classes; words with a hyphen are
 * the tools' own (`code-with-copy`, `js-code-highlight`).
 */
function languageBesideHighlighter(el: Element): string | undefined {
  if (el.localName !== 'pre' && el.localName !== 'code') return undefined;
  const words = classTokens(el).map((token) => token.toLowerCase());
  if (!words.some((word) => NAMED_BESIDE.has(word))) return undefined;
  const word = words.find(
    (word) =>
      /^[a-z][\w+#]*$/.test(word) && !NAMED_BESIDE.has(word) && !NOT_NAMED_BESIDE.has(word) && !LAYOUT_WORDS.has(word),
  );
  return word && !NO_LANGUAGE.has(word) ? (LANGUAGE_ALIASES.get(word) ?? word) : undefined;
}

/** The code exactly as displayed: `<br>` and block lines become newlines, gutters and buttons vanish. */
function codeText(root: Node): string {
  let out = '';
  const walk = (node: Node): void => {
    if (node.nodeType === 3) {
      out += node.nodeValue ?? '';
      return;
    }
    if (!isElement(node)) return;
    const tag = tagName(node);
    if (tag === 'br') {
      out += '\n';
      return;
    }
    if (tag === 'button' || tag === 'style' || tag === 'script' || isGutter(node)) return;
    const block = BLOCK_IN_CODE.has(tag);
    if (block && out && !out.endsWith('\n')) out += '\n';
    for (const child of Array.from(node.childNodes)) walk(child);
    if (block && !out.endsWith('\n')) out += '\n';
    if (block && tag === 'div' && !(node.textContent ?? '') && !node.querySelector('br')) out += '\n';
  };
  for (const child of Array.from(root.childNodes)) walk(child);
  return out;
}

function isGutter(el: Element): boolean {
  const numeric = /^[\d\s]*$/.test(el.textContent ?? '');
  if (!numeric) return false;
  if (classTokens(el).some((token) => GUTTER_CLASS.test(token))) return true;
  if (el.hasAttribute('data-line-number')) return true;
  const style = el.getAttribute('style') ?? '';
  return /user-select\s*:\s*none/.test(style) && /\d/.test(el.textContent ?? '');
}

/** Rouge, Pygments and hljs-ln put the gutter and the code in two cells of a table: replace the whole table. */
function gutterTableAround(pre: Element): Element | undefined {
  const table = pre.closest('table');
  if (!table) return undefined;
  const cells = all(table, 'td, th');
  if (cells.length > 2 || table.querySelectorAll('pre').length > 2) return undefined;
  return cells.every((cell) => cell.contains(pre) || /^[\d\s]*$/.test(cell.textContent ?? '')) ? table : undefined;
}

/** A flex row of numbers beside the code block is a gutter too. */
function removeGutterSiblings(pre: Element): void {
  for (let el: Element | null = pre, depth = 0; el && depth < 2; el = el.parentElement, depth++) {
    for (const sibling of Array.from(el.parentElement?.children ?? [])) {
      if (sibling === el || sibling.contains(pre)) continue;
      const text = sibling.textContent ?? '';
      if (/\d/.test(text) && /^[\d\s]+$/.test(text) && text.trim().split(/\s+/).length > 1) removeNode(sibling);
    }
  }
}
