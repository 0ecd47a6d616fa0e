// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind, createClient, parseRetryAfter } from './index';

interface Recorded {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let baseUrl: string;
let handler: Handler;
let recorded: Recorded[];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    recorded.push({ method: req.method, url: req.url, headers: req.headers, body });
    handler(req, res);
  });
});

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  recorded = [];
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

const client = () => createClient({ baseUrl, v2Token: 'v2-secret', v0Token: 'v0-secret' });

const note = {
  id: '0b6f2c1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  content: '# Title\n\nBody',
  collections: [{ id: 'c1', title: 'Reading' }],
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  url: 'http://127.0.0.1/m/abc',
};
const captureResult = {
  operation_id: 'svc-it-7d1e5c9a-2b3f-4e6d-8a1c-9f0e2d3c4b5a',
  created_notes: [{ id: note.id, title: 'Title', url: note.url }],
  collections: [],
  status: 'complete',
  processing_summary: 'Filed one note.',
};
const item = { id: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924', url: 'http://127.0.0.1/m/xyz' };

describe('requests', () => {
  it('createNote posts the body to /v2/notes with a Bearer token and JSON content type', async () => {
    handler = answer(201, note);
    const result = await client().createNote({ content: '# Title\n\nBody', add_to_collections: ['Reading'] });
    expect(result).toEqual(note);
    const [req] = recorded;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/v2/notes');
    expect(req?.headers.authorization).toBe('Bearer v2-secret');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({ content: '# Title\n\nBody', add_to_collections: ['Reading'] });
  });

  it('capture posts to /v2/svc-it with a Bearer token and parses the capture result', async () => {
    handler = answer(201, captureResult);
    const body = { input: '<p>Hi</p>', source_kind: 'webpage', source_url: 'https://example.com/a' };
    expect(await client().capture(body)).toEqual(captureResult);
    expect(recorded[0]?.url).toBe('/v2/svc-it');
    expect(recorded[0]?.headers.authorization).toBe('Bearer v2-secret');
    expect(JSON.parse(recorded[0]?.body ?? '')).toEqual(body);
  });

  it('createItem posts to /v0/svcs with an ApiAccessToken token', async () => {
    handler = answer(201, item);
    expect(await client().createItem({ content: 'first' })).toEqual(item);
    expect(recorded[0]?.url).toBe('/v0/svcs');
    expect(recorded[0]?.headers.authorization).toBe('ApiAccessToken v0-secret');
    expect(recorded[0]?.headers['content-type']).toBe('application/json');
  });

  it('appendToItem posts to /v0/svcs/<id>/append, as one object or as an array holding one', async () => {
    handler = answer(200, item);
    expect(await client().appendToItem(item.id, { content: 'more' })).toEqual(item);
    await client().appendToItem(item.id, [{ content: 'again' }]);
    expect(recorded.map((r) => r.url)).toEqual([`/v0/svcs/${item.id}/append`, `/v0/svcs/${item.id}/append`]);
    expect(recorded[0]?.headers.authorization).toBe('ApiAccessToken v0-secret');
    expect(JSON.parse(recorded[1]?.body ?? '')).toEqual([{ content: 'again' }]);
  });

  it('keeps a path prefix of the base URL', async () => {
    handler = answer(201, note);
    await createClient({ baseUrl: `${baseUrl}/api/`, v2Token: 't' }).createNote({ content: 'x' });
    expect(recorded[0]?.url).toBe('/api/v2/notes');
  });

  it('refuses to send without a token, naming which one is missing', async () => {
    await expect(createClient({ baseUrl, v2Token: 't' }).createItem({ content: 'x' })).rejects.toMatchObject({
      kind: 'unauthorized',
      message: expect.stringContaining('v0'),
    });
    expect(recorded).toHaveLength(0);
  });

  it('refuses to send a body the schema rejects, naming the field', async () => {
    await expect(client().createNote({ content: 'x', created_at: 'yesterday' })).rejects.toMatchObject({
      kind: 'bad-request',
      param: 'created_at',
    });
    expect(recorded).toHaveLength(0);
  });
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('errors', () => {
  const errorBody = (code: string, message: string, param?: string) => ({ error: { code, message, param } });

  it.each<[number, ApiErrorKind]>([
    [400, 'bad-request'],
    [401, 'unauthorized'],
    [404, 'not-found'],
    [429, 'rate-limited'],
    [500, 'server'],
  ])('a %i answer is a %s error carrying the body’s code, message and param', async (status, kind) => {
    handler = answer(status, errorBody('some_code', 'Something is off.', 'content'));
    const error = await failure(client().createNote({ content: 'x' }));
    expect(error).toMatchObject({ kind, status, code: 'some_code', message: 'Something is off.', param: 'content' });
  });

  it('a 429 carries Retry-After, readable as a delay', async () => {
    handler = answer(429, errorBody('rate_limit_exceeded', 'Daily limit reached.'), { 'Retry-After': '120' });
    const error = await failure(client().capture({ input: 'x' }));
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfter).toBe('120');
    expect(error.retryAfterMs()).toBe(120_000);
  });

  it('an HTML 502 page from a proxy is a server error with a readable message', async () => {
    handler = (_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>');
    };
    const error = await failure(client().createNote({ content: 'x' }));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(502);
    expect(error.message).toBe('The service answered 502 Bad Gateway: 502 Bad Gateway');
  });

  it('a refused connection is a network error that did not reach the service', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    const error = await failure(
      createClient({ baseUrl: `http://127.0.0.1:${port}`, v2Token: 't' }).createNote({ content: 'x' }),
    );
    expect(error.kind).toBe('network');
    expect(error.mayHaveReachedService).toBe(false);
  });

  it('a connection reset before the answer is a network error that may have reached the service', async () => {
    handler = (req) => req.socket.destroy();
    const error = await failure(client().createNote({ content: 'x' }));
    expect(error.kind).toBe('network');
    expect(error.mayHaveReachedService).toBe(true);
  });

  it('no answer within the timeout is a timeout error that may have reached the service', async () => {
    handler = (_req, res) => setTimeout(() => answer(201, note)(_req, res), 500);
    const error = await failure(client().createNote({ content: 'x' }, { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(error.mayHaveReachedService).toBe(true);
  });

  it('a caller’s AbortSignal cancels the call', async () => {
    handler = (_req, res) => setTimeout(() => answer(201, note)(_req, res), 500);
    const controller = new AbortController();
    const pending = failure(client().createNote({ content: 'x' }, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error = await pending;
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/cancelled/);
  });

  it('a 201 whose body is not JSON is a malformed response', async () => {
    handler = answer(201, 'ok!');
    const error = await failure(client().createNote({ content: 'x' }));
    expect(error).toMatchObject({ kind: 'malformed-response', status: 201, mayHaveReachedService: true });
  });

  it('a 201 whose body does not match the schema is a malformed response naming the field', async () => {
    handler = answer(201, { ...captureResult, operation_id: 'op-1' });
    const error = await failure(client().capture({ input: 'x' }));
    expect(error.kind).toBe('malformed-response');
    expect(error.message).toContain('operation_id');
  });

  it('serializes to plain data for messages and storage', async () => {
    handler = answer(400, errorBody('invalid_parameter', 'content is required', 'content'));
    const error = await failure(client().createNote({ content: 'x' }));
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      kind: 'bad-request',
      message: 'content is required',
      status: 400,
      code: 'invalid_parameter',
      param: 'content',
      mayHaveReachedService: false,
    });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it('reads delay-seconds', () => expect(parseRetryAfter('30', now)).toBe(30_000));
  it('reads an HTTP date', () => expect(parseRetryAfter('Sat, 21 Nov 2026 10:01:00 GMT', now)).toBe(60_000));
  it('treats a date in the past as now', () => expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0));
  it('ignores garbage', () => expect(parseRetryAfter('soon', now)).toBeUndefined());
});
