const HEADING = /^h([1-6])$/;
const MEDIA = new Set(['img', 'picture', 'video', 'audio', 'iframe', 'svg', 'math', 'canvas', 'object', 'embed']);

/** Section headings, not the linked titles of a list of teasers. */
function sectionHeading(el: Element): boolean {
  const text = el.textContent?.trim() ?? '';
  if (!text) return false;
  const linked = Array.from(el.querySelectorAll('a[href]'), (a) => a.textContent?.trim() ?? '').join('');
  return linked.length < text.length / 2;
}

/**
 * Whether at least `count` section headings are followed straight by the next section's heading, with nothing in
 * between: the sign that Readability's clean-up took whole sections' blocks (a digest's or newsletter's short,
 * link-heavy items) and left their headings. One empty section is common on its own (a heading over a widget that
 * did not render); several mean the content is missing parts of the article. Headings that are links (a teaser
 * list's titles) and a kicker over a headline (a lower rank followed by a higher one) are not sections.
 */
export function hasEmptiedSections(root: Element, count = 2): boolean {
  let open: number | undefined;
  let emptied = 0;
  const walk = (node: Node): void => {
    for (let child = node.firstChild; child && emptied < count; child = child.nextSibling) {
      if (child.nodeType === 3) {
        if (child.nodeValue?.trim()) open = undefined;
      } else if (child.nodeType === 1) {
        const el = child as Element;
        const level = HEADING.exec(el.localName)?.[1];
        if (!level) {
          if (MEDIA.has(el.localName)) open = undefined;
          else walk(el);
        } else if (sectionHeading(el)) {
          if (open === Number(level)) emptied++;
          open = Number(level);
        } else if (el.textContent?.trim()) open = undefined;
      }
    }
  };
  walk(root);
  return emptied >= count;
}
