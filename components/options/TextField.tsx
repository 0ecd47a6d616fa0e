import type { ReactNode } from 'react';
import { Field } from './Field';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  hint?: ReactNode;
  error?: string;
  placeholder?: string;
  /** A two-line text area instead of a one-line input. */
  multiline?: boolean;
  onChange(value: string): void;
}

export function TextField({ id, label, value, hint, error, placeholder, multiline, onChange }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => {
        const shared = {
          id,
          value,
          placeholder,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
        };
        return multiline ? (
          <textarea {...shared} rows={2} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...shared} type="text" onChange={(event) => onChange(event.target.value)} />
        );
      }}
    </Field>
  );
}
