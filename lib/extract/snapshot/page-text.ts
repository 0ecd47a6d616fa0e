const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'head',
  'iframe',
  'object',
  'canvas',
  'nav',
  'footer',
]);
const BLOCK =
  /^(p|div|section|article|main|aside|header|li|ul|ol|dl|dt|dd|h[1-6]|tr|table|blockquote|pre|figure|figcaption|br|hr|form|fieldset|details|summary)$/;

/**
 * The page's text as simple paragraphs, for pages too big (or too hostile) for main-content extraction.
 * Iterative (no recursion limit on deep pages), stops at `maxChars`, reads the DOM only.
 */
export function pageTextParagraphs(root: Node, maxChars: number): { paragraphs: string[]; cut: boolean } {
  const paragraphs: string[] = [];
  let current = '';
  let total = 0;
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) {
      paragraphs.push(text);
      total += text.length;
    }
    current = '';
  };
  const stack: Array<Node | 'end-block'> = [root];
  while (stack.length && total < maxChars) {
    const item = stack.pop();
    if (item === 'end-block') {
      flush();
      continue;
    }
    if (!item) continue;
    if (item.nodeType === 3) {
      current += item.nodeValue ?? '';
      if (total + current.length >= maxChars) {
        current = current.slice(0, maxChars - total);
        break;
      }
      continue;
    }
    if (item.nodeType !== 1 && item.nodeType !== 9 && item.nodeType !== 11) continue;
    const tag = item.nodeName.toLowerCase();
    if (SKIP.has(tag)) continue;
    const block = BLOCK.test(tag);
    if (block) {
      flush();
      stack.push('end-block');
    }
    const children = item.childNodes;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push(child);
    }
  }
  flush();
  return { paragraphs, cut: total >= maxChars || stack.length > 0 };
}

export function paragraphsToHtml(paragraphs: string[]): string {
  let html = '';
  for (let i = 0; i < paragraphs.length; i++) html += `${i ? '\n' : ''}<p>${escapeHtml(paragraphs[i] ?? '')}</p>`;
  return html;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
