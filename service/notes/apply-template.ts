import type { Template } from '../store/templates';

/** Fills a template's placeholders; the note's first line stays its title. */
export function applyTemplate(template: Template, content: string): string {
  const [firstLine = '', ...rest] = content.split(/\r?\n/);
  const body = rest.join('\n').trim();
  const values: Record<string, string> = {
    content,
    title: firstLine,
    body,
    body_quoted: body.split('\n').join('\n> '),
  };
  return template.body.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
