import { useOutbox, useOutboxActions } from './hooks';
import { OutboxEntryRow } from './OutboxEntryRow';

/** Clips not delivered yet: when they will go, or what the user has to do. */
export function OutboxView() {
  const { data: entries = [], isPending } = useOutbox();
  const { retry } = useOutboxActions();
  const now = Date.now();

  if (isPending) return null;
  return (
    <section className="outbox" aria-label="Outbox">
      <div className="outbox__head">
        <h2>Outbox</h2>
        {entries.length > 0 && (
          <button type="button" onClick={() => retry.mutate(undefined)}>
            Retry all now
          </button>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="outbox__empty">Nothing waiting: every clip reached the service.</p>
      ) : (
        <ul className="outbox__list">
          {entries.map((entry) => (
            <OutboxEntryRow key={entry.id} entry={entry} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
