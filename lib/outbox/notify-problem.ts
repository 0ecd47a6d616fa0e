import { browser } from 'wxt/browser';
import type { ClipFailedListener } from './outbox-events';

/** Shows a system notification for a failure that is news to the user (see problemNotice). */
export const notifyProblem: ClipFailedListener = (entry, _error, { step, tellUser, message }) => {
  if (!tellUser) return;
  // One notification per kind of problem replaces the previous one of that kind instead of piling up.
  const id =
    step.status === 'needs-attention' ? `outbox-attention-${entry.id}` : `outbox-${step.heldReason ?? 'retry'}`;
  void browser.notifications
    .create(id, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: step.status === 'needs-attention' ? 'A clip needs your attention' : 'Clip saved, not sent yet',
      message,
    })
    .catch((error) => console.warn('notification failed', error));
};
