import { openShortcutSettings, useShortcuts } from './hooks';

/** The keyboard shortcuts as the browser has them now; the browser's own page changes them. */
export function ShortcutsSection() {
  const { data: commands, error } = useShortcuts();
  return (
    <section className="card" aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading">Keyboard shortcuts</h2>
      {error && <p className="field-error">Could not read the shortcuts: {error.message}</p>}
      {commands && (
        <dl className="shortcuts">
          {commands.map((command) => (
            <div key={command.name} className="shortcut">
              <dt>{labelOf(command)}</dt>
              <dd>{command.shortcut ? <kbd>{command.shortcut}</kbd> : <span className="hint-inline">Not set</span>}</dd>
            </div>
          ))}
        </dl>
      )}
      <button type="button" className="secondary" onClick={openShortcutSettings}>
        Change shortcuts
      </button>
    </section>
  );
}

/** Chrome reports no description for the built-in "open the popup" command. */
function labelOf(command: { name?: string; description?: string }): string {
  if (command.name === '_execute_action' || command.name === '_execute_browser_action') return 'Open the popup';
  return command.description || command.name || '';
}
