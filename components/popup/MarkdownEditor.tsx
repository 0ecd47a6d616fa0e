import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { renderMarkdown } from '@/lib/clip';

interface MarkdownEditorProps {
  value: string;
  onChange(value: string): void;
}

/** The note's Markdown, editable, with a rendered (sanitized) preview a click away. */
export function MarkdownEditor({ value, onChange }: MarkdownEditorProps) {
  const [preview, setPreview] = useState(false);
  const rendered = useQuery({
    queryKey: ['markdown-preview', value],
    queryFn: () => renderMarkdown(value, window),
    enabled: preview,
  });
  return (
    <div className="field markdown-editor">
      <div className="editor-head">
        <span id="note-label">Note (first line is the title)</span>
        <button type="button" className="link-button" aria-pressed={preview} onClick={() => setPreview(!preview)}>
          {preview ? 'Edit' : 'Preview'}
        </button>
      </div>
      {preview ? (
        <div
          className="preview"
          role="document"
          aria-label="Note preview"
          // Sanitized by DOMPurify in renderMarkdown.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized just above.
          dangerouslySetInnerHTML={{ __html: rendered.data ?? '' }}
        />
      ) : (
        <textarea
          aria-labelledby="note-label"
          rows={8}
          value={value}
          spellCheck
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
