import { HistoryEntryRow } from './HistoryEntryRow';
import { useHistory } from './hooks';

/** Recently delivered clips, newest first, with links to the notes they became. */
export function HistoryView() {
  const { data: history = [], isPending } = useHistory();
  if (isPending) return null;
  return (
    <section className="outbox" aria-label="History">
      <h2>History</h2>
      {history.length === 0 ? (
        <p className="outbox__empty">No clips delivered yet.</p>
      ) : (
        <ul className="outbox__list">
          {history.map((entry) => (
            <HistoryEntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
