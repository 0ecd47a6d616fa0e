interface TruncatedNoticeProps {
  /** Why the page snapshot stopped short, in words (from the snapshot's `truncatedReason`). */
  reason?: string;
}

/** A huge page is clipped in part, or less cleaned, rather than refused: say so before the user sends it. */
export function TruncatedNotice({ reason }: TruncatedNoticeProps) {
  return (
    <div className="notice" role="status">
      <p>
        This page is very large, so the note is not the usual clean article{reason ? `: ${reason}` : ''}. Select the
        part you want and clip the selection to get it whole.
      </p>
    </div>
  );
}
