// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startTestService } from './start-test-service';

describe('fault injection (test hooks of startService)', () => {
  it('answers the injected status with a section 7 body and Retry-After, for the given number of requests', async () => {
    const { client, service } = await startTestService();
    service.injectFault({ kind: 'status', status: 429, retryAfter: '7' }, 2);
    for (let i = 0; i < 2; i++) {
      await expect(client.createNote({ content: 'x' })).rejects.toMatchObject({
        kind: 'rate-limited',
        code: 'rate_limit_exceeded',
        retryAfter: '7',
      });
    }
    await expect(client.createNote({ content: 'third goes through' })).resolves.toBeDefined();
    expect(service.exportData().notes).toHaveLength(1);
  });

  it('keeps failing until cleared when no count is given', async () => {
    const { client, service } = await startTestService();
    service.injectFault({ kind: 'status', status: 500 });
    for (let i = 0; i < 3; i++) await expect(client.capture({ input: 'x' })).rejects.toMatchObject({ kind: 'server' });
    service.clearFaults();
    await expect(client.capture({ input: 'x' })).resolves.toBeDefined();
  });

  it('answers late but stores the note for a slow fault', async () => {
    const { client, service } = await startTestService();
    service.injectFault({ kind: 'slow', delayMs: 300 }, 1);
    const started = Date.now();
    await client.createNote({ content: 'late' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await expect(client.createNote({ content: 'late' }, { timeoutMs: 100 })).resolves.toBeDefined();
    expect(service.exportData().notes).toHaveLength(2);
  });

  it('lets a slow answer time out on the client while the service still stores the note', async () => {
    const { client, service } = await startTestService();
    service.injectFault({ kind: 'slow', delayMs: 400 }, 1);
    await expect(client.createNote({ content: 'slow' }, { timeoutMs: 100 })).rejects.toMatchObject({
      kind: 'timeout',
      mayHaveReachedService: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(service.exportData().notes.map((n) => n.content)).toEqual(['slow']);
  });

  it('answers 201 with a body that is not JSON, storing nothing, for a malformed fault', async () => {
    const { client, service } = await startTestService();
    service.injectFault({ kind: 'malformed' }, 1);
    await expect(client.createItem({ content: 'x' })).rejects.toMatchObject({
      kind: 'malformed-response',
      status: 201,
    });
    expect(service.exportData().items).toEqual([]);
  });

  it('drops the connection without an answer, storing nothing, for a reset fault', async () => {
    const { client, service } = await startTestService();
    service.injectFault({ kind: 'reset' }, 1);
    await expect(client.createNote({ content: 'x' })).rejects.toMatchObject({ kind: 'network' });
    expect(service.exportData().notes).toEqual([]);
    await expect(client.createNote({ content: 'next one works' })).resolves.toBeDefined();
  });

  it('goes down with stop() and comes back with start() on the same port and data', async () => {
    const { client, service } = await startTestService();
    const note = await client.createNote({ content: 'before' });
    const port = service.port;
    await service.stop();
    await expect(client.createNote({ content: 'while down' })).rejects.toMatchObject({
      kind: 'network',
      mayHaveReachedService: false,
    });
    await service.start();
    expect(service.port).toBe(port);
    await client.createNote({ content: 'after' });
    expect(service.exportData().notes.map((n) => n.id)[0]).toBe(note.id);
    expect(service.exportData().notes).toHaveLength(2);
  });
});
