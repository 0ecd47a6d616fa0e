import { Hono } from 'hono';
import { captureRequestSchema, createNoteRequestSchema } from '../../lib/api';
import { captureInput } from '../capture/capture-input';
import { apiPipeline } from '../http/api-pipeline';
import type { AppEnv, ServiceContext } from '../http/app-env';
import { validBody } from '../http/json-body';
import { nonEmpty } from '../http/non-empty';
import { createNote } from '../notes/create-note';

export function v2Routes(service: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/notes', apiPipeline(service, 'v2'), (c) => {
    const request = validBody(c.get('json'), createNoteRequestSchema);
    nonEmpty(request.content, 'content');
    const note = createNote(service.db, request, service.productUrl(), service.now().toISOString());
    return c.json(note, 201);
  });
  routes.post('/svc-it', apiPipeline(service, 'v2'), (c) => {
    const request = validBody(c.get('json'), captureRequestSchema);
    nonEmpty(request.input, 'input');
    const result = captureInput(service.db, request, service.productUrl(), service.now().toISOString());
    return c.json(result, 201);
  });
  return routes;
}
