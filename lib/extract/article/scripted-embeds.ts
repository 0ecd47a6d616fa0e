import { all, linkParagraph } from '../markdown/dom';

/**
 * Embeds that a script of the page renders, written as what they stand for where the script has not run (the CLI,
 * a page read before its scripts finished): Flourish's chart placeholder (`<div class="flourish-embed"
 * data-src="visualisation/123">`) becomes the iframe its script makes, which the Markdown links to; a GitHub gist's
 * `<script src="https://gist.github.com/…js">` becomes a link to the gist. Both were lost whole (scripts and empty
 * blocks go). Where the script ran, its iframe or the gist's code is on the page and is read as it is. On a copy of
 * the page.
 */
export function scriptedEmbedsAsLinks(doc: Document): void {
  for (const placeholder of all(doc, '.flourish-embed[data-src]')) {
    const chart = /^(visualisation|story)\/(\d+)/.exec(placeholder.getAttribute('data-src') ?? '');
    if (!chart || placeholder.querySelector('iframe')) continue;
    const frame = doc.createElement('iframe');
    frame.setAttribute('src', `https://flo.uri.sh/${chart[1]}/${chart[2]}/embed`);
    placeholder.replaceChildren(frame);
  }
  // Gists' scripts write their code into the page (a `.gist` block after the script and its style sheet).
  if (doc.querySelector('.gist .gist-file')) return;
  for (const script of all(doc, 'script[src^="https://gist.github.com/"]')) {
    const gist = /^(https:\/\/gist\.github\.com\/[\w-]+\/\w+)\.js(?:\?file=([^&]+))?$/.exec(
      script.getAttribute('src') ?? '',
    );
    if (!gist?.[1]) continue;
    const file = gist[2] ? decodeURIComponent(gist[2]) : '';
    script.replaceWith(linkParagraph(doc, gist[1], file ? `GitHub gist: ${file}` : 'GitHub gist'));
  }
}
