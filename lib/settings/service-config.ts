import { loadSettings } from './settings-store';
import { loadStoredTokens, tokensFor } from './token-store';

/** Background only: what `createClient` from lib/api needs: the service URL and the tokens saved for it. */
export async function loadServiceConfig(): Promise<{ baseUrl: string; v2Token?: string; v0Token?: string }> {
  const [settings, stored] = await Promise.all([loadSettings(), loadStoredTokens()]);
  const tokens = tokensFor(stored, settings.serviceUrl);
  return { baseUrl: settings.serviceUrl, v2Token: tokens.v2, v0Token: tokens.v0 };
}
