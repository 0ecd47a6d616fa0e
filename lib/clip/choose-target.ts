import type { ClipTarget } from './clip-target';
import { targetFromSnapshot } from './clip-target';
import type { TabReading } from './read-tab';
import { selectionTargetFromText } from './selection-target';

export interface TargetWish {
  prefer: 'selection' | 'page';
  /** The selected words the context menu was given, used when the page itself yields no selection. */
  selectionText?: string;
}

/**
 * What a menu click or the shortcut clips: the selection when one is wanted and exists, else the page;
 * on a page that cannot be read, the menu's selected words or else the page's address and title. The menu's words
 * are what the user right-clicked: when the page's selection no longer holds them (it changed, or the page cleared
 * it, before the script read it), those words are clipped.
 */
export function chooseTarget(reading: TabReading, wish: TargetWish): ClipTarget {
  const text = wish.selectionText?.trim();
  if (reading.readable) {
    const target = targetFromSnapshot(reading.snapshot, wish.prefer);
    const live = target.kind === 'selection' ? (target.snapshot.selection?.text ?? '') : undefined;
    if (wish.prefer === 'selection' && text && (live === undefined || !sameWords(live, text))) {
      return selectionTargetFromText(text, { url: reading.snapshot.url, title: reading.snapshot.title });
    }
    return target;
  }
  if (wish.prefer === 'selection' && text) return selectionTargetFromText(text, reading);
  return { kind: 'address', url: reading.url, title: reading.title };
}

/** Letters and digits only: the menu's text and the page's differ in spacing, bullets and punctuation. */
const lettersOf = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();

/** Whether two readings of a selection hold the same words (compared on their first 80 letters). */
function sameWords(live: string, menu: string): boolean {
  const [a, b] = [lettersOf(live), lettersOf(menu)];
  return a.includes(b.slice(0, 80)) || b.includes(a.slice(0, 80));
}
