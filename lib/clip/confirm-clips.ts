import { onClipDelivered, onClipFailed } from '../outbox';
import { showBadge } from './badge';
import { notifyClipped, notifyMessage } from './clip-notifications';
import { tabOfClipId } from './deliver-from-background';
import { rememberCollections } from './known-collections';

/**
 * Menu and shortcut clips have no popup to show their result: they confirm with a notification that
 * opens the note, and a badge on the tab. Every delivery also teaches the popup new collection titles.
 */
export function confirmClips(): void {
  onClipDelivered((entry, history) => {
    void rememberCollections(history.collections.map((c) => c.title));
    if (entry.origin === 'popup') return;
    void showBadge(tabOfClipId(entry.id), 'done');
    void notifyClipped(history);
  });

  onClipFailed((entry, _error, { tellUser, message }) => {
    if (entry.origin === 'popup') return;
    void showBadge(tabOfClipId(entry.id), 'failed');
    // The outbox itself announces failures that are news (tellUser); the rest are told once per clip here.
    if (!tellUser && entry.attempts <= 1) void notifyMessage('Clip saved, not sent yet', message);
  });
}
