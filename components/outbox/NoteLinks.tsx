import type { DeliveredNote } from '@/lib/outbox';
import { safeHref } from './describe-entry';

export function NoteLinks({ notes }: { notes: DeliveredNote[] }) {
  if (notes.length === 0) return <p className="outbox-entry__detail">Delivered (the service created no new note).</p>;
  return (
    <ul className="outbox-notes">
      {notes.map((note) => {
        const href = safeHref(note.url);
        return (
          <li key={note.url}>
            {href ? (
              <a href={href} target="_blank" rel="noreferrer">
                {note.title || href}
              </a>
            ) : (
              note.title
            )}
          </li>
        );
      })}
    </ul>
  );
}
