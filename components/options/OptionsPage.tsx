import { useSettings } from './hooks';
import { OptionsForm } from './OptionsForm';

export function OptionsPage() {
  const { data: view, error } = useSettings();
  return (
    <main className="options">
      <h1>Capture Clipper options</h1>
      {error && <p className="field-error">Could not load the settings: {error.message}</p>}
      {!view && !error && <p className="hint-inline">Loading…</p>}
      {view && <OptionsForm view={view} />}
    </main>
  );
}
