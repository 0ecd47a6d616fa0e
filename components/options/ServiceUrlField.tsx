import { DEFAULT_SERVICE_URL } from '@/lib/settings';
import { Field } from './Field';

interface ServiceUrlFieldProps {
  value: string;
  error?: string;
  onChange(value: string): void;
}

export function ServiceUrlField({ value, error, onChange }: ServiceUrlFieldProps) {
  return (
    <Field
      id="service-url"
      label="Service URL"
      error={error}
      hint={
        <>
          Where your note service lives, starting with https://. Plain http:// works only on this computer (the
          reference service runs at <code>{DEFAULT_SERVICE_URL}</code>).
        </>
      }
    >
      {(describedBy) => (
        <input
          id="service-url"
          type="url"
          inputMode="url"
          spellCheck={false}
          autoComplete="url"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
