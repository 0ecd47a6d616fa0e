const TEXT_INPUT = /^(text|search|url|email|tel)?$/i;

/**
 * Text selected inside a focused `<textarea>` or text `<input>`: the document selection does not show it
 * (it points at the field, whose value is not in the DOM).
 */
export function formFieldSelection(doc: Document): string | undefined {
  const field = doc.activeElement as (HTMLInputElement | HTMLTextAreaElement) | null;
  if (!field) return undefined;
  const tag = field.nodeName.toLowerCase();
  if (tag !== 'textarea' && !(tag === 'input' && TEXT_INPUT.test(field.getAttribute('type') ?? ''))) return undefined;
  const { selectionStart: start, selectionEnd: end } = field;
  if (start === null || end === null || start === end) return undefined;
  return String(field.value).slice(start, end);
}
