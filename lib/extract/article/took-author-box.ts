import { wordCount } from './link-density';

/** An author box is short: a name, a line or two about them, a link to their posts. */
const MAX_WORDS = 150;
/** The address of an author's archive: WordPress's `/author/<name>/`, and its translations. */
const AUTHOR_ARCHIVE = /\/(?:author|authors|autor|autoren|auteur|auteurs|autore|autores)\/[^/?#]+\/?(?:[?#].*)?$/i;

/**
 * Whether a view of the page is the post's author box ("Über Simon Dückert … Zeige alle Beiträge von Simon Dückert
 * →"): short, and linking to the author's archive. Under a short post (knowledge-on-air.de's podcast episode), the
 * box has more words in paragraphs than the post, and Readability took it for the article.
 */
export function isAuthorBox(root: Element): boolean {
  if (wordCount(root) > MAX_WORDS) return false;
  return Array.from(root.querySelectorAll('a[href]')).some((link) =>
    AUTHOR_ARCHIVE.test(link.getAttribute('href') ?? ''),
  );
}
