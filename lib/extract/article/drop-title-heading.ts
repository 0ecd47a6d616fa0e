import { opens } from '../markdown/dom';

/**
 * Takes out the heading the content opens with when it is the article's title, which the clip's `# ` line already
 * gives: Readability keeps it when the page has no `<title>` (its title then comes from that very heading), and
 * Defuddle when the heading held a character its copy carries a stand-in for ("Attention : travaux !"). The
 * comparison is Defuddle's own: typographic quotes, dashes and ellipses as their ASCII forms, whitespace collapsed —
 * a heading that says more or less than the title, or says it otherwise ("sample-plugin"), stays. Ruby readings over the
 * heading's words are not part of them.
 */
export function dropTitleHeading(content: Element, title: string): void {
  const heading = content.querySelector('h1, h2, h3');
  const wanted = comparable(title);
  if (heading && wanted && comparable(withoutReadings(heading)) === wanted && opens(content, heading)) heading.remove();
}

/** The heading's words without the readings ruby sets over them: the title has none (子<rt>こ</rt>ども is 子ども). */
function withoutReadings(heading: Element): string {
  if (!heading.querySelector('rt, rp')) return heading.textContent ?? '';
  const copy = heading.cloneNode(true) as Element;
  for (const reading of Array.from(copy.querySelectorAll('rt, rp'))) reading.remove();
  return copy.textContent ?? '';
}

function comparable(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201a\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f]/g, '"')
    .replace(/[\u2012-\u2015]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}
