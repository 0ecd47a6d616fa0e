import type { TokenPresence } from '@/lib/settings';
import { Field } from './Field';

interface TokenFieldProps {
  name: 'v2' | 'v0';
  presence: TokenPresence;
  value: string;
  error?: string;
  where: string;
  removing: boolean;
  onChange(value: string): void;
  onRemove(): void;
}

/** The saved token never reaches this page: it shows whether one is set and its last characters. */
export function TokenField({ name, presence, value, error, where, removing, onChange, onRemove }: TokenFieldProps) {
  const id = `token-${name}`;
  return (
    <Field
      id={id}
      label={`API token (${name})`}
      error={error}
      hint={
        <>
          {presence.set ? (
            <span className="token-state">
              Saved <span className="token-hint">{presence.hint}</span>
              <button type="button" className="link-button" onClick={onRemove} disabled={removing}>
                Remove
              </button>
            </span>
          ) : (
            <span className="token-state">Not set.</span>
          )}{' '}
          {where}
        </>
      }
    >
      {(describedBy) => (
        <input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={presence.set ? 'Paste a new token to replace the saved one' : 'Paste your token'}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
