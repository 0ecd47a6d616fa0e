import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown → HTML that cannot run anything: an allow-list of tags and attributes, links limited to
 * web/mail schemes. Clipped pages are untrusted; the page's Content-Security-Policy is the second wall.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
      'img',
      'del',
      'input',
      'details',
      'summary',
    ],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      input: ['type', 'checked', 'disabled'],
      th: ['align'],
      td: ['align'],
      code: ['class'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    },
  });
}
