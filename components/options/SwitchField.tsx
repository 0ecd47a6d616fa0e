import type { SwitchDraft, SwitchMode } from './options-draft';

interface SwitchFieldProps {
  id: string;
  legend: string;
  onLabel: string;
  value: SwitchDraft;
  error?: string;
  onChange(value: SwitchDraft): void;
}

const modes: { mode: SwitchMode; label: string }[] = [
  { mode: 'on', label: 'On' },
  { mode: 'off', label: 'Off' },
  { mode: 'custom', label: 'Custom instructions' },
];

/** On / Off / Custom instructions, as the service's auto_format and auto_organize take them. */
export function SwitchField({ id, legend, onLabel, value, error, onChange }: SwitchFieldProps) {
  return (
    <fieldset className="switch-field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="choices">
        {modes.map(({ mode, label }) => (
          <label key={mode} className="choice">
            <input
              type="radio"
              name={id}
              value={mode}
              checked={value.mode === mode}
              onChange={() => onChange({ ...value, mode })}
            />
            {label}
          </label>
        ))}
      </div>
      {value.mode === 'on' && <p className="hint">{onLabel}</p>}
      {value.mode === 'custom' && (
        <textarea
          id={`${id}-instructions`}
          aria-label={`${legend} instructions`}
          rows={2}
          value={value.instructions}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange({ ...value, instructions: event.target.value })}
        />
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
