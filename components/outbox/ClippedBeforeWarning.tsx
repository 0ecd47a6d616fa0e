import { useClipsOfUrl } from './hooks';
import { NoteLinks } from './NoteLinks';

/** Tells the user, before they clip, that this page already went to the service. */
export function ClippedBeforeWarning({ url }: { url: string | undefined }) {
  const { data: earlier } = useClipsOfUrl(url);
  const latest = earlier[0];
  if (!latest) return null;
  const when = new Date(latest.deliveredAt).toLocaleString();
  return (
    <div className="outbox-warning" role="status" data-testid="clipped-before">
      <p>
        You clipped this page before ({when}
        {earlier.length > 1 ? `, ${earlier.length} times in all` : ''}).
      </p>
      <NoteLinks notes={latest.notes} />
    </div>
  );
}
