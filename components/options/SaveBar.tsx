interface SaveBarProps {
  saving: boolean;
  unsaved: boolean;
  savedAt?: Date;
  error?: string;
}

/** The Save button and what became of the last save. */
export function SaveBar({ saving, unsaved, savedAt, error }: SaveBarProps) {
  return (
    <div className="save-bar">
      <button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      <div role="status" aria-live="polite" className="save-status">
        {error ? (
          <span className="field-error">{error}</span>
        ) : unsaved ? (
          <span className="hint-inline">Unsaved changes</span>
        ) : savedAt ? (
          <span className="saved">Saved at {savedAt.toLocaleTimeString()}.</span>
        ) : null}
      </div>
    </div>
  );
}
