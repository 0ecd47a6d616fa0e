import { browser } from 'wxt/browser';
import type { OutboxEntry } from './types';

/** The toolbar badge: how many clips wait; red when one needs the user (attention, or a token problem). */
export async function showOutboxBadge(entries: readonly OutboxEntry[]): Promise<void> {
  const needsUser = entries.some((e) => e.status === 'needs-attention' || e.heldReason === 'unauthorized');
  await browser.action.setBadgeText({ text: entries.length ? String(entries.length) : '' });
  await browser.action.setBadgeBackgroundColor({ color: needsUser ? '#c62828' : '#546e7a' });
  await browser.action.setTitle({
    title: entries.length ? `Capture Clipper — ${entries.length} clip(s) waiting to be sent` : 'Capture Clipper',
  });
}
