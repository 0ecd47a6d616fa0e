import type { Context } from 'hono';
import { errorCodes } from '../../lib/api';
import type { AppEnv } from './app-env';
import { HttpError } from './http-error';

/** Every failure leaves with a section 7 body; an unexpected one is logged here and never shown in detail. */
export function answerError(error: unknown, c: Context<AppEnv>): Response {
  if (error instanceof HttpError) return c.json(error.body(), error.status, error.headers);
  console.error(`[service] ${c.req.method} ${c.req.path} failed:`, error);
  const internal = new HttpError(
    500,
    errorCodes.internalError,
    'The service failed. Try again; if it persists, check the service log.',
  );
  return c.json(internal.body(), 500);
}

export function answerNotFound(c: Context<AppEnv>): Response {
  const error = new HttpError(404, errorCodes.notFound, `No such endpoint: ${c.req.method} ${c.req.path}.`);
  return c.json(error.body(), 404);
}
