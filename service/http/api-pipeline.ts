import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { TokenScheme } from '../store/tokens';
import type { AppEnv, ServiceContext } from './app-env';
import { dailyLimit } from './daily-limit';
import { injectFaults } from './inject-faults';
import { jsonBody } from './json-body';
import { requireToken } from './require-token';

/** The order every API request passes: test faults, token (401), daily quota (429), JSON body (400/413). */
export function apiPipeline(service: ServiceContext, scheme: TokenScheme): MiddlewareHandler<AppEnv> {
  return every(injectFaults(service), requireToken(service, scheme), dailyLimit(service), jsonBody());
}
