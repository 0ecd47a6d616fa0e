import { all } from './dom';

/**
 * A line break at the edge of bold, italic, struck-out or linked text belongs outside it. Editors leave them inside
 * (`<b>Isolation<br></b> Tasks…`), and Markdown cannot close a run at the start of a line: the clip read
 * "**Isolation\" and, on the next line, "**Tasks…", its asterisks shown as text.
 */
const RUNS = 'b, strong, i, em, s, del, strike, a, u, mark';
const TEXT = 3;

const isBreak = (node: Node | null): node is Element => node?.nodeName.toLowerCase() === 'br';
const isBlank = (node: Node | null) => node?.nodeType === TEXT && !node.nodeValue?.trim();

/** The first or last child that is not blank text. */
function edgeChild(run: Element, edge: 'first' | 'last'): Node | null {
  let child = edge === 'first' ? run.firstChild : run.lastChild;
  while (isBlank(child)) child = (edge === 'first' ? child?.nextSibling : child?.previousSibling) ?? null;
  return child;
}

export function moveEdgeBreaksOut(body: HTMLElement): void {
  // Innermost runs first, so that a break leaves every run it ends.
  for (const run of all(body, RUNS).reverse()) {
    if (!isBreak(edgeChild(run, 'last')) && !isBreak(edgeChild(run, 'first'))) continue;
    if (run.closest('pre')) continue;
    for (let last = edgeChild(run, 'last'); isBreak(last); last = edgeChild(run, 'last')) run.after(last);
    for (let first = edgeChild(run, 'first'); isBreak(first); first = edgeChild(run, 'first')) run.before(first);
  }
}
