import { useState } from 'react';
import { ClipForm } from './ClipForm';
import { ClipProgress } from './ClipProgress';
import { useClipDefaults, useTabReading } from './hooks';
import { RestrictedNotice } from './RestrictedNotice';

/** Reads the tab and the defaults, then the form; after Send, the clip's progress and result. */
export function ClipView() {
  const reading = useTabReading('quick');
  const defaults = useClipDefaults();
  const [clipId, setClipId] = useState<string>();

  if (clipId) return <ClipProgress clipId={clipId} onAnother={() => setClipId(undefined)} />;
  if (reading.error || defaults.error) {
    return (
      <p className="field-error" role="alert">
        {(reading.error ?? defaults.error)?.message}
      </p>
    );
  }
  if (!reading.data || !defaults.data) {
    return (
      <p className="loading" role="status">
        Reading the page…
      </p>
    );
  }
  if (!reading.data.readable && !reading.data.url) {
    return <RestrictedNotice reason={reading.data.reason} canClipAddress={false} />;
  }
  return (
    <ClipForm
      reading={reading.data}
      settings={defaults.data.settings}
      initialAction={defaults.data.action}
      knownCollections={defaults.data.knownCollections}
      onSent={setClipId}
    />
  );
}
