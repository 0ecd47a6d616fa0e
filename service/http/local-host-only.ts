import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The product pages need no token (the service listens on loopback only), so a web page must not reach them
 * through DNS rebinding: a request whose Host is not a loopback name (or the host the service was started on)
 * is refused.
 */
export function localHostOnly(boundHost: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const hostname = (c.req.header('Host') ?? '').replace(/:\d+$/, '').toLowerCase();
    if (!LOOPBACK_NAMES.has(hostname) && hostname !== boundHost.toLowerCase()) {
      return c.text('This service answers only on its own address (127.0.0.1 or localhost).', 403);
    }
    await next();
  };
}
