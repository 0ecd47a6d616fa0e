// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../lib/api';
import type { ExportData } from '../../service/index';
import { startTestService, tempDbPath } from './start-test-service';

const run = promisify(execFile);
const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'service/cli.ts', ...args]);

describe('persistence and the command line', () => {
  it('finds the notes still there after a restart on the same database', async () => {
    const dbPath = tempDbPath();
    const first = await startTestService({ dbPath });
    const note = await first.client.createNote({ content: '# Kept', add_to_collections: ['Archive'] });
    const item = await first.client.createItem({ content: 'Kept item' });
    await first.service.close();

    const second = await startTestService({ dbPath });
    const { notes, items } = second.service.exportData();
    expect(notes).toEqual([expect.objectContaining({ id: note.id, content: '# Kept', url: note.url })]);
    expect(notes[0]!.collections).toEqual(note.collections);
    expect(items).toEqual([expect.objectContaining({ id: item.id, content: 'Kept item' })]);
    await second.client.appendToItem(item.id, { content: 'and more' });
    const again = await second.client.createNote({ content: 'x', add_to_collections: ['archive'] });
    expect(again.collections).toEqual(note.collections);
  });

  it('prints every note and item with `export`, as exportData() returns them', async () => {
    const dbPath = tempDbPath();
    const { client, service } = await startTestService({ dbPath });
    await client.capture({ input: 'hello', source_title: 'Src', source_kind: 'webpage' });
    await client.createItem({ content: 'an item' });
    const { stdout } = await cli('export', '--db', dbPath);
    const exported = JSON.parse(stdout) as ExportData;
    expect(exported).toEqual(service.exportData());
    expect(exported.notes[0]).toMatchObject({
      content: '# hello',
      collections: [{ title: 'Captures' }],
      chips: [{ label: 'Src', kind: 'webpage', icon: 'globe' }],
    });
    expect(Object.keys(exported.notes[0]!)).toEqual(
      expect.arrayContaining(['id', 'content', 'collections', 'created_at', 'updated_at', 'url', 'chips']),
    );
  });

  it('mints a working token pair with `token`', async () => {
    const dbPath = tempDbPath();
    const { stdout } = await cli('token', '--db', dbPath);
    const v2Token = /v2 token[^:]*:\s+(\S+)/.exec(stdout)?.[1];
    const v0Token = /v0 token[^:]*:\s+(\S+)/.exec(stdout)?.[1];
    const { service } = await startTestService({ dbPath, v2Tokens: [], v0Tokens: [] });
    const client = createClient({ baseUrl: service.url, v2Token, v0Token });
    await expect(client.createNote({ content: 'x' })).resolves.toBeDefined();
    await expect(client.createItem({ content: 'y' })).resolves.toBeDefined();
  });

  it('refuses to export a database that does not exist rather than creating an empty one', async () => {
    const dbPath = tempDbPath();
    await expect(cli('export', '--db', dbPath)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No database'),
    });
    const { existsSync } = await import('node:fs');
    expect(existsSync(dbPath)).toBe(false);
  });

  it('refuses an unknown command or a bad number with usage help', async () => {
    await expect(cli('frobnicate')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') });
    await expect(cli('--port', 'abc')).rejects.toMatchObject({ stderr: expect.stringContaining('--port') });
  });
});
