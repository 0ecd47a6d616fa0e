import { html, raw } from 'hono/html';
import { ICON_GLYPHS } from '../capture/chip-icon';
import type { Db } from '../db/open-database';
import { chipsOf } from '../store/chips';
import { collectionsOf } from '../store/collections';
import { type NoteRow, titleOf } from '../store/notes';
import { findOperation } from '../store/operations';
import { findTemplate } from '../store/templates';
import { safeChipHref } from './chip-link';
import { layout } from './layout';
import { renderMarkdown } from './render-markdown';
import { requestedSummary } from './requested-summary';

export function notePage(db: Db, note: NoteRow) {
  const title = titleOf(note.content) || 'Untitled';
  const collections = collectionsOf(db, note.id);
  const chips = chipsOf(db, note.id);
  const operation = note.operation_id ? findOperation(db, note.operation_id) : undefined;
  const asked = requestedSummary(note, note.template_id ? findTemplate(db, note.template_id)?.title : undefined);
  const body = html`<article>
<p class="meta">${note.kind === 'item' ? 'v0 item' : 'Note'} · created ${note.created_at} · updated ${note.updated_at}</p>
${collections.length ? html`<ul class="collections" aria-label="Collections">${collections.map((c) => html`<li class="collection">${c.title}</li>`)}</ul>` : ''}
${
  chips.length
    ? html`<ul class="chips" aria-label="Sources">${chips.map((chip) => {
        const href = safeChipHref(chip.url);
        const glyph = ICON_GLYPHS[chip.icon] ?? ICON_GLYPHS.source;
        const inner = html`<span class="icon" data-icon="${chip.icon}" aria-hidden="true">${glyph}</span> ${chip.label}`;
        return html`<li class="chip" data-kind="${chip.kind ?? ''}">${href ? html`<a href="${href}" rel="noopener noreferrer nofollow">${inner}</a>` : inner}</li>`;
      })}</ul>`
    : ''
}
<div class="content">${raw(renderMarkdown(note.content))}</div>
${asked ? html`<p class="meta">${asked}</p>` : ''}
${operation ? html`<p class="meta">Captured as ${operation.input_kind} (${operation.id}): ${operation.summary}</p>` : ''}
</article>`;
  return layout(title, body);
}
