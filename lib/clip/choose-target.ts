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
 * on a page that cannot be read, the menu's selected words or else the page's address and title.
 */
export function chooseTarget(reading: TabReading, wish: TargetWish): ClipTarget {
  const text = wish.selectionText?.trim();
  if (reading.readable) {
    const target = targetFromSnapshot(reading.snapshot, wish.prefer);
    if (wish.prefer === 'selection' && target.kind === 'page' && text) {
      return selectionTargetFromText(text, { url: reading.snapshot.url, title: reading.snapshot.title });
    }
    return target;
  }
  if (wish.prefer === 'selection' && text) return selectionTargetFromText(text, reading);
  return { kind: 'address', url: reading.url, title: reading.title };
}
