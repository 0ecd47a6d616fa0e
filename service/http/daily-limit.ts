import type { MiddlewareHandler } from 'hono';
import { errorCodes } from '../../lib/api';
import { consumeDailyRequest } from '../store/usage';
import type { AppEnv, ServiceContext } from './app-env';
import { HttpError } from './http-error';

/**
 * Per-token quota per UTC day (spec 8). Runs after authentication, so only authenticated requests
 * count — a stranger cannot use up someone's quota — and every one of those counts, even if its body
 * turns out invalid. A refused (429) request does not count.
 */
export function dailyLimit(service: ServiceContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = service.dailyLimit;
    if (limit <= 0) return next();
    const now = service.now();
    if (!consumeDailyRequest(service.db, c.get('tokenHash'), now.toISOString().slice(0, 10), limit)) {
      const seconds = secondsUntilUtcMidnight(now);
      throw new HttpError(
        429,
        errorCodes.rateLimitExceeded,
        `Daily limit of ${limit} requests reached. It resets at 00:00 UTC, in ${formatWait(seconds)}.`,
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
    await next();
  };
}

export function secondsUntilUtcMidnight(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

function formatWait(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.ceil((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}
