import type { MiddlewareHandler } from 'hono';
import { errorCodes } from '../../lib/api';
import { hashToken, isStoredToken, type TokenScheme } from '../store/tokens';
import type { AppEnv, ServiceContext } from './app-env';
import { HttpError } from './http-error';

const SCHEMES: Record<TokenScheme, string> = { v2: 'Bearer', v0: 'ApiAccessToken' };

/** Spec 5: v2 wants `Bearer <token>`, v0 `ApiAccessToken <token>`; anything else is a 401. */
export function requireToken(service: ServiceContext, scheme: TokenScheme): MiddlewareHandler<AppEnv> {
  const expected = SCHEMES[scheme];
  return async (c, next) => {
    const header = c.req.header('Authorization');
    if (!header) throw unauthorized(`Missing Authorization header: send "Authorization: ${expected} <token>".`);
    const match = /^(\S+)\s+(\S+)\s*$/.exec(header);
    if (!match || match[1]!.toLowerCase() !== expected.toLowerCase()) {
      throw unauthorized(`Wrong authorization scheme: this endpoint takes "Authorization: ${expected} <token>".`);
    }
    const hash = hashToken(match[2]!);
    if (!service.extraTokenHashes[scheme].has(hash) && !isStoredToken(service.db, scheme, hash)) {
      throw unauthorized(
        `Unknown ${scheme} token. Check the token in the options, or mint one: npm run -s service -- token.`,
      );
    }
    c.set('tokenHash', hash);
    await next();
  };
}

function unauthorized(message: string): HttpError {
  return new HttpError(401, errorCodes.unauthorized, message, 'Authorization', {
    'WWW-Authenticate': 'Bearer realm="notes"',
  });
}
