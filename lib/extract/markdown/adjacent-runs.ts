import { all } from './dom';

/**
 * Two runs of the same markup that touch are one run to a reader, but not in Markdown: `<b>bold</b><b>again</b>`
 * gave `**bold****again**`, which renders its inner asterisks as text, `<em>it</em><em>alic</em>` gave
 * `*it**alic*`, and `<code>a</code><code>b</code>` gave `` `a``b` ``, one code span holding two backticks.
 * Each such pair becomes one element, the second's children moved into the first. A run without text (a line
 * break in bold) is left alone: Markdown drops it, and merged it would end the run on a hard break.
 */
const KINDS: Readonly<Record<string, string>> = {
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  code: 'code',
  s: 'strike',
  del: 'strike',
  strike: 'strike',
};
const RUNS = Object.keys(KINDS).join(', ');

const kindOf = (node: Node | null): string | undefined => (node ? KINDS[node.nodeName.toLowerCase()] : undefined);
const hasText = (node: Node) => !!node.textContent?.trim();

export function mergeAdjacentRuns(body: HTMLElement): void {
  for (const run of all(body, RUNS)) {
    if (!run.parentNode || run.closest('pre') || !hasText(run)) continue;
    const kind = kindOf(run);
    for (let next = run.nextSibling; next && kindOf(next) === kind && hasText(next); next = run.nextSibling) {
      while (next.firstChild) run.appendChild(next.firstChild);
      next.parentNode?.removeChild(next);
    }
  }
}
