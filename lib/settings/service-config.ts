import { loadSettings } from './settings-store';
import { loadTokens } from './token-store';

/** Background only: what `createClient` from lib/api needs, from the saved settings and tokens. */
export async function loadServiceConfig(): Promise<{ baseUrl: string; v2Token?: string; v0Token?: string }> {
  const [settings, tokens] = await Promise.all([loadSettings(), loadTokens()]);
  return { baseUrl: settings.serviceUrl, v2Token: tokens.v2, v0Token: tokens.v0 };
}
