export type Scope = 'selection' | 'page';

interface PageSummaryProps {
  title: string;
  url: string;
  /** Words in the selection; undefined when nothing is selected. */
  selectionWords?: number;
  scope: Scope;
  onScopeChange(scope: Scope): void;
}

/** What will be clipped: the page, and the choice between its selection and the whole page. */
export function PageSummary({ title, url, selectionWords, scope, onScopeChange }: PageSummaryProps) {
  return (
    <section className="page-summary" aria-label="What will be clipped">
      <p className="page-title">{title || 'Untitled page'}</p>
      <p className="page-url" title={url}>
        {url}
      </p>
      {selectionWords != null && (
        <fieldset className="scope">
          <legend className="visually-hidden">Clip</legend>
          {scopeChoices(selectionWords).map(({ value, label }) => (
            <label key={value}>
              <input
                type="radio"
                name="scope"
                value={value}
                checked={scope === value}
                onChange={() => onScopeChange(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}

function scopeChoices(selectionWords: number): { value: Scope; label: string }[] {
  return [
    { value: 'selection', label: `Selection (${selectionWords} ${selectionWords === 1 ? 'word' : 'words'})` },
    { value: 'page', label: 'Whole page' },
  ];
}
