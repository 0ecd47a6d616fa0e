interface SwitchOrInstructionsProps {
  label: string;
  value: boolean | string;
  onChange(value: boolean | string): void;
}

/** On/off, or (when on) custom instructions: the service's auto_format and auto_organize take either. */
export function SwitchOrInstructions({ label, value, onChange }: SwitchOrInstructionsProps) {
  const on = value !== false;
  return (
    <div className="switch-row">
      <label className="check">
        <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
      {on && (
        <input
          type="text"
          aria-label={`${label}: custom instructions`}
          placeholder="custom instructions (optional)"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? true : event.target.value)}
        />
      )}
    </div>
  );
}
