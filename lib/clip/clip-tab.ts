import type { ClipOrigin } from '../outbox';
import { loadSettings } from '../settings';
import { showBadge } from './badge';
import { chooseTarget, type TargetWish } from './choose-target';
import { clipSourceOf } from './clip-target';
import { defaultClip } from './default-clip';
import { deliverFromBackground } from './deliver-from-background';
import type { PreparedClip } from './prepared-clip';
import { readTab, type TabFacts } from './read-tab';
import { runningNoteEntry } from './running-note-entry';

export interface TabClipOptions extends TargetWish {
  origin: Exclude<ClipOrigin, 'popup'>;
  /** `running-note` appends to the v0 running note instead of the default action. */
  into?: 'default' | 'running-note';
}

/** A clip without the popup: read the tab, clip the selection or page with the user's defaults, hand it over. */
export async function clipTab(tab: TabFacts, options: TabClipOptions): Promise<void> {
  await showBadge(tab.id, 'sending');
  const [reading, settings] = await Promise.all([readTab(tab), loadSettings()]);
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
}
