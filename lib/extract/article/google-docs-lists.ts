/** Google Docs' class for a list at a nesting level: `lst-kix_<list id>-<level>`. */
const LEVEL_CLASS = /^lst-kix_([\w]+)-(\d+)$/;

function listLevel(el: Element): { id: string; level: number } | undefined {
  if (el.localName !== 'ul' && el.localName !== 'ol') return undefined;
  for (const word of Array.from(el.classList)) {
    const match = LEVEL_CLASS.exec(word);
    if (match?.[1] && match[2]) return { id: match[1], level: Number(match[2]) };
  }
  return undefined;
}

/**
 * Google Docs (published to the web, or downloaded as HTML) writes a nested list as flat lists side by side, one per
 * run of items at a level, the level in a class (`lst-kix_abc-1`) and drawn by indentation from its style sheet:
 * the clip flattened every sub-list into the list above it, and split the list wherever a sub-list stood. Each
 * deeper list goes into the last item of the list above it, and a list that goes on after its sub-list is joined
 * to where it left off. On a copy of the page.
 */
export function nestGoogleDocsLists(doc: Document): void {
  const parents = new Set(
    Array.from(doc.querySelectorAll('ul[class*="lst-kix_"], ol[class*="lst-kix_"]'), (list) => list.parentElement),
  );
  for (const parent of parents) {
    if (!parent) continue;
    // The open list at each level of the current run of lists.
    let open: Element[] = [];
    for (const child of Array.from(parent.children)) {
      const place = listLevel(child);
      if (!place) {
        open = [];
        continue;
      }
      const same = open[place.level];
      if (same && same.localName === child.localName && listLevel(same)?.id === place.id) {
        same.append(...Array.from(child.children));
        child.remove();
        open.length = place.level + 1;
        continue;
      }
      const above = open[Math.min(place.level, open.length) - 1];
      const item = above?.lastElementChild;
      if (place.level > 0 && item) item.appendChild(child);
      open[place.level] = child;
      open.length = place.level + 1;
    }
  }
}
