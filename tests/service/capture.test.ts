// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorOf, startTestService, UUID } from './start-test-service';

describe('Capture (POST /v2/svc-it)', () => {
  it('answers 201 with an svc-it-<uuid> operation, status complete, one created note and a summary', async () => {
    const { client, service } = await startTestService();
    const result = await client.capture({ input: 'Call the plumber\nabout the sink' });
    expect(result.operation_id).toMatch(new RegExp(`^svc-it-${UUID.source.slice(1)}`));
    expect(result.status).toBe('complete');
    expect(result.created_notes).toEqual([
      { id: expect.any(String), title: 'Call the plumber', url: expect.stringMatching(`^${service.url}/m/`) },
    ]);
    expect(result.collections).toEqual([{ id: expect.any(String), title: 'Captures' }]);
    expect(result.processing_summary).toBe(
      'Recognised plain text; created 1 note "Call the plumber" in collection "Captures".',
    );
    expect(service.exportData().notes[0]!.content).toBe('# Call the plumber\n\nabout the sink');
  });

  it('converts HTML to Markdown and takes the title from <title>', async () => {
    const { client, service } = await startTestService();
    const html =
      '<!doctype html><html><head><title>Swifts in autumn</title><script>evil()</script></head>' +
      '<body><h1>Swifts</h1><p>They <strong>fly</strong> south. <a href="/more">More</a></p></body></html>';
    const result = await client.capture({ input: html, source_url: 'https://birds.example/swifts' });
    expect(result.created_notes[0]!.title).toBe('Swifts in autumn');
    expect(result.collections.map((c) => c.title)).toEqual(['Web clips']);
    const { content } = service.exportData().notes[0]!;
    expect(content.split('\n')[0]).toBe('# Swifts in autumn');
    expect(content).toContain('They **fly** south.');
    expect(content).toContain('[More](https://birds.example/more)');
    expect(content).not.toContain('evil');
  });

  it('takes the title from the first <h1> when the HTML has no <title>, without repeating it', async () => {
    const { client, service } = await startTestService();
    const result = await client.capture({ input: '<h1>Recipe</h1><p>Flour and water.</p>' });
    expect(result.created_notes[0]!.title).toBe('Recipe');
    expect(service.exportData().notes[0]!.content).toBe('# Recipe\n\nFlour and water.');
  });

  it('takes an email title from its Subject and keeps the sender visible', async () => {
    const { client, service } = await startTestService();
    const email =
      'From: Ada <ada@example.org>\nTo: me@example.org\nSubject: Lunch on Friday\n\nNoon at the usual place?';
    const result = await client.capture({ input: email });
    expect(result.created_notes[0]!.title).toBe('Lunch on Friday');
    expect(result.collections.map((c) => c.title)).toEqual(['Emails']);
    expect(service.exportData().notes[0]!.content).toBe(
      '# Lunch on Friday\n\n**From:** Ada <ada@example.org>  \n**To:** me@example.org\n\nNoon at the usual place?',
    );
  });

  it('recognises a transcript and files it under Transcripts', async () => {
    const { client } = await startTestService();
    const result = await client.capture({
      input: 'Weekly sync\n[00:01] Ana: Hello all\n[00:05] Bo: Hi Ana\n[00:09] Ana: Let us start',
    });
    expect(result.collections.map((c) => c.title)).toEqual(['Transcripts']);
    expect(result.created_notes[0]!.title).toBe('Weekly sync');
    expect(result.processing_summary).toContain('a transcript');
  });

  it('titles a WEBVTT transcript by its first spoken line and keeps every line on its own line', async () => {
    const { client, service } = await startTestService();
    const vtt =
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nAna: Good morning\n\n2\n00:00:03.000 --> 00:00:04.000\nBo: Morning';
    const result = await client.capture({ input: vtt });
    expect(result.created_notes[0]!.title).toBe('Ana: Good morning');
    expect(service.exportData().notes[0]!.content).toBe(
      '# Ana: Good morning\n\n1  \n00:00:01.000 --> 00:00:02.000  \nAna: Good morning  \n2  \n00:00:03.000 --> 00:00:04.000  \nBo: Morning',
    );
  });

  it('attaches the source chip (label, link, icon from the kind) to the created note', async () => {
    const { client, service } = await startTestService();
    const result = await client.capture({
      input: 'Some words',
      source_title: 'Team chat',
      source_url: 'slack://channel?id=C1',
      source_kind: 'Slack message',
    });
    expect(service.exportData().notes[0]!.chips).toEqual([
      { label: 'Team chat', url: 'slack://channel?id=C1', kind: 'Slack message', icon: 'message' },
    ]);
    expect(result.processing_summary).toContain('source chip "Team chat"');
  });

  it('makes a chip from source_url or source_kind alone, and none without source fields', async () => {
    const { client, service } = await startTestService();
    await client.capture({ input: 'one', source_url: 'https://example.org/a' });
    await client.capture({ input: 'two', source_kind: 'zeppelin' });
    await client.capture({ input: 'three' });
    expect(service.exportData().notes.map((n) => n.chips)).toEqual([
      [{ label: 'https://example.org/a', url: 'https://example.org/a', icon: 'source' }],
      [{ label: 'zeppelin', kind: 'zeppelin', icon: 'source' }],
      [],
    ]);
  });

  it('stores instructions, context and timestamp with the operation', async () => {
    const now = new Date('2026-11-21T08:00:00.000Z');
    const { client, service } = await startTestService({ now: () => now });
    const result = await client.capture({
      input: 'idea',
      instructions: 'make it a task',
      context: 'project Falcon',
      timestamp: '2026-11-20T18:30:00Z',
    });
    await client.capture({ input: 'no extras' });
    const [withExtras, without] = service.exportData().notes;
    expect(withExtras!.operation).toEqual({
      id: result.operation_id,
      input_kind: 'text',
      instructions: 'make it a task',
      context: 'project Falcon',
      timestamp: '2026-11-20T18:30:00Z',
    });
    expect(without!.operation).toMatchObject({ timestamp: now.toISOString() });
    expect(without!.operation).not.toHaveProperty('instructions');
    expect(result.processing_summary).toContain('Stored instructions, context, timestamp with the operation.');
  });

  it.each([
    ['missing input', {}, 'input'],
    ['empty input', { input: '' }, 'input'],
    ['input of the wrong type', { input: ['a'] }, 'input'],
    ['a timestamp that is not ISO 8601', { input: 'x', timestamp: '21/11/2026' }, 'timestamp'],
    ['source_kind of the wrong type', { input: 'x', source_kind: 3 }, 'source_kind'],
  ])('answers 400 invalid_parameter for %s and creates nothing', async (_name, body, param) => {
    const { post, service } = await startTestService();
    expect(await errorOf(await post('/v2/svc-it', body))).toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      param,
    });
    expect(service.exportData().notes).toEqual([]);
  });
});
