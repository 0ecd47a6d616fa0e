import type { ClipSource } from '@/lib/outbox';

interface ClipNoticesProps {
  source: ClipSource;
}

/**
 * Slot for notices about the page before it is sent (the outbox's "clipped before" warning goes here).
 * Renders nothing until such a notice exists.
 */
export function ClipNotices(_props: ClipNoticesProps) {
  return null;
}
