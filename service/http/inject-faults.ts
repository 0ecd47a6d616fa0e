import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorCode, errorCodes } from '../../lib/api';
import type { AppEnv, ServiceContext } from './app-env';
import { HttpError } from './http-error';

/** Test hook: the next API request misbehaves the way the injected fault says. Never active unless injected. */
export function injectFaults(service: ServiceContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fault = service.faults.take();
    if (!fault) return next();
    switch (fault.kind) {
      case 'status': {
        const headers: Record<string, string> = fault.retryAfter == null ? {} : { 'Retry-After': fault.retryAfter };
        const error = new HttpError(
          fault.status as ContentfulStatusCode,
          codeForStatus(fault.status),
          `Injected failure (${fault.status}).`,
          undefined,
          headers,
        );
        return c.json(error.body(), error.status, headers);
      }
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        return next();
      case 'malformed':
        // A 201 the client cannot read, and nothing stored: "the service answered, but with what?".
        return c.body('<html><body>Created (not JSON)</body>', 201, { 'Content-Type': 'text/html' });
      case 'reset':
        return resetConnection(c);
      case 'throw':
        throw new Error('Injected crash: this message and its stack must never reach the client.');
    }
  };
}

function resetConnection(c: Context<AppEnv>): Promise<Response> {
  c.env.incoming.socket.destroy();
  // Nothing will be written; the promise settles once the socket is gone so no handler is left pending.
  return new Promise((resolve) => c.env.incoming.socket.once('close', () => resolve(new Response(null))));
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401 || status === 403) return errorCodes.unauthorized;
  if (status === 404) return errorCodes.notFound;
  if (status === 413) return errorCodes.payloadTooLarge;
  if (status === 429) return errorCodes.rateLimitExceeded;
  if (status >= 500) return errorCodes.internalError;
  return errorCodes.invalidParameter;
}
