import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv, ServiceContext } from '../http/app-env';
import { localHostOnly } from '../http/local-host-only';
import { homePage } from '../pages/home-page';
import { layout, PAGE_HEADERS } from '../pages/layout';
import { notePage } from '../pages/note-page';
import { findNoteByUrlId } from '../store/notes';

/** The product pages ({product_url}): GET / lists recent notes, GET /m/<url_id> shows one. */
export function pageRoutes(service: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(localHostOnly(service.host));
  routes.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
  });
  routes.get('/', (c) => c.html(homePage(service.db)));
  routes.get('/m/:urlId', (c) => {
    const note = findNoteByUrlId(service.db, c.req.param('urlId'));
    if (!note) return c.html(layout('Not found', html`<h1>Note not found</h1><p>No note has this link.</p>`), 404);
    return c.html(notePage(service.db, note));
  });
  return routes;
}
