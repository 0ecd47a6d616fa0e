interface RestrictedNoticeProps {
  reason: string;
}

/** Why the page cannot be read; its address and title can still be clipped. */
export function RestrictedNotice({ reason }: RestrictedNoticeProps) {
  return (
    <div className="notice" role="status">
      <p>{reason}</p>
      <p>You can still clip this page’s address and title.</p>
    </div>
  );
}
