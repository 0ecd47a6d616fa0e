import type { HistoryEntry } from '@/lib/outbox';
import { NoteLinks } from './NoteLinks';

export function HistoryEntryRow({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="outbox-entry" data-testid="history-entry">
      <div className="outbox-entry__head">
        <span className="outbox-entry__title">{entry.source.title || entry.source.url}</span>
        <time dateTime={entry.deliveredAt}>{new Date(entry.deliveredAt).toLocaleString()}</time>
      </div>
      <NoteLinks notes={entry.notes} />
      {entry.maybeDuplicate && (
        <p className="outbox-entry__detail">
          An earlier attempt may also have reached the service: check for a duplicate note.
        </p>
      )}
    </li>
  );
}
