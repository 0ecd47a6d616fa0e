import { browser } from 'wxt/browser';
import { outboxItem, tokensItem } from '../storage';
import { showOutboxBadge } from './badge';
import { deliverDue, deliveryInstanceId } from './deliver-due';
import { enqueueClip } from './enqueue-clip';
import { becomeDeliveryHost } from './kick-delivery';
import { notifyProblem } from './notify-problem';
import { onClipFailed } from './outbox-events';
import { isDue } from './pick-next-due';
import { resumeAfterTokenSaved } from './resume-after-token';
import { OUTBOX_ALARM } from './schedule-wake';
import { discardClip, editClip, retryNow } from './user-actions';

/**
 * Wires the outbox into the background. Call once, synchronously, at the top of the background's main():
 * a stopped worker is woken only by listeners registered in its first turn.
 */
export function registerOutbox(): void {
  becomeDeliveryHost();
  onClipFailed(notifyProblem);

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === OUTBOX_ALARM) run({});
  });
  // A browser start, an install, an update or a reinstall over kept storage: everything waiting goes now.
  // Nothing here writes defaults: storage items have fallbacks, so existing clips and settings stay as they are.
  browser.runtime.onStartup.addListener(() => run({ force: true }));
  browser.runtime.onInstalled.addListener(() => run({ force: true }));

  // Clips enqueued, retried or edited from the popup reach storage first; their arrival is the signal to send.
  outboxItem.watch((entries) => {
    void showOutboxBadge(entries);
    if (entries.some((entry) => isDue(entry, Date.now(), deliveryInstanceId))) run({});
  });
  tokensItem.watch(() => void resumeAfterTokenSaved().then(() => run({})));

  // This worker may have been woken mid-outbox (a stop cut a send short, an alarm was missed): catch up.
  // One read serves the badge and the decision; an empty outbox costs no delivery pass on every wake.
  void outboxItem.getValue().then((entries) => {
    void showOutboxBadge(entries);
    if (entries.length > 0) run({});
  });

  if (import.meta.env.CLIPPER_E2E) {
    // The E2E build only: lets fault tests enqueue and deliver in the worker without the popup.
    Object.assign(globalThis, { __clipper: { enqueueClip, deliverDue, retryNow, discardClip, editClip } });
  }
}

function run(options: { force?: boolean }): void {
  void deliverDue(options).catch((error) => console.error('outbox delivery failed', error));
}
