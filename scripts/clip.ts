/**
 * `npm run -s clip -- --url <page url> [--json] [--selector <css>] <file.html>`
 * Prints exactly the Markdown the extension produces for a saved page: the same `pageMarkdown` code path, on a
 * linkedom DOM instead of the browser's.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { DOMParser, parseHTML } from 'linkedom';
import { decodeHtmlBytes } from '../bench/extract/decode-html';
import { clipDocument } from './clip-document';

const USAGE = `usage: npm run -s clip -- --url <page url> [--json] [--selector <css>] <file.html | file.html.gz | ->
  --url <url>        the page's address (relative links resolve against it; default: the file's file:// URL)
  --json             print the whole snapshot as JSON instead of the Markdown
  --selector <css>   clip only the first element that matches, as if the user had selected it`;

function readInput(file: string): Uint8Array {
  const bytes = file === '-' ? readFileSync(0) : readFileSync(file);
  return file.endsWith('.gz') ? gunzipSync(bytes) : bytes;
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      json: { type: 'boolean', default: false },
      selector: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error(USAGE);
  const url = values.url ?? (file === '-' ? 'about:blank' : pathToFileURL(resolve(file)).href);
  // The extension's code parses HTML fragments with the global DOMParser, which Node lacks.
  (globalThis as { DOMParser?: unknown }).DOMParser ??= DOMParser;
  const { document } = parseHTML(decodeHtmlBytes(readInput(file)));
  const clip = clipDocument(document as unknown as Document, { url, selector: values.selector });
  process.stdout.write(values.json ? `${JSON.stringify(clip.snapshot, null, 2)}\n` : clip.markdown);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
