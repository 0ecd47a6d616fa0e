/**
 * Drops the content's own first heading when it repeats the page title, so a page Markdown that starts with
 * `# <title>` does not say it twice. Compares words only (case, punctuation and markup ignored).
 */
export function dropLeadingTitleHeading(markdown: string, title: string): string {
  const match = /^\s*(#{1,6})[ \t]+(.+?)[ \t#]*(?:\n|$)/.exec(markdown);
  if (!match?.[2] || !title.trim()) return markdown;
  if (words(match[2]) !== words(title)) return markdown;
  return markdown.slice(match[0].length).replace(/^\s*\n/, '');
}

function words(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');
}
