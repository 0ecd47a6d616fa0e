import { browser } from 'wxt/browser';

const looks = {
  sending: { text: '…', color: '#6b7280' },
  done: { text: '✓', color: '#15803d' },
  failed: { text: '!', color: '#b91c1c' },
} as const;

export type BadgeState = keyof typeof looks;

/** How long a "done" tick stays; failures stay until the tab navigates (the browser clears per-tab badges). */
const DONE_VISIBLE_MS = 4000;

/** A per-tab badge, so that it speaks about the page the user clipped and leaves the global badge to the outbox. */
export async function showBadge(tabId: number | undefined, state: BadgeState): Promise<void> {
  if (tabId == null || tabId < 0) return;
  const { text, color } = looks[state];
  try {
    await browser.action.setBadgeBackgroundColor({ tabId, color });
    await browser.action.setBadgeText({ tabId, text });
    if (state === 'done') setTimeout(() => void clearBadge(tabId, text), DONE_VISIBLE_MS);
  } catch {
    // The tab was closed meanwhile: nothing to show it on.
  }
}

async function clearBadge(tabId: number, expected: string): Promise<void> {
  try {
    if ((await browser.action.getBadgeText({ tabId })) === expected)
      await browser.action.setBadgeText({ tabId, text: '' });
  } catch {
    // The tab is gone.
  }
}
