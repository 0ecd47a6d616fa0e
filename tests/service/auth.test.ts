// @vitest-environment node
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../lib/api';
import { errorOf, startTestService, tempDbPath, V0_TOKEN, V2_TOKEN } from './start-test-service';

const cases: [string, string, string | undefined][] = [
  ['no Authorization header on v2', '/v2/notes', undefined],
  ['no Authorization header on v0', '/v0/svcs', undefined],
  ['the v0 scheme on v2', '/v2/notes', `ApiAccessToken ${V2_TOKEN}`],
  ['the v2 scheme on v0', '/v0/svcs', `Bearer ${V0_TOKEN}`],
  ['an unknown v2 token', '/v2/svc-it', 'Bearer not-a-token'],
  ['a v0 token on v2', '/v2/notes', `Bearer ${V0_TOKEN}`],
  ['a v2 token on v0', '/v0/svcs', `ApiAccessToken ${V2_TOKEN}`],
  ['a scheme without a token', '/v2/notes', 'Bearer'],
];

describe('authentication', () => {
  it.each(cases)('answers 401 unauthorized for %s', async (_name, path, authorization) => {
    const { service } = await startTestService();
    const response = await fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(authorization && { Authorization: authorization }) },
      body: JSON.stringify({ content: 'x', input: 'x' }),
    });
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'unauthorized', param: 'Authorization' });
    expect(service.exportData()).toEqual({ notes: [], items: [] });
  });

  it('tells the typed client it is unauthorized, with the reason', async () => {
    const { service } = await startTestService();
    const client = createClient({ baseUrl: service.url, v2Token: 'wrong' });
    await expect(client.createNote({ content: 'x' })).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
      message: expect.stringContaining('Unknown v2 token'),
    });
  });

  it('mints a token pair on first start, stores only its sha-256 hashes, and accepts it', async () => {
    const dbPath = tempDbPath();
    const { service } = await startTestService({ dbPath, v2Tokens: [], v0Tokens: [], mintTokensIfNone: true });
    const minted = service.mintedTokens!;
    const client = createClient({ baseUrl: service.url, v2Token: minted.v2Token, v0Token: minted.v0Token });
    await client.createNote({ content: 'with a minted token' });
    await client.createItem({ content: 'with a minted v0 token' });

    const db = new Database(dbPath, { readonly: true });
    const hashes = db.prepare('SELECT hash, scheme FROM tokens ORDER BY scheme').all() as { hash: string }[];
    db.close();
    expect(hashes).toHaveLength(2);
    expect(hashes.every(({ hash }) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(dbPath).includes(minted.v2Token)).toBe(false);
  });

  it('mints only once: a second start on the same database mints nothing', async () => {
    const dbPath = tempDbPath();
    const first = await startTestService({ dbPath, v2Tokens: [], v0Tokens: [], mintTokensIfNone: true });
    expect(first.service.mintedTokens).toBeDefined();
    await first.service.close();
    const second = await startTestService({ dbPath, v2Tokens: [], v0Tokens: [], mintTokensIfNone: true });
    expect(second.service.mintedTokens).toBeUndefined();
  });
});
