import type { ClipAction } from '@/lib/settings';

interface DefaultActionFieldProps {
  value: ClipAction;
  onChange(value: ClipAction): void;
}

const actions: { action: ClipAction; label: string; explanation: string }[] = [
  { action: 'capture', label: 'Capture', explanation: 'The service reads the page and decides what notes to make.' },
  { action: 'create-note', label: 'Create note', explanation: 'One note with the page as Markdown, as you set below.' },
];

export function DefaultActionField({ value, onChange }: DefaultActionFieldProps) {
  return (
    <fieldset className="action-field">
      <legend>Default action</legend>
      {actions.map(({ action, label, explanation }) => (
        <label key={action} className="choice choice-block">
          <input
            type="radio"
            name="default-action"
            value={action}
            checked={value === action}
            onChange={() => onChange(action)}
          />
          <span>
            <strong>{label}</strong> <span className="hint-inline">{explanation}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
