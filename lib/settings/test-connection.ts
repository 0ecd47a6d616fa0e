import { noAccessMessage } from './host-permission';
import { type ProbeResult, probeToken } from './probe-token';
import type { Settings, TokenName, Tokens } from './settings-schema';
import { settingsViewOf } from './settings-view';
import { tokensFor } from './token-store';

export interface ConnectionReport {
  serviceUrl: string;
  v2: ProbeResult;
  v0: ProbeResult;
  testedAt: string;
}

/** Both tokens at once against the configured service; each probe is one request against the daily limit. */
export async function testConnection(
  settings: Settings,
  stored: Tokens,
  { fetch, hasAccess = true }: { fetch?: typeof globalThis.fetch; hasAccess?: boolean } = {},
): Promise<ConnectionReport> {
  const baseUrl = settings.serviceUrl;
  const usable = tokensFor(stored, baseUrl);
  const presence = settingsViewOf(settings, stored).tokens;
  const probe = (name: TokenName): Promise<ProbeResult> => {
    if (!hasAccess) return Promise.resolve({ token: name, outcome: 'unreachable', message: noAccessMessage(baseUrl) });
    const savedFor = presence[name].savedFor;
    if (savedFor) {
      const message = `Saved for ${savedFor}, so it is not sent to this service. Paste it again and save to use it here.`;
      return Promise.resolve({ token: name, outcome: 'missing', message });
    }
    return probeToken(name, { baseUrl, token: usable[name], fetch });
  };
  const [v2, v0] = await Promise.all([probe('v2'), probe('v0')]);
  return { serviceUrl: baseUrl, v2, v0, testedAt: new Date().toISOString() };
}
