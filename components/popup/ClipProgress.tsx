import { describeProblem } from '@/lib/clip';
import { ClipProblem } from './ClipProblem';
import { ClipResult } from './ClipResult';
import { useClipOutcome } from './hooks';

interface ClipProgressProps {
  clipId: string;
  onAnother(): void;
}

const formatTime = (epochMs: number) =>
  new Date(epochMs).toLocaleString(undefined, { hour: '2-digit', minute: '2-digit', month: 'short', day: 'numeric' });

/** After "Send": progress, then the result or the problem. Closing the popup does not stop the clip. */
export function ClipProgress({ clipId, onAnother }: ClipProgressProps) {
  const outcome = useClipOutcome(clipId).data;
  return (
    <div className="progress" aria-live="polite">
      {(!outcome || outcome.state === 'sending') && (
        <p className="sending" role="status">
          Sending… you can close this popup; the clip is saved and goes out on its own.
        </p>
      )}
      {outcome?.state === 'delivered' && <ClipResult history={outcome.history} />}
      {outcome?.state === 'problem' && (
        <ClipProblem problem={describeProblem(outcome.entry, outcome.error, formatTime)} />
      )}
      {outcome?.state === 'gone' && <p role="status">The clip was discarded from the outbox.</p>}
      <button type="button" className="secondary" onClick={onAnother}>
        Back
      </button>
    </div>
  );
}
