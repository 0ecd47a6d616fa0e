import type { HistoryEntry } from '@/lib/outbox';

interface ClipResultProps {
  history: HistoryEntry;
}

/** What the service made: the note(s) as links, the collections involved and its summary. */
export function ClipResult({ history }: ClipResultProps) {
  return (
    <section className="result" aria-label="Clipped">
      <h2>{history.notes.length > 1 ? `Clipped into ${history.notes.length} notes` : 'Clipped'}</h2>
      {history.notes.length > 0 ? (
        <ul className="notes">
          {history.notes.map((note) => (
            <li key={note.url}>
              <a href={note.url} target="_blank" rel="noreferrer">
                {note.title}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>The service created no new note from it.</p>
      )}
      {history.collections.length > 0 && (
        <p className="collections">Collections: {history.collections.map((c) => c.title).join(', ')}</p>
      )}
      {history.processingSummary && <p className="summary">{history.processingSummary}</p>}
      {history.maybeDuplicate && (
        <p className="hint">An earlier attempt may also have arrived: check for a duplicate note.</p>
      )}
    </section>
  );
}
