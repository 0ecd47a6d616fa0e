import type { PageSnapshot } from '../extract';
import type { ClipSource } from '../outbox';
import { canonicalSourceUrl, withoutTrackingParams } from './canonical-url';

/** What the user points at: the page, its selection, a link on it, or (unreadable page) just its address. */
export type ClipTarget =
  | { kind: 'page'; snapshot: PageSnapshot }
  | { kind: 'selection'; snapshot: PageSnapshot }
  | { kind: 'link'; url: string; text: string; page: ClipSource }
  | { kind: 'address'; url: string; title: string };

/** The selection when there is one with words in it, else the whole page. */
export function targetFromSnapshot(snapshot: PageSnapshot, prefer: 'selection' | 'page' = 'selection'): ClipTarget {
  const hasSelection = (snapshot.selection?.text.trim().length ?? 0) > 0;
  return { kind: prefer === 'selection' && hasSelection ? 'selection' : 'page', snapshot };
}

/** Title and canonical URL the clip is filed under (chip label and link, history, "clipped before"). */
export function clipSourceOf(target: ClipTarget): ClipSource {
  switch (target.kind) {
    case 'page':
    case 'selection': {
      const url = canonicalSourceUrl(target.snapshot.url, target.snapshot.canonicalUrl);
      return { title: target.snapshot.title.trim() || url, url };
    }
    case 'link': {
      const url = withoutTrackingParams(target.url);
      return { title: target.text.trim() || url, url };
    }
    case 'address': {
      const url = withoutTrackingParams(target.url);
      return { title: target.title.trim() || url, url };
    }
  }
}
