// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorOf, startTestService, UUID } from './start-test-service';

describe('Create Note (POST /v2/notes)', () => {
  it('answers 201 with a Note whose url points at the service own product page', async () => {
    const { client, service } = await startTestService();
    const note = await client.createNote({ content: '# Groceries\n\n- eggs' });
    expect(note.id).toMatch(UUID);
    expect(note.content).toBe('# Groceries\n\n- eggs');
    expect(note.collections).toEqual([]);
    expect(note.url).toMatch(new RegExp(`^${service.url}/m/[A-Za-z0-9]+$`));
    expect(note.url).not.toContain(note.id);
  });

  it('takes the first line of content as the title', async () => {
    const { client, service } = await startTestService();
    await client.createNote({ content: 'Plain first line\nsecond line' });
    await client.createNote({ content: '## Heading title\n\nbody' });
    expect(service.exportData().notes.map((n) => n.title)).toEqual(['Plain first line', 'Heading title']);
  });

  it('files into an existing collection by id or by title, and creates one for an unknown title', async () => {
    const { client } = await startTestService();
    const first = await client.createNote({ content: 'a', add_to_collections: ['Reading'] });
    const reading = first.collections[0]!;
    const second = await client.createNote({ content: 'b', add_to_collections: [reading.id, 'reading', 'Birds'] });
    expect(second.collections).toHaveLength(2);
    expect(second.collections[0]).toEqual(reading);
    expect(second.collections[1]).toMatchObject({ title: 'Birds' });
    expect(second.collections[1]!.id).toMatch(UUID);
  });

  it('defaults auto_organize and auto_format to true and stores instructions given as strings', async () => {
    const { client, service } = await startTestService();
    await client.createNote({ content: 'defaults' });
    await client.createNote({ content: 'asked', auto_organize: 'file under travel', auto_format: false });
    const [defaults, asked] = service.exportData().notes;
    expect(defaults!.requested).toEqual({ auto_organize: true, auto_format: true });
    expect(asked!.requested).toEqual({ auto_organize: 'file under travel', auto_format: false });
  });

  it('applies a template named by title or by id, keeping the first line as the title', async () => {
    const { client, service } = await startTestService();
    const byTitle = await client.createNote({ content: '# Standup', apply_template: 'meeting notes' });
    expect(byTitle.content).toMatch(/^# Standup\n\n## Attendees/);
    const templateId = service.exportData().notes[0]!.requested!.template_id!;
    const byId = await client.createNote({ content: '# Essay\n\nA line.', apply_template: templateId });
    expect(byId.content).toMatch(/^# Essay\n\nA line.\n\n## Attendees/);
  });

  it('refuses an unknown template with 400 invalid_parameter naming apply_template, and stores nothing', async () => {
    const { client, service } = await startTestService();
    await expect(client.createNote({ content: 'x', apply_template: 'No such template' })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      param: 'apply_template',
    });
    expect(service.exportData().notes).toEqual([]);
  });

  it('sets created_at to now and updated_at to created_at when they are not given', async () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    const { client } = await startTestService({ now: () => now });
    const note = await client.createNote({ content: 'x' });
    expect(note.created_at).toBe(now.toISOString());
    expect(note.updated_at).toBe(now.toISOString());
  });

  it('uses the given created_at for updated_at too, and keeps both when both are given', async () => {
    const { client } = await startTestService();
    const one = await client.createNote({ content: 'x', created_at: '2024-01-02T03:04:05Z' });
    expect(one.updated_at).toBe('2024-01-02T03:04:05Z');
    const two = await client.createNote({
      content: 'y',
      created_at: '2024-01-02T03:04:05+02:00',
      updated_at: '2025-05-06T07:08:09Z',
    });
    expect([two.created_at, two.updated_at]).toEqual(['2024-01-02T03:04:05+02:00', '2025-05-06T07:08:09Z']);
  });

  it.each([
    ['missing content', {}, 'content'],
    ['empty content', { content: '  ' }, 'content'],
    ['content of the wrong type', { content: 42 }, 'content'],
    [
      'add_to_collections that is not a list of strings',
      { content: 'x', add_to_collections: 'Birds' },
      'add_to_collections',
    ],
    ['an empty collection name', { content: 'x', add_to_collections: [''] }, 'add_to_collections'],
    ['auto_format of the wrong type', { content: 'x', auto_format: 1 }, 'auto_format'],
    ['a created_at that is not ISO 8601', { content: 'x', created_at: 'yesterday' }, 'created_at'],
    ['an updated_at without time', { content: 'x', updated_at: '2024-01-02' }, 'updated_at'],
    ['a body that is not an object', ['content'], 'body'],
  ])('answers 400 invalid_parameter for %s', async (_name, body, param) => {
    const { post, service } = await startTestService();
    const error = await errorOf(await post('/v2/notes', body));
    expect(error).toMatchObject({ status: 400, code: 'invalid_parameter', param });
    expect(error.message).toContain(param);
    expect(service.exportData().notes).toEqual([]);
  });
});
