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

export function ServiceSection({ draft, errors, tokens, removing, onChange, onRemoveToken }: ServiceSectionProps) {
  return (
    <section className="card" aria-labelledby="service-heading">
      <h2 id="service-heading">Note service</h2>
      <ServiceUrlField
        value={draft.serviceUrl}
        error={errors.serviceUrl}
        onChange={(serviceUrl) => onChange({ serviceUrl })}
      />
      <TokenField
        name="v2"
        presence={tokens.v2}
        value={draft.v2Token}
        error={errors.v2Token}
        where="Capture and Create note use it; find it in the API section of your note service's settings."
        removing={removing}
        onChange={(v2Token) => onChange({ v2Token })}
        onRemove={() => onRemoveToken('v2')}
      />
      <TokenField
        name="v0"
        presence={tokens.v0}
        value={draft.v0Token}
        error={errors.v0Token}
        where="Only appending to a running note uses it; the service's API flow gives it."
        removing={removing}
        onChange={(v0Token) => onChange({ v0Token })}
        onRemove={() => onRemoveToken('v0')}
      />
      <p className="section-note">Tokens stay in this browser and are sent only to the service URL above.</p>
    </section>
  );
}
