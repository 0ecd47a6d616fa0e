import { browser } from 'wxt/browser';
import type { HistoryEntry } from '../outbox';

/** Notification ids carry the note's URL, so a click still knows where to go after the worker restarted. */
const PREFIX = 'clip-note|';

export async function notifyClipped(history: HistoryEntry): Promise<void> {
  const first = history.notes[0];
  const titles = history.notes.map((n) => `“${n.title}”`).join(', ');
  const message = history.notes.length
    ? `${history.notes.length > 1 ? `${history.notes.length} notes` : 'Note'} ${titles} from “${history.source.title}”.`
    : `“${history.source.title}” was sent; the service created no new note.`;
  await browser.notifications.create(`${PREFIX}${history.clipId}|${first?.url ?? ''}`, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: 'Clipped',
    message,
    // Firefox has no notification buttons (it rejects the option); a click on the notification works everywhere.
    ...(first && import.meta.env.BROWSER !== 'firefox' ? { buttons: [{ title: 'Open note' }] } : {}),
  });
}

export async function notifyMessage(title: string, message: string): Promise<void> {
  await browser.notifications.create(`clip-message|${Date.now()}`, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title,
    message,
    priority: 1,
  });
}

/** Clicking a "Clipped" notification, or its button, opens the note. */
export function listenToClipNotifications(): void {
  const open = (notificationId: string) => {
    if (!notificationId.startsWith(PREFIX)) return;
    const url = notificationId.slice(PREFIX.length).split('|').slice(1).join('|');
    if (/^https?:/.test(url)) void browser.tabs.create({ url });
    void browser.notifications.clear(notificationId);
  };
  browser.notifications.onClicked.addListener(open);
  browser.notifications.onButtonClicked.addListener((id) => open(id));
}
