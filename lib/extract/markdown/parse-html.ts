/** The part of `DOMParser` we need; linkedom's and happy-dom's parsers fit it too. */
export interface HtmlParser {
  parseFromString(html: string, type: 'text/html'): Document;
}

/**
 * Parses an HTML fragment into a detached `<body>` we may freely rewrite.
 * Uses the parser given, else the global `DOMParser` (browser, happy-dom). Node callers without a DOM pass one
 * (see `lib/extract/node.ts`), so linkedom never ends up in the extension bundle.
 */
export function parseHtmlBody(html: string, parser?: HtmlParser): HTMLElement {
  const domParser = parser ?? globalDomParser();
  if (!domParser) {
    throw new Error('htmlToMarkdown needs a DOM: pass { domParser } or import it from lib/extract/node in Node.');
  }
  const doc = domParser.parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, 'text/html');
  const body = doc.body ?? doc.querySelector('body');
  if (!body) throw new Error('The HTML parser returned a document without a body.');
  // linkedom splits text at every entity; escaping decides by neighbouring characters, so join the pieces.
  body.normalize();
  return body;
}

/** A window-like scope that may hold a `DOMParser` class. */
type ParserScope = { DOMParser?: new () => HtmlParser } | null | undefined;

function parserIn(scope: ParserScope): HtmlParser | undefined {
  const Parser = scope?.DOMParser;
  return Parser ? new Parser() : undefined;
}

function globalDomParser(): HtmlParser | undefined {
  return parserIn(globalThis as ParserScope);
}

/**
 * The parser of the DOM the page lives in: the browser's, or linkedom's in Node, so that the conversion never
 * needs a global DOM and never mixes nodes of two DOM implementations.
 */
export function domParserOf(doc: Document): HtmlParser | undefined {
  return parserIn(doc.defaultView as unknown as ParserScope);
}
