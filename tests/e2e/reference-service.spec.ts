import { createClient } from '../../lib/api';
import { E2E_V0_TOKEN, E2E_V2_TOKEN, expect, test } from './fixtures';

test('a note created through the API is visible at its url, with its collections and without running clipped script', async ({
  service,
  context,
}) => {
  const client = createClient({ baseUrl: service.url, v2Token: E2E_V2_TOKEN, v0Token: E2E_V0_TOKEN });
  const note = await client.createNote({
    content:
      '# Field notes\n\nSeen today. <img src="x" onerror="document.title=\'pwned\'"><script>document.title=\'pwned\'</script>',
    add_to_collections: ['Birds'],
  });

  const page = await context.newPage();
  const scriptErrors: string[] = [];
  page.on('pageerror', (error) => scriptErrors.push(error.message));
  await page.goto(note.url);

  await expect(page.getByRole('heading', { name: 'Field notes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Collections' })).toContainText('Birds');
  await expect(page).toHaveTitle('Field notes');
  expect(scriptErrors).toEqual([]);
});

test('a capture shows its source chip as a link with the icon of its kind', async ({ service, context }) => {
  const client = createClient({ baseUrl: service.url, v2Token: E2E_V2_TOKEN });
  const result = await client.capture({
    input: 'From: Ada <ada@example.org>\nSubject: Lunch on Friday\n\nShall we meet at noon?',
    source_title: 'Ada’s email',
    source_url: 'mailto:ada@example.org',
    source_kind: 'email',
  });

  const page = await context.newPage();
  await page.goto(result.created_notes[0]!.url);
  const chip = page.getByRole('list', { name: 'Sources' }).getByRole('link', { name: /Ada’s email/ });
  await expect(chip).toHaveAttribute('href', 'mailto:ada@example.org');
  await expect(chip.locator('[data-icon]')).toHaveAttribute('data-icon', 'mail');
  await expect(page.getByRole('heading', { name: 'Lunch on Friday' })).toBeVisible();
});

test('the export CLI lists what arrived, and the service comes back after stop/start on the same port', async ({
  service,
}) => {
  const client = createClient({ baseUrl: service.url, v0Token: E2E_V0_TOKEN });
  const item = await client.createItem({ content: 'Shopping\n\n- eggs' });
  const port = service.port;
  await service.stop();
  await expect(client.appendToItem(item.id, { content: '- milk' })).rejects.toMatchObject({ kind: 'network' });
  await service.start();
  expect(service.port).toBe(port);
  await client.appendToItem(item.id, { content: '- milk' });

  const exported = await service.exportNotes();
  expect(exported.items).toEqual([
    expect.objectContaining({ id: item.id, url: item.url, content: 'Shopping\n\n- eggs\n\n- milk' }),
  ]);
});
