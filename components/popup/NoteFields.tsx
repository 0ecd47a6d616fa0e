import { CollectionChips } from './CollectionChips';
import { MarkdownEditor } from './MarkdownEditor';
import { SwitchOrInstructions } from './SwitchOrInstructions';

export interface NoteDraft {
  /** undefined while the page's Markdown is still being prepared. */
  markdown?: string;
  collections: string[];
  /** A collection title typed but not yet turned into a chip. */
  collectionDraft: string;
  template: string;
  autoFormat: boolean | string;
  autoOrganize: boolean | string;
}

interface NoteFieldsProps {
  draft: NoteDraft;
  suggestions: string[];
  onChange(patch: Partial<NoteDraft>): void;
}

/** Create note: you decide the content, collections, template and what the service may do to it. */
export function NoteFields({ draft, suggestions, onChange }: NoteFieldsProps) {
  return (
    <div className="fields">
      {draft.markdown === undefined ? (
        <p className="loading" role="status">
          Preparing the note’s Markdown…
        </p>
      ) : (
        <MarkdownEditor value={draft.markdown} onChange={(markdown) => onChange({ markdown })} />
      )}
      <CollectionChips
        value={draft.collections}
        draft={draft.collectionDraft}
        suggestions={suggestions}
        onChange={(collections, collectionDraft) => onChange({ collections, collectionDraft })}
      />
      <label className="field">
        <span>Template</span>
        <input
          type="text"
          value={draft.template}
          placeholder="Template title or id (optional)"
          onChange={(event) => onChange({ template: event.target.value })}
        />
      </label>
      <SwitchOrInstructions
        label="Auto-format"
        value={draft.autoFormat}
        onChange={(autoFormat) => onChange({ autoFormat })}
      />
      <SwitchOrInstructions
        label="Auto-organize"
        value={draft.autoOrganize}
        onChange={(autoOrganize) => onChange({ autoOrganize })}
      />
    </div>
  );
}
