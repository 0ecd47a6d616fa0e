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
          <TokenState presence={presence} removing={removing} onRemove={onRemove} /> {where}
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

function TokenState({ presence, removing, onRemove }: Pick<TokenFieldProps, 'presence' | 'removing' | 'onRemove'>) {
  if (!presence.hint) return <span className="token-state">Not set.</span>;
  return (
    <span className="token-state">
      Saved <span className="token-hint">{presence.hint}</span>
      {presence.savedFor && (
        <strong className="token-elsewhere">
          {' '}
          for {presence.savedFor}, so it is not sent to this service: paste it again to use it here.
        </strong>
      )}
      <button type="button" className="link-button" onClick={onRemove} disabled={removing}>
        Remove
      </button>
    </span>
  );
}
