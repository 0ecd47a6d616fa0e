import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/** No script at all, no plugins, no framing; inline styles only for our own stylesheet. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: http: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const PAGE_HEADERS = {
  'Content-Security-Policy': PAGE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const STYLE = `
body{font:16px/1.55 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
a{color:#0b57d0} header a{text-decoration:none;color:inherit} header{margin-bottom:1.5rem;color:#666}
.chips,.collections{display:flex;flex-wrap:wrap;gap:.4rem;margin:.5rem 0;padding:0;list-style:none}
.chip,.collection{border:1px solid #d0d0d7;border-radius:999px;padding:.1rem .7rem;font-size:.9rem;background:#f6f6f9}
.meta{color:#666;font-size:.85rem} pre{background:#f4f4f6;padding:.8rem;overflow:auto} img{max-width:100%}
blockquote{border-left:3px solid #ccc;margin-left:0;padding-left:1rem;color:#444}
table{border-collapse:collapse} td,th{border:1px solid #ddd;padding:.3rem .6rem}
ul.notes{padding:0;list-style:none} ul.notes li{padding:.5rem 0;border-bottom:1px solid #eee}
`;

export function layout(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${raw(STYLE)}</style></head>
<body><header><a href="/">Notes — reference service</a></header>
${body}
</body>
</html>`;
}
