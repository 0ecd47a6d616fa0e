import { createClient, DEFAULT_TIMEOUT_MS, type NoteServiceClient } from '../api';
import { loadServiceConfig } from '../settings';
import { clientTimeoutOverrideItem } from '../storage';
import type { SentWith } from './refused-old-token';

export interface DeliveryClient {
  client: NoteServiceClient;
  serviceUrl: string;
  timeoutMs: number;
  /** The tokens the client sends: a refusal is about these. */
  sentWith: SentWith;
}

/** A client for the service as currently configured. Background only: it reads the tokens. */
export async function deliveryClient(): Promise<DeliveryClient> {
  const [config, timeoutOverride] = await Promise.all([loadServiceConfig(), clientTimeoutOverrideItem.getValue()]);
  const timeoutMs = timeoutOverride ?? DEFAULT_TIMEOUT_MS;
  return {
    client: createClient({ ...config, timeoutMs }),
    serviceUrl: config.baseUrl,
    timeoutMs,
    sentWith: { v2Token: config.v2Token, v0Token: config.v0Token },
  };
}
