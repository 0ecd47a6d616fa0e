import { type KeyboardEvent, useId, useState } from 'react';

interface CollectionChipsProps {
  value: string[];
  suggestions: string[];
  onChange(value: string[]): void;
}

/** Collections as removable chips; suggestions come from collections seen in earlier answers. */
export function CollectionChips({ value, suggestions, onChange }: CollectionChipsProps) {
  const [draft, setDraft] = useState('');
  const listId = useId();
  const add = (title: string) => {
    const trimmed = title.trim();
    if (trimmed && !value.some((v) => v.toLowerCase() === trimmed.toLowerCase())) onChange([...value, trimmed]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1));
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
              onClick={() => onChange(value.filter((v) => v !== title))}
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
          onChange={(event) => setDraft(event.target.value)}
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
