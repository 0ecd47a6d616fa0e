/**
 * Markdown → sanitized HTML for the note preview. Loaded on demand: the popup must show the page
 * before it needs a Markdown renderer. DOMPurify because the Markdown comes from arbitrary pages.
 */
export async function renderMarkdown(markdown: string, window: Window): Promise<string> {
  const [{ marked }, { default: createDOMPurify }] = await Promise.all([import('marked'), import('dompurify')]);
  const html = marked.parse(markdown, { async: false, gfm: true });
  return createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]).sanitize(html, {
    USE_PROFILES: { html: true },
  });
}
