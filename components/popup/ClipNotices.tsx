import { ClippedBeforeWarning } from '@/components/outbox';
import type { ClipSource } from '@/lib/outbox';

interface ClipNoticesProps {
  source: ClipSource;
}

/**
 * Slot for notices about the page before it is sent (the outbox's "clipped before" warning goes here).
 * Renders nothing when there is nothing to say.
 */
export function ClipNotices({ source }: ClipNoticesProps) {
  return <ClippedBeforeWarning url={source.url} />;
}
