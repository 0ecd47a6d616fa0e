import type { SerializedApiError } from '../api';
import { outboxNoticesItem } from '../storage';
import type { NextStep } from './retry-policy';
import type { OutboxEntry } from './types';

export interface ProblemNotice {
  tellUser: boolean;
  message: string;
}

/**
 * What to tell the user about a failed attempt, and whether it is news: an outage, the daily limit and a token
 * problem are told once (not once per clip); a clip that needs attention is always told.
 */
export async function problemNotice(
  entry: OutboxEntry,
  error: SerializedApiError,
  step: NextStep,
  now: number,
): Promise<ProblemNotice> {
  const notices = await outboxNoticesItem.getValue();
  const message = problemMessage(entry, error, step);
  if (step.status === 'needs-attention') return { tellUser: true, message };
  if (step.heldReason === 'rate-limited') {
    if ((notices.rateLimitedUntil ?? 0) > now) return { tellUser: false, message };
    await outboxNoticesItem.setValue({ ...notices, rateLimitedUntil: step.nextAttemptAt });
    return { tellUser: true, message };
  }
  const flag = step.heldReason === 'unauthorized' ? 'unauthorized' : 'serviceDown';
  if (notices[flag]) return { tellUser: false, message };
  await outboxNoticesItem.setValue({ ...notices, [flag]: true });
  return { tellUser: true, message };
}

/** A clip went through: the next outage or token problem is news again. */
export async function clearProblemNotices(): Promise<void> {
  const notices = await outboxNoticesItem.getValue();
  if (notices.serviceDown || notices.unauthorized) {
    await outboxNoticesItem.setValue({ rateLimitedUntil: notices.rateLimitedUntil });
  }
}

export function problemMessage(entry: OutboxEntry, error: SerializedApiError, step: NextStep): string {
  if (step.status === 'needs-attention') {
    return `“${entry.source.title || entry.source.url}” could not be sent: ${error.message} Open Capture Clipper to edit and resend it, or discard it.`;
  }
  if (step.heldReason === 'rate-limited') {
    return `The note service's daily limit is reached. Your clips are kept and will be sent at ${formatClipTime(step.nextAttemptAt)}.`;
  }
  if (step.heldReason === 'unauthorized') {
    return `${error.message} Your clips are kept and will be sent as soon as you save a token in the options.`;
  }
  return `Could not deliver your clip: ${error.message} It is saved and will be sent automatically (next try at ${formatClipTime(step.nextAttemptAt)}).`;
}

/** A planned time as the user reads it: the time today, the date too on another day. */
export function formatClipTime(epochMs: number | undefined): string {
  if (epochMs == null) return 'a later time';
  const date = new Date(epochMs);
  const sameDay = date.toDateString() === new Date().toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
