import { formatClipTime, type OutboxEntry } from '@/lib/outbox';

export interface EntryDescription {
  /** A short state: "Waiting", "Sending…", "Held", "Needs attention". */
  label: string;
  /** What happens next, or what went wrong and what to do. */
  detail: string;
  tone: 'neutral' | 'warn' | 'bad';
}

/** What the outbox view says about one waiting clip. */
export function describeEntry(entry: OutboxEntry, now: number, formatTime = formatClipTime): EntryDescription {
  const reason = entry.lastError?.message;
  switch (entry.status) {
    case 'sending':
      return { label: 'Sending…', detail: 'Being sent to the note service now.', tone: 'neutral' };
    case 'needs-attention':
      return {
        label: 'Needs attention',
        detail: `${reason ?? 'The service refused this clip.'} Edit and resend it, or discard it.`,
        tone: 'bad',
      };
    case 'held':
      if (entry.heldReason === 'rate-limited') {
        return {
          label: 'Held: daily limit',
          detail: `The daily limit is reached. It will be sent at ${formatTime(entry.nextAttemptAt)}.`,
          tone: 'warn',
        };
      }
      return {
        label: 'Held: token',
        detail: `${reason ?? 'No API token is set.'} It will be sent as soon as you save a token in the options.`,
        tone: 'bad',
      };
    default: {
      const when =
        entry.nextAttemptAt == null || entry.nextAttemptAt <= now ? 'now' : `at ${formatTime(entry.nextAttemptAt)}`;
      return {
        label: 'Waiting',
        detail: reason ? `${reason} Next try ${when}.` : `Will be sent ${when}.`,
        tone: reason ? 'warn' : 'neutral',
      };
    }
  }
}

/** Only web links are rendered as links: a note URL from the service is data, not something to run. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
