import { DefaultActionField } from './DefaultActionField';
import type { DraftErrors, OptionsDraft } from './options-draft';
import { SwitchField } from './SwitchField';
import { TextField } from './TextField';

interface DefaultsSectionProps {
  draft: OptionsDraft;
  errors: DraftErrors;
  onChange(patch: Partial<OptionsDraft>): void;
}

/** What the popup starts with, and what the context menu and shortcut use as they are. */
export function DefaultsSection({ draft, errors, onChange }: DefaultsSectionProps) {
  return (
    <section className="card" aria-labelledby="defaults-heading">
      <h2 id="defaults-heading">Clip defaults</h2>
      <p className="section-note">
        The popup starts with these; the context menu and the shortcut use them as they are.
      </p>
      <DefaultActionField value={draft.defaultAction} onChange={(defaultAction) => onChange({ defaultAction })} />

      <h3>Capture</h3>
      <TextField
        id="default-instructions"
        label="Default instructions"
        multiline
        hint="Tells the service how to handle what you clip."
        placeholder="e.g. Summarize the key points and keep the quotes"
        value={draft.defaultInstructions}
        onChange={(defaultInstructions) => onChange({ defaultInstructions })}
      />

      <h3>Create note</h3>
      <TextField
        id="default-collections"
        label="Default collections"
        error={errors.defaultCollections}
        hint="Collection titles or ids, separated by commas. A title the service does not know creates a collection."
        placeholder="e.g. Reading, Research"
        value={draft.defaultCollections}
        onChange={(defaultCollections) => onChange({ defaultCollections })}
      />
      <TextField
        id="default-template"
        label="Default template"
        hint="A template title or id; leave empty for none."
        value={draft.defaultTemplate}
        onChange={(defaultTemplate) => onChange({ defaultTemplate })}
      />
      <div className="switches">
        <SwitchField
          id="auto-format"
          legend="Auto-format"
          onLabel="The service tidies the Markdown."
          value={draft.autoFormat}
          error={errors.autoFormat}
          onChange={(autoFormat) => onChange({ autoFormat })}
        />
        <SwitchField
          id="auto-organize"
          legend="Auto-organize"
          onLabel="The service files the note into relevant collections."
          value={draft.autoOrganize}
          error={errors.autoOrganize}
          onChange={(autoOrganize) => onChange({ autoOrganize })}
        />
      </div>
    </section>
  );
}
