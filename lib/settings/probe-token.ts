import { type AuthScheme, parseRetryAfter, postJson, serviceErrorOf } from '../api';
import type { TokenName } from './settings-schema';

export type ProbeOutcome = 'accepted' | 'rejected' | 'missing' | 'unreachable' | 'rate-limited' | 'unexpected';

export interface ProbeResult {
  token: TokenName;
  outcome: ProbeOutcome;
  /** What happened and what to do, for the options page. */
  message: string;
  status?: number;
}

export interface ProbeOptions {
  baseUrl: string;
  token: string | undefined;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  now?: number;
}

export const PROBE_TIMEOUT_MS = 10_000;

/**
 * The service has no "who am I" call, so each token is tested with a request the service must refuse
 * for a reason other than the token, and which therefore creates nothing:
 * - v2: Create Note without `content` — 400 if the token is good, 401 if not;
 * - v0: append to an item id no service hands out (the nil UUID) — 404 if the token is good, 401 if not.
 * lib/api's client refuses to send such requests, so the probe posts with lib/api's postJson directly.
 */
const probes: Record<TokenName, { path: string; scheme: AuthScheme; body: unknown; acceptedStatuses: number[] }> = {
  v2: { path: 'v2/notes', scheme: 'Bearer', body: {}, acceptedStatuses: [400] },
  v0: {
    path: 'v0/svcs/00000000-0000-0000-0000-000000000000/append',
    scheme: 'ApiAccessToken',
    body: { content: '' },
    acceptedStatuses: [404, 400],
  },
};

export async function probeToken(name: TokenName, options: ProbeOptions): Promise<ProbeResult> {
  if (!options.token) return { token: name, outcome: 'missing', message: missingMessage[name] };
  const probe = probes[name];
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  let response: Response;
  let text: string;
  try {
    response = await postJson({
      baseUrl: options.baseUrl,
      path: probe.path,
      scheme: probe.scheme,
      token: options.token,
      body: probe.body,
      signal: AbortSignal.timeout(timeoutMs),
      fetch: options.fetch,
    });
    text = await response.text();
  } catch (error) {
    const timedOut = (error as Error)?.name === 'TimeoutError';
    return {
      token: name,
      outcome: 'unreachable',
      message: timedOut
        ? `The service at ${options.baseUrl} did not answer within ${Math.round(timeoutMs / 1000)} s. Check that it is running, then test again.`
        : `Could not reach the service at ${options.baseUrl}. Check that it is running and that the service URL is right.`,
    };
  }
  return interpretProbe(name, response.status, text, response.headers.get('Retry-After') ?? undefined, options.now);
}

/** Reads the service's answer to a probe; exported for tests. */
export function interpretProbe(
  name: TokenName,
  status: number,
  bodyText: string,
  retryAfter?: string,
  now: number = Date.now(),
): ProbeResult {
  const serviceError = serviceErrorOf(bodyText);
  const serviceMessage = serviceError?.message;

  if (status === 401 || status === 403) {
    return { token: name, outcome: 'rejected', status, message: rejectedMessage[name] };
  }
  if (status === 429) {
    const waitMs = parseRetryAfter(retryAfter, now);
    const when = waitMs === undefined ? 'when the daily limit resets' : `in about ${formatWait(waitMs)}`;
    return {
      token: name,
      outcome: 'rate-limited',
      status,
      message: `Rate limited (429): this token has used up the service's daily request limit. Test again ${when}; clips wait in the outbox meanwhile.`,
    };
  }
  // A good token gets the service's own error for the missing field or unknown item. The same status
  // without the service's error body comes from something else at that URL (another server, a proxy).
  if (probes[name].acceptedStatuses.includes(status) && serviceError) {
    return { token: name, outcome: 'accepted', status, message: 'Accepted: the service knows this token.' };
  }
  if (status >= 200 && status < 300) {
    return { token: name, outcome: 'accepted', status, message: 'Accepted: the service knows this token.' };
  }
  if (status >= 500) {
    return {
      token: name,
      outcome: 'unexpected',
      status,
      message: `The service had an internal error (${status}${serviceMessage ? `: ${serviceMessage}` : ''}). Try again later.`,
    };
  }
  return {
    token: name,
    outcome: 'unexpected',
    status,
    message: `The service answered ${status}${serviceMessage ? ` (${serviceMessage})` : ''}, which a note service would not. Check the service URL.`,
  };
}

const missingMessage: Record<TokenName, string> = {
  v2: 'Not set: paste your API token (v2) above and save. Capture and Create note need it.',
  v0: 'Not set: paste your API token (v0) above and save. Only "append to a running note" needs it.',
};

const rejectedMessage: Record<TokenName, string> = {
  v2: 'Rejected (401): the service does not accept this token. Copy the v2 token again from the API section of your note service settings, paste it above and save.',
  v0: "Rejected (401): the service does not accept this token. Create a v0 token again through the service's API flow, paste it above and save.",
};

function formatWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.ceil(minutes / 60)} h`;
}
