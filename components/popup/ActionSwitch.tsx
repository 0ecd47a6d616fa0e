import type { ClipAction } from '@/lib/settings';

const actions: { action: ClipAction; label: string; hint: string }[] = [
  { action: 'capture', label: 'Capture', hint: 'The service decides what to make of it' },
  { action: 'create-note', label: 'Create note', hint: 'You decide: edit the note, pick collections' },
];

interface ActionSwitchProps {
  value: ClipAction;
  onChange(action: ClipAction): void;
}

/** Capture (the service decides) or Create note (you decide), as a segmented control. */
export function ActionSwitch({ value, onChange }: ActionSwitchProps) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Action</legend>
      {actions.map(({ action, label, hint }) => (
        <label key={action} title={hint} className={value === action ? 'selected' : undefined}>
          <input
            type="radio"
            name="action"
            value={action}
            checked={value === action}
            onChange={() => onChange(action)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
