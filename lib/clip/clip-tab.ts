import type { ClipOrigin } from '../outbox';
import { type ClipAction, loadSettings } from '../settings';
import { showBadge } from './badge';
import { chooseTarget, type TargetWish } from './choose-target';
import { notifyMessage } from './clip-notifications';
import { clipSourceOf } from './clip-target';
import { defaultClip } from './default-clip';
import { deliverFromBackground } from './deliver-from-background';
import type { PreparedClip } from './prepared-clip';
import { readTab, type TabFacts } from './read-tab';
import { runningNoteEntry } from './running-note-entry';
import type { SnapshotDepth } from './snapshot-tab';

export interface TabClipOptions extends TargetWish {
  origin: Exclude<ClipOrigin, 'popup'>;
  /** `running-note` appends to the v0 running note instead of the default action. */
  into?: 'default' | 'running-note';
}

/** A clip without the popup: read the tab, clip the selection or page with the user's defaults, hand it over. */
export async function clipTab(tab: TabFacts, options: TabClipOptions): Promise<void> {
  // The badge is feedback, not a step: it must not delay the clip.
  void showBadge(tab.id, 'sending');
  const settings = await loadSettings();
  const reading = await readTab(tab, readingNeeded(settings.defaultAction, options));
  const target = chooseTarget(reading, options);
  const now = new Date();
  const clip: PreparedClip =
    options.into === 'running-note'
      ? {
          source: clipSourceOf(target),
          request: { op: 'append-running-note', content: runningNoteEntry(target, now) },
        }
      : defaultClip(target, settings.defaultAction, settings, now);
  await deliverFromBackground(clip, options.origin, tab.id);
  if (!reading.readable) {
    // No popup to show it in: say why less than the page was clipped.
    const what = target.kind === 'address' ? 'its address and title' : 'the selected words';
    await notifyMessage('Page not readable', `${reading.reason} Clipped ${what} instead.`);
  }
}

/**
 * One reading per clip, the least that serves it: the running note takes the selection (quick snapshot), Create Note
 * the Markdown (full), Capture the extracted article (its snapshot also holds the selection, if that is clipped) —
 * unless the menu was opened on a selection, which the quick snapshot holds without extracting the page.
 */
function readingNeeded(action: ClipAction, options: TabClipOptions): SnapshotDepth {
  if (options.into === 'running-note') return 'quick';
  if (action === 'create-note') return 'full';
  return options.prefer === 'selection' && options.selectionText?.trim() ? 'quick' : 'article';
}
