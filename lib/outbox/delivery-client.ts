import { createClient, DEFAULT_TIMEOUT_MS, type NoteServiceClient } from '../api';
import { clientTimeoutOverrideItem, settingsItem, tokensItem } from '../storage';

export interface DeliveryClient {
  client: NoteServiceClient;
  serviceUrl: string;
  timeoutMs: number;
}

/** A client for the service as currently configured. Background only: it reads the tokens. */
export async function deliveryClient(): Promise<DeliveryClient> {
  const [settings, tokens, timeoutOverride] = await Promise.all([
    settingsItem.getValue(),
    tokensItem.getValue(),
    clientTimeoutOverrideItem.getValue(),
  ]);
  const timeoutMs = timeoutOverride ?? DEFAULT_TIMEOUT_MS;
  return {
    client: createClient({ baseUrl: settings.serviceUrl, v2Token: tokens.v2, v0Token: tokens.v0, timeoutMs }),
    serviceUrl: settings.serviceUrl,
    timeoutMs,
  };
}
