import { codeBlock } from '../markdown/code-blocks';
import { languageOfFileName } from '../markdown/file-language';
import { bareHost, parseUrl } from '../metadata/page-url';
import type { Candidate } from './candidates';
import { parseFragment } from './parse-fragment';
import { withoutSiteSuffix } from './without-site-suffix';

/** `/<owner>/<repo>/blob/<ref>/<path>`: a file of a repository, shown in GitHub's code view. */
const FILE_PATH = /^\/([^/]+)\/([^/]+)\/blob\/[^/]+\/(.+)$/;
/** GitHub's code view keeps the whole file's text here; the lines on screen are drawn beside it, hidden from readers. */
const FILE_TEXT = 'textarea#read-only-cursor-text-area';
const RENDERED_FILE = 'article.markdown-body';

/**
 * A source file on GitHub, clipped as one code block in the language its extension names (which Markdown
 * highlighters read: `ts`, `py`, `rs`…). Neither library reads GitHub's code view: its text is in a read-only
 * `<textarea>` (form fields are dropped) and its drawn lines are `aria-hidden`, so the clip was the file tree and the
 * commit bar without a line of the code. Undefined on any other page.
 */
export function githubFileCandidate(doc: Document, url: string): Candidate | undefined {
  const address = parseUrl(url);
  const path = address && bareHost(address.hostname) === 'github.com' ? FILE_PATH.exec(address.pathname) : null;
  // A Markdown or notebook file shown rendered reads as an article, even where the page also holds its source.
  const field = path && !doc.querySelector(RENDERED_FILE) ? doc.querySelector<HTMLTextAreaElement>(FILE_TEXT) : null;
  const text = field ? fieldText(doc, field) : '';
  if (!path || !text.trim()) return undefined;
  const [, owner, repo, filePath] = path;
  const decodedPath = safelyDecoded(filePath ?? '');
  const content = parseFragment(doc, '');
  content.append(
    codeBlock(content.ownerDocument, text.replace(/\n$/, ''), languageOfFileName(decodedPath), 'data-md-lang'),
  );
  return {
    title: withoutSiteSuffix(doc.title.trim()) || `${owner}/${repo}/${decodedPath}`,
    content,
    siteName: 'GitHub',
    siteSpecific: true,
  };
}

/** The live field's value: what the page set. linkedom keeps a field's text as the markup wrote it, entities and all. */
function fieldText(doc: Document, field: HTMLTextAreaElement): string {
  const text = field.value || field.textContent || '';
  const probe = parseFragment(doc, '<textarea>&amp;</textarea>').querySelector('textarea');
  if (probe?.textContent !== '&amp;') return text;
  return parseFragment(doc, `<div>${text.replace(/</g, '&lt;')}</div>`).textContent ?? text;
}

function safelyDecoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
