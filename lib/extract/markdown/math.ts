import { all, removeNode, replaceNode, tagName } from './dom';
import { replaceFormulaPictures } from './formula-pictures';
import { mathmlToTex } from './mathml-to-tex';
import { texOf } from './tex-of';

/**
 * Replaces rendered math (MathML, KaTeX, MathJax 2 and 3, pictures of formulas) by placeholders carrying its TeX, so
 * the Markdown gets `$…$` inline and `$$…$$` display math instead of the glyph soup of the rendering.
 */
export function markMath(body: HTMLElement): void {
  replaceFormulaPictures(body);
  pandocMathAsMathml(body);
  for (const span of all(body, 'span[data-tex]')) {
    const tex = span.getAttribute('data-tex') ?? '';
    // A formula alone in its paragraph is a displayed one.
    const display = (span.parentElement?.textContent ?? '').trim() === (span.textContent ?? '').trim();
    if (tex.trim()) replaceNode(span, placeholder(body, tex, display));
  }
  for (const script of all(body, 'script[type^="math/tex"]')) {
    const display = /mode\s*=\s*display/.test(script.getAttribute('type') ?? '');
    removeMathJaxRendering(script);
    replaceNode(script, placeholder(body, script.textContent ?? '', display));
  }
  for (const katex of all(body, '.katex-display, .katex')) {
    if (!katex.isConnected && !body.contains(katex)) continue;
    if (katex.closest('.katex-display') && !katex.classList.contains('katex-display')) continue;
    const tex = katex.querySelector('annotation[encoding="application/x-tex"]')?.textContent;
    if (tex) replaceNode(katex, placeholder(body, tex, katex.classList.contains('katex-display')));
  }
  for (const container of all(body, 'mjx-container')) {
    const math = container.querySelector('math');
    const tex = texOf(container) ?? (math ? (texOf(math) ?? mathmlToTex(math)) : undefined);
    const display = container.getAttribute('display') === 'true' || container.getAttribute('display') === 'block';
    if (tex) replaceNode(container, placeholder(body, tex, display));
  }
  for (const math of all(body, 'math')) {
    if (!body.contains(math)) continue;
    const tex = texOf(math) ?? mathmlToTex(math);
    const display = math.getAttribute('display') === 'block' || math.getAttribute('mode') === 'display';
    if (tex) replaceNode(math, placeholder(body, tex, display));
  }
}

/** MathJax 2 renders beside the script it reads: a preview and a frame named after the script's id. */
function removeMathJaxRendering(script: Element): void {
  const id = script.getAttribute('id');
  let previous = script.previousElementSibling;
  while (previous) {
    const before = previous.previousElementSibling;
    const classes = previous.getAttribute('class') ?? '';
    const frame = id && previous.getAttribute('id') === `${id}-Frame`;
    if (!frame && !/\bMathJax(_Preview|_Display|_SVG_Display|_CHTML|_SVG)?\b/.test(classes)) break;
    if (tagName(previous) !== 'script') removeNode(previous);
    previous = before;
  }
}

function placeholder(body: HTMLElement, tex: string, display: boolean): Element {
  // A display formula is a block: as a <div>, Turndown trims the whitespace around it like around a paragraph.
  const span = body.ownerDocument.createElement(display ? 'div' : 'span');
  span.setAttribute('data-md-math', display ? 'display' : 'inline');
  span.setAttribute('data-tex', tex.trim());
  span.textContent = 'math';
  return span;
}

/** Pandoc's TeX for MathJax to typeset, not typeset yet: `<span class="math inline">\(x^2\)</span>`. */
const PANDOC_TEX = /^\s*\\[([]([\s\S]*)\\[)\]]\s*$/;

/**
 * Pandoc (Quarto, R Markdown, Bookdown) writes formulas as TeX between `\(…\)` or `\[…\]` in `span.math`, for
 * MathJax to typeset in the browser; read before that (the CLI, a script that has not run), they came out as TeX
 * with its backslashes escaped. They become `<math>` carrying the TeX, which both libraries keep and Markdown writes
 * as `$…$` or `$$…$$`. Spans MathJax or KaTeX has typeset hold elements and are read as such.
 */
export function pandocMathAsMathml(root: ParentNode): void {
  for (const span of all(root, 'span.math.inline, span.math.display')) {
    if (span.firstElementChild) continue;
    const tex = PANDOC_TEX.exec(span.textContent ?? '')?.[1]?.trim();
    if (!tex) continue;
    const doc = span.ownerDocument;
    const math = doc.createElementNS('http://www.w3.org/1998/Math/MathML', 'math');
    math.setAttribute('display', span.classList.contains('display') ? 'block' : 'inline');
    math.setAttribute('data-latex', tex);
    const semantics = math.appendChild(doc.createElementNS(math.namespaceURI, 'semantics'));
    const annotation = semantics.appendChild(doc.createElementNS(math.namespaceURI, 'annotation'));
    annotation.setAttribute('encoding', 'application/x-tex');
    annotation.textContent = tex;
    span.replaceWith(math);
  }
}
