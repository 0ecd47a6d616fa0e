// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorOf, startTestService, UUID } from './start-test-service';

describe('v0 items (POST /v0/svcs, POST /v0/svcs/<id>/append)', () => {
  it('creates an item: 201 with a UUID id that differs from the identifier in its url', async () => {
    const { client, service } = await startTestService();
    const item = await client.createItem({ content: 'Reading list' });
    expect(item.id).toMatch(UUID);
    const urlId = item.url.slice(`${service.url}/m/`.length);
    expect(item.url.startsWith(`${service.url}/m/`)).toBe(true);
    expect(urlId).not.toBe('');
    expect(urlId).not.toBe(item.id);
    expect(item.id).not.toContain(urlId);
  });

  it('appends to the end and never replaces, taking the body as an object or as an array of one', async () => {
    const { client, service } = await startTestService();
    const item = await client.createItem({ content: 'Reading list\n\n- Dune' });
    expect(await client.appendToItem(item.id, { content: '- Emma' })).toEqual(item);
    expect(await client.appendToItem(item.id, [{ content: '- Ulysses' }])).toEqual(item);
    expect(service.exportData().items).toEqual([
      expect.objectContaining({ id: item.id, url: item.url, content: 'Reading list\n\n- Dune\n\n- Emma\n\n- Ulysses' }),
    ]);
  });

  it('answers 200 to an append and moves updated_at, keeping created_at', async () => {
    let now = new Date('2026-11-21T09:00:00Z');
    const { client, post, service } = await startTestService({ now: () => now });
    const item = await client.createItem({ content: 'log' });
    now = new Date('2026-11-21T10:00:00Z');
    const response = await post(`/v0/svcs/${item.id}/append`, { content: 'more' });
    expect(response.status).toBe(200);
    expect(service.exportData().items[0]).toMatchObject({
      created_at: '2026-11-21T09:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
    });
  });

  it('answers 404 not_found for an unknown item id, and for a note id (notes are not items)', async () => {
    const { client, post } = await startTestService();
    const note = await client.createNote({ content: 'a note' });
    for (const id of ['3f2c1d7e-0000-4000-8000-000000000000', note.id]) {
      expect(await errorOf(await post(`/v0/svcs/${id}/append`, { content: 'x' }))).toMatchObject({
        status: 404,
        code: 'not_found',
        param: 'item_id',
      });
    }
  });

  it.each([
    ['create without content', '/v0/svcs', {}, 'content'],
    ['create with empty content', '/v0/svcs', { content: '' }, 'content'],
    ['append without content', 'APPEND', {}, 'content'],
    ['append with an array of two', 'APPEND', [{ content: 'a' }, { content: 'b' }], 'body'],
    ['append with content of the wrong type', 'APPEND', [{ content: 1 }], 'content'],
  ])('answers 400 invalid_parameter to %s and changes nothing', async (_name, path, body, param) => {
    const { client, post, service } = await startTestService();
    const item = await client.createItem({ content: 'kept' });
    const target = path === 'APPEND' ? `/v0/svcs/${item.id}/append` : path;
    expect(await errorOf(await post(target, body))).toMatchObject({ status: 400, code: 'invalid_parameter', param });
    expect(service.exportData().items.map((i) => i.content)).toEqual(['kept']);
  });

  it('shows an item on its product page like a note', async () => {
    const { client } = await startTestService();
    const item = await client.createItem({ content: '# Packing\n\n- tent' });
    await client.appendToItem(item.id, { content: '- stove' });
    const page = await (await fetch(item.url)).text();
    expect(page).toContain('<h1>Packing</h1>');
    expect(page).toMatch(/<li>\s*(<p>)?tent[\s\S]*<li>\s*(<p>)?stove/);
  });
});
