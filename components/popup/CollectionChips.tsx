import { type KeyboardEvent, useId } from 'react';

interface CollectionChipsProps {
  value: string[];
  /** What is typed but not yet a chip; the form sends it too (Ctrl+Enter straight after typing). */
  draft: string;
  suggestions: string[];
  onChange(value: string[], draft: string): void;
}

/** Collections as removable chips; suggestions come from collections seen in earlier answers. */
export function CollectionChips({ value, draft, suggestions, onChange }: CollectionChipsProps) {
  const listId = useId();
  const add = (title: string) => {
    const trimmed = title.trim();
    const known = value.some((v) => v.toLowerCase() === trimmed.toLowerCase());
    onChange(trimmed && !known ? [...value, trimmed] : value, '');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1), draft);
    }
  };
  return (
    <div className="field">
      <span id={`${listId}-label`}>Collections</span>
      <div className="chips">
        {value.map((title) => (
          <span key={title} className="chip">
            {title}
            <button
              type="button"
              aria-label={`Remove ${title}`}
              onClick={() =>
                onChange(
                  value.filter((v) => v !== title),
                  draft,
                )
              }
            >
              ×
            </button>
          </span>
        ))}
        <input
          type="text"
          aria-labelledby={`${listId}-label`}
          list={listId}
          value={draft}
          placeholder={value.length ? '' : 'Add a collection, then Enter'}
          onChange={(event) => onChange(value, event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => add(draft)}
        />
        <datalist id={listId}>
          {suggestions
            .filter((s) => !value.includes(s))
            .map((s) => (
              <option key={s} value={s} />
            ))}
        </datalist>
      </div>
    </div>
  );
}
