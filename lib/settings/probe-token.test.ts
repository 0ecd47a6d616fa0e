import { describe, expect, it, vi } from 'vitest';
import { interpretProbe, probeToken } from './probe-token';

const serviceError = (code: string, message: string, param?: string) =>
  JSON.stringify({ error: { code, message, ...(param ? { param } : {}) } });

function answering(status: number, body: string, headers: Record<string, string> = {}) {
  return vi.fn<typeof globalThis.fetch>(async () => new Response(body, { status, headers }));
}

describe('probing the v2 token', () => {
  it('sends a Create Note without content, with the Bearer token, to the service', async () => {
    const fetch = answering(400, serviceError('invalid_parameter', 'content is required', 'content'));
    await probeToken('v2', { baseUrl: 'http://127.0.0.1:8787', token: 'tok-v2', fetch });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:8787/v2/notes');
    expect(init?.method).toBe('POST');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-v2');
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('content');
  });

  it('calls a token good when the service refuses the missing field (400)', async () => {
    const fetch = answering(400, serviceError('invalid_parameter', 'content is required', 'content'));
    const result = await probeToken('v2', { baseUrl: 'https://notes.example', token: 't', fetch });
    expect(result).toMatchObject({ outcome: 'accepted', status: 400 });
  });

  it('calls a token bad on 401, and says where to get a new one', async () => {
    const fetch = answering(401, serviceError('unauthorized', 'Invalid token'));
    const result = await probeToken('v2', { baseUrl: 'https://notes.example', token: 't', fetch });
    expect(result.outcome).toBe('rejected');
    expect(result.message).toMatch(/Copy the v2 token again.*save/);
  });

  it('does not trust a 400 that is not the service speaking', () => {
    expect(interpretProbe('v2', 400, '<html>Bad Request</html>').outcome).toBe('unexpected');
  });

  it('says the URL is probably wrong when Create Note is not found', () => {
    const result = interpretProbe('v2', 404, serviceError('not_found', 'No such route'));
    expect(result.outcome).toBe('unexpected');
    expect(result.message).toMatch(/Check the service URL/);
  });
});

describe('probing the v0 token', () => {
  it('appends to an item that does not exist, with the ApiAccessToken scheme', async () => {
    const fetch = answering(404, serviceError('not_found', 'No such item'));
    const result = await probeToken('v0', { baseUrl: 'http://127.0.0.1:8787/', token: 'tok-v0', fetch });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:8787/v0/svcs/00000000-0000-0000-0000-000000000000/append');
    expect((init!.headers as Record<string, string>).Authorization).toBe('ApiAccessToken tok-v0');
    expect(result.outcome).toBe('accepted');
  });

  it('calls a token bad on 401', async () => {
    const fetch = answering(401, serviceError('unauthorized', 'Invalid token'));
    expect((await probeToken('v0', { baseUrl: 'https://n.example', token: 't', fetch })).outcome).toBe('rejected');
  });
});

describe('a probe that gets no verdict on the token', () => {
  it('reports an unreachable service when the request fails', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    const result = await probeToken('v2', { baseUrl: 'http://127.0.0.1:9', token: 't', fetch });
    expect(result.outcome).toBe('unreachable');
    expect(result.message).toMatch(/Could not reach the service at http:\/\/127\.0\.0\.1:9.*running/);
  });

  it('reports an unreachable service when it does not answer in time', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const result = await probeToken('v2', { baseUrl: 'https://n.example', token: 't', fetch, timeoutMs: 20 });
    expect(result.outcome).toBe('unreachable');
    expect(result.message).toMatch(/did not answer within/);
  });

  it('reports the rate limit on 429, with when to try again', async () => {
    const fetch = answering(429, serviceError('rate_limit_exceeded', 'Daily limit reached'), { 'Retry-After': '600' });
    const result = await probeToken('v2', { baseUrl: 'https://n.example', token: 't', fetch });
    expect(result.outcome).toBe('rate-limited');
    expect(result.message).toMatch(/in about 10 min/);
  });

  it('reports a server error on 500', () => {
    expect(interpretProbe('v0', 500, serviceError('internal_error', 'boom')).message).toMatch(/internal error.*boom/);
  });

  it('sends nothing when no token is set', async () => {
    const fetch = answering(400, '');
    const result = await probeToken('v0', { baseUrl: 'https://n.example', token: undefined, fetch });
    expect(result.outcome).toBe('missing');
    expect(fetch).not.toHaveBeenCalled();
  });
});
