import { html } from 'hono/html';
import type { Db } from '../db/open-database';
import { recentNotes, titleOf } from '../store/notes';
import { layout } from './layout';

export const RECENT_NOTES = 50;

export function homePage(db: Db) {
  const notes = recentNotes(db, RECENT_NOTES);
  const list = notes.length
    ? html`<ul class="notes">${notes.map(
        (note) =>
          html`<li><a href="/m/${note.url_id}">${titleOf(note.content) || 'Untitled'}</a> <span class="meta">${note.kind === 'item' ? 'v0 item · ' : ''}${note.updated_at}</span></li>`,
      )}</ul>`
    : html`<p>No notes yet. Clip a page with the extension, or POST to /v2/notes.</p>`;
  return layout('Recent notes', html`<h1>Recent notes</h1>${list}`);
}
