interface RestrictedNoticeProps {
  reason: string;
  /** False when not even the address is known: then there is nothing to clip. */
  canClipAddress: boolean;
}

/** Why the page cannot be read, and whether its address and title can still be clipped. */
export function RestrictedNotice({ reason, canClipAddress }: RestrictedNoticeProps) {
  return (
    <div className="notice" role="status" aria-label="This page cannot be read">
      <p>{reason}</p>
      {canClipAddress && <p>You can still clip this page’s address and title.</p>}
    </div>
  );
}
