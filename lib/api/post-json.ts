export type AuthScheme = 'Bearer' | 'ApiAccessToken';

export interface PostJsonRequest {
  baseUrl: string;
  path: string;
  scheme: AuthScheme;
  token: string;
  body: unknown;
  signal: AbortSignal;
  /** Injected for tests and for environments with their own fetch. */
  fetch?: typeof globalThis.fetch;
}

/** One authorized JSON POST to the service, as every call and the token probe send it. */
export function postJson(request: PostJsonRequest): Promise<Response> {
  const doFetch = request.fetch ?? globalThis.fetch;
  return doFetch(endpointUrl(request.baseUrl, request.path), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `${request.scheme} ${request.token}`,
    },
    body: JSON.stringify(request.body),
    signal: request.signal,
  });
}

export function endpointUrl(baseUrl: string, path: string): string {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}
