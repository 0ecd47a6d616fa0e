// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BYTES } from '../../lib/api';
import { errorOf, startTestService, V2_TOKEN } from './start-test-service';

describe('errors (section 7 bodies)', () => {
  it('answers malformed JSON with 400 malformed_json', async () => {
    const { post } = await startTestService();
    expect(await errorOf(await post('/v2/notes', '{"content": "x"', { raw: true }))).toMatchObject({
      status: 400,
      code: 'malformed_json',
      param: 'body',
    });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['form data', 'application/x-www-form-urlencoded'],
  ])('answers a %s body with 400 unsupported_content_type', async (_name, type) => {
    const { post, service } = await startTestService();
    const error = await errorOf(await post('/v2/notes', { content: 'x' }, { headers: { 'Content-Type': type } }));
    expect(error).toMatchObject({ status: 400, code: 'unsupported_content_type', param: 'Content-Type' });
    expect(service.exportData().notes).toEqual([]);
  });

  it('accepts application/json with a charset', async () => {
    const { post } = await startTestService();
    const response = await post(
      '/v2/notes',
      { content: 'x' },
      { headers: { 'Content-Type': 'application/json; charset=utf-8' } },
    );
    expect(response.status).toBe(201);
  });

  it.each([
    ['an unknown path', 'POST', '/v2/nothing'],
    ['an unknown version', 'POST', '/v3/notes'],
    ['the wrong method on a known path', 'GET', '/v2/notes'],
  ])('answers %s with 404 not_found', async (_name, method, path) => {
    const { service } = await startTestService();
    const response = await fetch(`${service.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${V2_TOKEN}` },
    });
    expect(await errorOf(response)).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('answers a body over MAX_REQUEST_BYTES with 413 payload_too_large and stores nothing', async () => {
    const { post, service } = await startTestService();
    const content = 'a'.repeat(MAX_REQUEST_BYTES);
    const error = await errorOf(await post('/v2/notes', { content }));
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large', param: 'body' });
    expect(service.exportData().notes).toEqual([]);
  });

  it('accepts a body just under MAX_REQUEST_BYTES', async () => {
    const { client } = await startTestService();
    const content = `# Big\n\n${'a'.repeat(MAX_REQUEST_BYTES - 1024)}`;
    const note = await client.createNote({ content });
    expect(note.content.length).toBe(content.length);
  });

  it('answers an unexpected failure with 500 internal_error and no stack trace or internal message', async () => {
    const { post, service } = await startTestService();
    service.injectFault({ kind: 'throw' }, 1);
    const response = await post('/v2/notes', { content: 'x' });
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: expect.any(String) } });
    expect(text).not.toMatch(/at .*\.ts|Injected crash|stack/i);
  });

  it('answers OPTIONS with 204 and the allowed methods, without CORS headers', async () => {
    const { service } = await startTestService();
    const response = await fetch(`${service.url}/v2/notes`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
