import { type FormEvent, useId, useState } from 'react';
import { mainText, type OutboxEntry, withMainText } from '@/lib/outbox';
import { useOutboxActions } from './hooks';

/** Edit the clipped content of a clip that failed, then resend it. */
export function EditClipForm({ entry, onDone }: { entry: OutboxEntry; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState(() => mainText(entry.request));
  const { edit } = useOutboxActions();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({ id: entry.id, request: withMainText(entry.request, text) }, { onSuccess: onDone });
  };

  return (
    <form className="outbox-edit" onSubmit={submit}>
      <label htmlFor={id}>Clip content</label>
      <textarea id={id} rows={6} value={text} onChange={(event) => setText(event.target.value)} />
      {edit.error && (
        <p role="alert" className="outbox-entry__detail">
          {edit.error.message}
        </p>
      )}
      <div className="outbox-entry__actions">
        <button type="submit" disabled={edit.isPending}>
          Save and resend
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
