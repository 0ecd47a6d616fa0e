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
          <label>
            <input
              type="radio"
              name="scope"
              value="selection"
              checked={scope === 'selection'}
              onChange={() => onScopeChange('selection')}
            />
            Selection ({selectionWords} {selectionWords === 1 ? 'word' : 'words'})
          </label>
          <label>
            <input
              type="radio"
              name="scope"
              value="page"
              checked={scope === 'page'}
              onChange={() => onScopeChange('page')}
            />
            Whole page
          </label>
        </fieldset>
      )}
    </section>
  );
}
