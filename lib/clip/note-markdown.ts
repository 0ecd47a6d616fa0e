import { type ClipTarget, clipSourceOf } from './clip-target';

/** Keeps Markdown link text from breaking out of its brackets. */
function linkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1').replace(/\s+/g, ' ');
}

/** Makes sure the first line is the title: the service takes the first line as the note's title. */
export function withTitleLine(markdown: string, title: string): string {
  // A page without a title gives Markdown that opens with a bare "#": the fallback title takes its place.
  const body = markdown.replace(/^\s+/, '').replace(/^#{1,6}[ \t]*(?:\n\s*|$)/, '');
  const firstLine = body.split('\n', 1)[0] ?? '';
  if (/^#{1,6}\s+\S/.test(firstLine)) return body;
  return body ? `${heading(title)}\n\n${body}` : `${heading(title)}\n`;
}

/** Angle brackets keep URLs with spaces or parentheses in one piece. */
function linkUrl(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

function heading(title: string): string {
  return `# ${title.replace(/\s+/g, ' ').trim()}`;
}

/** The note Create Note starts from (editable in the popup): title line, content, a link back. */
export function defaultNoteMarkdown(target: ClipTarget): string {
  const source = clipSourceOf(target);
  const backLink = `Source: [${linkText(source.title)}](${linkUrl(source.url)})`;
  switch (target.kind) {
    case 'page':
      return `${withTitleLine(target.snapshot.contentMarkdown.trim(), source.title)}\n\n${backLink}\n`;
    case 'selection':
      // A selection often starts mid-document, at a sub-heading: the page's title names it better.
      return `${heading(source.title)}\n\n${target.snapshot.selection?.markdown.trim() ?? ''}\n\n${backLink}\n`;
    case 'link':
      return `${heading(source.title)}\n\n[${linkText(source.title)}](${linkUrl(source.url)})\n\nFound on [${linkText(target.page.title)}](${linkUrl(target.page.url)})\n`;
    case 'address':
      return `${heading(source.title)}\n\n${backLink}\n`;
  }
}
