/** Deterministic article pages for the clipping benchmark: no randomness, so runs compare. */

const WORDS =
  'river delta survey silt valley melt spring channel current bank ferry harbour tide marsh estuary basin gauge flood levee weir'.split(
    ' ',
  );

function sentence(seed: number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[(seed * 7 + i * 13 + ((seed * i) % 5)) % WORDS.length]!);
  const text = out.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function paragraph(seed: number): string {
  return `<p>${[0, 1, 2, 3, 4].map((i) => sentence(seed * 5 + i, 14 + ((seed + i) % 9))).join(' ')} <a href="/ref/${seed}?utm_source=x">ref ${seed}</a>.</p>`;
}

/** A news-like page around `paragraphs` paragraphs of article text, with nav, sidebar, comments and scripts. */
export function articleHtml(title: string, paragraphs: number): string {
  const body: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    if (i % 12 === 0) body.push(`<h2>Section ${i / 12 + 1}: ${sentence(i, 4).slice(0, -1)}</h2>`);
    if (i % 40 === 20) body.push(`<ul>${[1, 2, 3, 4].map((j) => `<li>${sentence(i + j, 8)}</li>`).join('')}</ul>`);
    if (i % 55 === 30) body.push(`<blockquote><p>${sentence(i, 20)}</p></blockquote>`);
    body.push(paragraph(i));
  }
  const nav = Array.from({ length: 40 }, (_, i) => `<li><a href="/section/${i}">Section ${i}</a></li>`).join('');
  const aside = Array.from(
    { length: 30 },
    (_, i) => `<li><a href="/related/${i}">${sentence(i + 900, 6)}</a></li>`,
  ).join('');
  const comments = Array.from(
    { length: 20 },
    (_, i) => `<div class="comment"><p>${sentence(i + 500, 12)}</p></div>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="description" content="${sentence(1, 12)}">
<style>body{font-family:serif;max-width:60em;margin:auto}.sidebar{float:right;width:15em}</style>
<script>window.analytics = { queue: [] };</script></head>
<body><header><nav><ul>${nav}</ul></nav></header>
<aside class="sidebar"><h3>Related</h3><ul>${aside}</ul></aside>
<main><article><h1>${title}</h1><p class="byline">By A. Writer</p>
${body.join('\n')}
</article></main>
<section class="comments"><h3>Comments</h3>${comments}</section>
<footer><p>Copyright the bench</p></footer>
<script>for (let i = 0; i < 10; i++) window.analytics.queue.push(i);</script></body></html>`;
}

export const SMALL_ARTICLE = articleHtml('A small article', 12);
/** ≥ 1 MB of HTML, like a long report or a wiki page with everything on it. */
export const LARGE_ARTICLE = articleHtml('A large article', 1700);
