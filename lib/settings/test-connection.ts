import type { ProbeResult } from './probe-token';
import { probeToken } from './probe-token';
import type { Settings, Tokens } from './settings-schema';

export interface ConnectionReport {
  serviceUrl: string;
  v2: ProbeResult;
  v0: ProbeResult;
  testedAt: string;
}

/** Both tokens at once against the given service; each probe is one request against the daily limit. */
export async function testConnection(
  settings: Pick<Settings, 'serviceUrl'>,
  tokens: Tokens,
  fetch?: typeof globalThis.fetch,
): Promise<ConnectionReport> {
  const baseUrl = settings.serviceUrl;
  const [v2, v0] = await Promise.all([
    probeToken('v2', { baseUrl, token: tokens.v2, fetch }),
    probeToken('v0', { baseUrl, token: tokens.v0, fetch }),
  ]);
  return { serviceUrl: baseUrl, v2, v0, testedAt: new Date().toISOString() };
}
