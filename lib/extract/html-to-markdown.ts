import TurndownService from 'turndown';
import { removeNode } from './markdown/dom';
import { resolveLineStartEscapes } from './markdown/escape';
import { extractFootnotes, type FootnoteDefinition } from './markdown/footnotes';
import { type HtmlParser, parseHtmlBody } from './markdown/parse-html';
import { prepareForMarkdown } from './markdown/prepare';
import { configureTurndown } from './markdown/rules';
import { tidyMarkdown } from './markdown/tidy';

export interface HtmlToMarkdownOptions {
  /** Page URL that relative links and images resolve against. */
  baseUrl?: string;
  /** HTML parser to use where there is no global `DOMParser` (Node: see `lib/extract/node.ts`). */
  domParser?: HtmlParser;
}

let turndown: TurndownService | undefined;

function converter(): TurndownService {
  turndown ??= configureTurndown(
    new TurndownService({
      headingStyle: 'atx',
      hr: '---',
      bulletListMarker: '-',
      codeBlockStyle: 'fenced',
      emDelimiter: '*',
      strongDelimiter: '**',
      linkStyle: 'inlined',
    }),
  );
  return turndown;
}

/**
 * The one HTML → Markdown conversion, used by the extension and by the reference service.
 * The rules are listed in README "What a clip contains".
 */
export function htmlToMarkdown(html: string, options: HtmlToMarkdownOptions = {}): string {
  return convertBody(parseHtmlBody(html, options.domParser), options);
}

/**
 * The same conversion of content that is already parsed: a detached element of an inert document, which this
 * rewrites (so it converts only once).
 */
export function elementToMarkdown(body: HTMLElement, options: HtmlToMarkdownOptions = {}): string {
  // As `parseHtmlBody` does: linkedom splits text at every entity, and escaping decides by neighbouring characters.
  body.normalize();
  return convertBody(body, options);
}

function convertBody(body: HTMLElement, options: HtmlToMarkdownOptions): string {
  const footnotes = extractFootnotes(body);
  prepareForMarkdown(body, options.baseUrl);
  const markdown = bodyToMarkdown(body);
  const definitions = footnoteDefinitions(footnotes, options);
  return tidyMarkdown(definitions ? `${markdown}\n\n${definitions}` : markdown);
}

function bodyToMarkdown(body: HTMLElement): string {
  if (!(body.textContent ?? '').trim() && !body.querySelector('img, iframe, video, audio')) return '';
  return resolveLineStartEscapes(converter().turndown(body));
}

function footnoteDefinitions(footnotes: FootnoteDefinition[], options: HtmlToMarkdownOptions): string {
  return footnotes
    .map(({ label, html }) => {
      const body = parseHtmlBody(html, options.domParser);
      for (const nested of Array.from(body.querySelectorAll('sup:empty'))) removeNode(nested);
      prepareForMarkdown(body, options.baseUrl);
      const text = tidyMarkdown(bodyToMarkdown(body)).replace(/\n/g, '\n    ');
      return `[^${label}]: ${text}`;
    })
    .join('\n\n');
}
