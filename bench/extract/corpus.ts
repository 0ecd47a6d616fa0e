import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';
import { decodeHtmlBytes } from './decode-html';
import { htmlElementToText, markdownToText } from './measure';

export const SET_NAMES = ['readability', 'defuddle', 'scrapinghub'] as const;
export type SetName = (typeof SET_NAMES)[number];

export interface CorpusPage {
  set: SetName;
  name: string;
  url: string;
  /** The file decoded as text: UTF-8 for the two library sets (their own harnesses read them so, whatever the
   * page declares); for scrapinghub by BOM, `<meta charset>`, UTF-8, else windows-1252. */
  html: string;
  expectedText: string;
  /** Absent where the set has no title. */
  expectedTitle?: string;
}

/** The corpus beside the repository (`../shared/corpus`), or `CORPUS_DIR`. */
export function corpusDir(repoRoot: string): string {
  return process.env.CORPUS_DIR ?? join(repoRoot, '..', 'shared', 'corpus');
}

export function loadSet(dir: string, set: SetName): CorpusPage[] {
  if (set === 'readability') return loadReadability(join(dir, 'readability', 'test-pages'));
  if (set === 'defuddle') return loadDefuddle(join(dir, 'defuddle'));
  return loadScrapinghub(join(dir, 'scrapinghub'));
}

function loadReadability(dir: string): CorpusPage[] {
  return readdirSync(dir)
    .sort()
    .filter((name) => existsSync(join(dir, name, 'source.html')))
    .map((name) => {
      const bytes = readFileSync(join(dir, name, 'source.html'));
      const expectedHtml = readFileSync(join(dir, name, 'expected.html'), 'utf8');
      const metadataPath = join(dir, name, 'expected-metadata.json');
      const metadata = existsSync(metadataPath) ? JSON.parse(readFileSync(metadataPath, 'utf8')) : {};
      return {
        set: 'readability' as const,
        name,
        url: 'http://fakehost/test/page.html',
        html: bytes.toString('utf8'),
        expectedText: htmlFragmentText(expectedHtml),
        expectedTitle: typeof metadata.title === 'string' ? metadata.title : undefined,
      };
    });
}

function htmlFragmentText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`);
  return htmlElementToText(document.body as unknown as Node);
}

/** `<!-- {"url": "…"} -->` near the top of a Defuddle fixture says where the page came from. */
function fixtureUrl(html: string, name: string): string {
  const match = /<!--\s*(\{[\s\S]*?\})\s*-->/.exec(html.slice(0, 2000));
  if (match?.[1]) {
    try {
      const url = JSON.parse(match[1]).url;
      if (typeof url === 'string') return url;
    } catch {
      // Not metadata: use the default.
    }
  }
  return `https://example.com/${name}`;
}

function loadDefuddle(dir: string): CorpusPage[] {
  return readdirSync(join(dir, 'fixtures'))
    .filter((file) => file.endsWith('.html'))
    .sort()
    .flatMap((file) => {
      const name = file.replace(/\.html$/, '');
      const expectedPath = join(dir, 'expected', `${name}.md`);
      if (!existsSync(expectedPath)) return [];
      const bytes = readFileSync(join(dir, 'fixtures', file));
      const html = bytes.toString('utf8');
      const expected = readFileSync(expectedPath, 'utf8');
      const block = /^```json\n([\s\S]*?)\n```\n?/.exec(expected);
      const metadata = block?.[1] ? JSON.parse(block[1]) : {};
      const body = block ? expected.slice(block[0].length) : expected;
      return [
        {
          set: 'defuddle' as const,
          name,
          url: fixtureUrl(html, name),
          html,
          expectedText: markdownToText(body),
          expectedTitle: typeof metadata.title === 'string' ? metadata.title : undefined,
        },
      ];
    });
}

function loadScrapinghub(dir: string): CorpusPage[] {
  const truth: Record<string, { url: string; articleBody: string }> = JSON.parse(
    readFileSync(join(dir, 'ground-truth.json'), 'utf8'),
  );
  return Object.keys(truth)
    .sort()
    .flatMap((id) => {
      const path = join(dir, 'html', `${id}.html.gz`);
      const entry = truth[id];
      if (!entry || !existsSync(path)) return [];
      const bytes = gunzipSync(readFileSync(path));
      return [
        {
          set: 'scrapinghub' as const,
          name: id,
          url: entry.url,
          html: decodeHtmlBytes(bytes),
          expectedText: entry.articleBody,
        },
      ];
    });
}
