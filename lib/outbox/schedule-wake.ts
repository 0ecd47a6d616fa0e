import { browser } from 'wxt/browser';
import { nextWakeAt } from './pick-next-due';
import { MIN_RETRY_DELAY_MS } from './retry-policy';
import type { OutboxEntry } from './types';

export const OUTBOX_ALARM = 'outbox-retry';

/** One alarm for the whole outbox, at the earliest planned attempt (alarms survive the worker being stopped). */
export async function scheduleWake(entries: readonly OutboxEntry[]): Promise<number | undefined> {
  const wake = nextWakeAt(entries);
  if (wake == null) {
    await browser.alarms.clear(OUTBOX_ALARM);
    return undefined;
  }
  // An alarm in the past would fire at once and loop; a due entry is being sent by the running pass anyway.
  const when = Math.max(wake, Date.now() + 1_000);
  await browser.alarms.create(OUTBOX_ALARM, { when });
  return when;
}

/**
 * Makes sure the worker is woken by `at` (a lease's end): if the browser stops the worker mid-send, nothing else
 * may wake it, and the clip it was sending must not wait for the next browser start.
 */
export async function wakeNoLaterThan(at: number): Promise<void> {
  const alarm = await browser.alarms.get(OUTBOX_ALARM);
  if (!alarm || alarm.scheduledTime > at) await browser.alarms.create(OUTBOX_ALARM, { when: at });
}

/** The alarm in 30 s, whatever was planned: the pass that should have planned it failed. */
export async function retryAfterBrokenPass(): Promise<void> {
  await browser.alarms.create(OUTBOX_ALARM, { when: Date.now() + MIN_RETRY_DELAY_MS });
}
