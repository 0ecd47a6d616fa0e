import { useState } from 'react';
import type { OutboxEntry } from '@/lib/outbox';
import { describeEntry } from './describe-entry';
import { EditClipForm } from './EditClipForm';
import { useOutboxActions } from './hooks';

export function OutboxEntryRow({ entry, now }: { entry: OutboxEntry; now: number }) {
  const [editing, setEditing] = useState(false);
  const { retry, discard } = useOutboxActions();
  const { label, detail, tone } = describeEntry(entry, now);
  const sending = entry.status === 'sending';

  return (
    <li className="outbox-entry" data-status={entry.status} data-testid="outbox-entry">
      <div className="outbox-entry__head">
        <span className="outbox-entry__title">{entry.source.title || entry.source.url}</span>
        <span className={`outbox-tag outbox-tag--${tone}`}>{label}</span>
      </div>
      <p className="outbox-entry__detail">{detail}</p>
      {entry.cut && <p className="outbox-entry__detail">The page was too large: its end was cut to fit.</p>}
      {entry.maybeDelivered && (
        <p className="outbox-entry__detail">
          An earlier attempt may have reached the service: sending again may create a duplicate.
        </p>
      )}
      {editing ? (
        <EditClipForm entry={entry} onDone={() => setEditing(false)} />
      ) : (
        <div className="outbox-entry__actions">
          <button type="button" disabled={sending} onClick={() => retry.mutate(entry.id)}>
            Retry now
          </button>
          <button type="button" disabled={sending} onClick={() => setEditing(true)}>
            Edit
          </button>
          <button type="button" disabled={sending} onClick={() => discard.mutate(entry.id)}>
            Discard
          </button>
        </div>
      )}
    </li>
  );
}
