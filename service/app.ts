import { Hono } from 'hono';
import { logger } from 'hono/logger';
import type { AppEnv, ServiceContext } from './http/app-env';
import { answerError, answerNotFound } from './http/error-handling';
import { pageRoutes } from './routes/page-routes';
import { v0Routes } from './routes/v0-routes';
import { v2Routes } from './routes/v2-routes';

export function createApp(service: ServiceContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!service.quiet) app.use(logger());
  // The extension calls from its service worker with host permission, so no CORS headers are sent;
  // OPTIONS just says which methods exist.
  app.options('/v2/*', (c) => c.body(null, 204, { Allow: 'POST, OPTIONS' }));
  app.options('/v0/*', (c) => c.body(null, 204, { Allow: 'POST, OPTIONS' }));
  app.options('*', (c) => c.body(null, 204, { Allow: 'GET, HEAD, OPTIONS' }));
  app.route('/v2', v2Routes(service));
  app.route('/v0', v0Routes(service));
  app.route('/', pageRoutes(service));
  app.notFound(answerNotFound);
  app.onError(answerError);
  return app;
}
