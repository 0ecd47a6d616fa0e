import { Hono } from 'hono';
import { createItemRequestSchema, errorCodes, type Item } from '../../lib/api';
import { apiPipeline } from '../http/api-pipeline';
import type { AppEnv, ServiceContext } from '../http/app-env';
import { HttpError } from '../http/http-error';
import { validBody } from '../http/json-body';
import { nonEmpty } from '../http/non-empty';
import { appendToItem, findItem, insertNote, type NoteRow } from '../store/notes';

export function v0Routes(service: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/svcs', apiPipeline(service, 'v0'), (c) => {
    const { content } = validBody(c.get('json'), createItemRequestSchema);
    nonEmpty(content, 'content');
    const now = service.now().toISOString();
    const row = insertNote(service.db, { kind: 'item', content, createdAt: now, updatedAt: now }, service.productUrl());
    return c.json(itemOf(row), 201);
  });
  routes.post('/svcs/:itemId/append', apiPipeline(service, 'v0'), (c) => {
    const itemId = c.req.param('itemId')!;
    if (!findItem(service.db, itemId)) {
      throw new HttpError(404, errorCodes.notFound, `No item with id "${itemId}".`, 'item_id');
    }
    // The spec shows the body both as one object and as an array holding one.
    const json = c.get('json');
    const single = Array.isArray(json) && json.length === 1 ? json[0] : json;
    const { content } = validBody(single, createItemRequestSchema);
    nonEmpty(content, 'content');
    const row = appendToItem(service.db, itemId, content, service.now().toISOString());
    // Our choice where the spec shows nothing: 200 with the item, since nothing new was created.
    return c.json(itemOf(row!), 200);
  });
  return routes;
}

function itemOf(row: NoteRow): Item {
  return { id: row.id, url: row.url };
}
