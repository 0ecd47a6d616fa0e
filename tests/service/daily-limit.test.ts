// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createClient } from '../../lib/api';
import { errorOf, startTestService, tempDbPath } from './start-test-service';

describe('daily request limit', () => {
  it('answers 429 rate_limit_exceeded with Retry-After until the next UTC midnight once the limit is used', async () => {
    const now = new Date('2026-11-21T23:00:00.000Z');
    const { client, post } = await startTestService({ dailyLimit: 2, now: () => now });
    await client.createNote({ content: 'one' });
    await client.capture({ input: 'two' });
    const response = await post('/v2/notes', { content: 'three' });
    expect(response.headers.get('Retry-After')).toBe('3600');
    expect(await errorOf(response)).toMatchObject({ status: 429, code: 'rate_limit_exceeded' });
  });

  it('opens a new window at UTC midnight', async () => {
    let now = new Date('2026-11-21T23:59:59.000Z');
    const { client } = await startTestService({ dailyLimit: 1, now: () => now });
    await client.createNote({ content: 'one' });
    await expect(client.createNote({ content: 'two' })).rejects.toMatchObject({
      kind: 'rate-limited',
      retryAfter: '1',
    });
    now = new Date('2026-11-22T00:00:00.000Z');
    await expect(client.createNote({ content: 'three' })).resolves.toMatchObject({ content: 'three' });
  });

  it('defaults to the free tier: 25 requests per token per day', async () => {
    const { client } = await startTestService({ dailyLimit: undefined });
    for (let i = 0; i < 25; i++) await client.createItem({ content: `item ${i}` });
    await expect(client.createItem({ content: 'one too many' })).rejects.toMatchObject({ status: 429 });
  });

  it('does not count unauthenticated requests, so a stranger cannot use up a quota', async () => {
    const { client, service } = await startTestService({ dailyLimit: 1 });
    const stranger = createClient({ baseUrl: service.url, v2Token: 'guess' });
    for (let i = 0; i < 3; i++)
      await expect(stranger.createNote({ content: 'x' })).rejects.toMatchObject({ status: 401 });
    await expect(client.createNote({ content: 'mine' })).resolves.toBeDefined();
  });

  it('counts an authenticated request even when its body is rejected', async () => {
    const { client, post } = await startTestService({ dailyLimit: 1 });
    expect((await post('/v2/notes', {})).status).toBe(400);
    await expect(client.createNote({ content: 'x' })).rejects.toMatchObject({ status: 429 });
  });

  it('keeps a separate quota per token', async () => {
    const { client } = await startTestService({ dailyLimit: 1 });
    await client.createNote({ content: 'v2' });
    await expect(client.createItem({ content: 'v0 still has its own' })).resolves.toBeDefined();
  });

  it('keeps the count across a restart on the same database', async () => {
    const dbPath = tempDbPath();
    const first = await startTestService({ dbPath, dailyLimit: 1 });
    await first.client.createNote({ content: 'x' });
    await first.service.close();
    const second = await startTestService({ dbPath, dailyLimit: 1 });
    await expect(second.client.createNote({ content: 'y' })).rejects.toMatchObject({ status: 429 });
  });

  it('is off with a limit of 0', async () => {
    const { post } = await startTestService({ dailyLimit: 0 });
    for (let i = 0; i < 30; i++) expect((await post('/v2/notes', { content: `n${i}` })).status).toBe(201);
  });
});
