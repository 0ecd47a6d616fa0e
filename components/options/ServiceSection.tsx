import type { SettingsView } from '@/lib/settings';
import type { DraftErrors, OptionsDraft } from './options-draft';
import { ServiceUrlField } from './ServiceUrlField';
import { TokenField } from './TokenField';

interface ServiceSectionProps {
  draft: OptionsDraft;
  errors: DraftErrors;
  tokens: SettingsView['tokens'];
  removing: boolean;
  onChange(patch: Partial<OptionsDraft>): void;
  onRemoveToken(name: 'v2' | 'v0'): void;
}

const tokenFields = [
  { name: 'v2', where: "Capture and Create note use it; find it in the API section of your note service's settings." },
  { name: 'v0', where: "Only appending to a running note uses it; the service's API flow gives it." },
] as const;

export function ServiceSection({ draft, errors, tokens, removing, onChange, onRemoveToken }: ServiceSectionProps) {
  return (
    <section className="card" aria-labelledby="service-heading">
      <h2 id="service-heading">Note service</h2>
      <ServiceUrlField
        value={draft.serviceUrl}
        error={errors.serviceUrl}
        onChange={(serviceUrl) => onChange({ serviceUrl })}
      />
      {tokenFields.map(({ name, where }) => (
        <TokenField
          key={name}
          name={name}
          presence={tokens[name]}
          value={draft[`${name}Token`]}
          error={errors[`${name}Token`]}
          where={where}
          removing={removing}
          onChange={(token) => onChange({ [`${name}Token`]: token })}
          onRemove={() => onRemoveToken(name)}
        />
      ))}
      <p className="section-note">Tokens stay in this browser and are sent only to the service URL above.</p>
    </section>
  );
}
