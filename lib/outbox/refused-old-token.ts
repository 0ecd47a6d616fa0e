import type { SerializedApiError } from '../api';
import { loadServiceConfig } from '../settings';
import { tokenOf } from './share-outcome';
import type { ClipRequest } from './types';

export interface SentWith {
  v2Token?: string;
  v0Token?: string;
}

/**
 * A 401 to a token the user has replaced since the send began says nothing of the token saved now: holding the clips
 * for it would leave them waiting for a token that was already saved (the save's resume ran before the refusal came).
 */
export async function refusedOldToken(
  error: SerializedApiError,
  request: ClipRequest,
  sentWith: SentWith,
): Promise<boolean> {
  if (error.kind !== 'unauthorized') return false;
  const now = await loadServiceConfig();
  return tokenOf(request) === 'v2' ? now.v2Token !== sentWith.v2Token : now.v0Token !== sentWith.v0Token;
}
