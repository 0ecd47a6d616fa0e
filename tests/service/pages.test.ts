// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startTestService } from './start-test-service';

const HOSTILE = [
  '# Clipped page',
  '',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a> [md link](javascript:alert(4))',
  '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="q"></form>',
  '<svg onload="alert(5)"></svg><style>body{display:none}</style>',
  '<div style="background:url(javascript:alert(6))" onclick="alert(7)">styled</div>',
].join('\n');

describe('product pages', () => {
  it('renders a note as HTML with its title, collections and chips', async () => {
    const { client } = await startTestService();
    const result = await client.capture({
      input: 'From: Ada <ada@example.org>\nSubject: Lunch\n\nNoon?',
      source_title: 'Ada’s mail',
      source_url: 'mailto:ada@example.org',
      source_kind: 'email',
    });
    const response = await fetch(result.created_notes[0]!.url);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(page).toContain('<title>Lunch</title>');
    expect(page).toContain('<h1>Lunch</h1>');
    expect(page).toContain('<li class="collection">Emails</li>');
    expect(page).toMatch(
      /<a href="mailto:ada@example.org"[^>]*><span class="icon" data-icon="mail"[^>]*>✉️<\/span> Ada’s mail<\/a>/,
    );
  });

  it('removes everything that could run script from clipped content', async () => {
    const { client } = await startTestService();
    const note = await client.createNote({ content: HOSTILE });
    const page = await (await fetch(note.url)).text();
    const content = page.slice(page.indexOf('<div class="content">'));
    expect(content).toContain('<h1>Clipped page</h1>');
    expect(content).toContain('styled');
    expect(content).not.toMatch(/<script|\son\w+=|(href|src)="javascript:|<iframe|<form|<svg|<style|style=/i);
  });

  it('shows a chip with a script link as plain text', async () => {
    const { client } = await startTestService();
    const result = await client.capture({ input: 'x', source_title: 'Bad', source_url: 'javascript:alert(1)' });
    const page = await (await fetch(result.created_notes[0]!.url)).text();
    expect(page).not.toMatch(/href="javascript:/i);
    expect(page).toMatch(/<li class="chip"[^>]*><span class="icon"[^>]*>🔗<\/span> Bad<\/li>/);
  });

  it('sends a Content-Security-Policy that allows no script at all', async () => {
    const { client } = await startTestService();
    const note = await client.createNote({ content: 'x' });
    for (const url of [note.url, new URL('/', note.url).href]) {
      const csp = (await fetch(url)).headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toMatch(/script-src/);
    }
  });

  it('lists recent notes and items, newest first, on the home page', async () => {
    const { client, service } = await startTestService();
    await client.createNote({ content: '# Older note' });
    await client.createItem({ content: 'Newer item' });
    const page = await (await fetch(`${service.url}/`)).text();
    expect(page.indexOf('Newer item')).toBeGreaterThan(-1);
    expect(page.indexOf('Newer item')).toBeLessThan(page.indexOf('Older note'));
  });

  it('shows what the creator asked for: instructions, switched-off options and the template', async () => {
    const { client } = await startTestService();
    const note = await client.createNote({
      content: '# Trip',
      auto_organize: 'put it with travel',
      auto_format: false,
      apply_template: 'To read later',
    });
    const page = await (await fetch(note.url)).text();
    expect(page).toContain(
      'Asked for: organize instructions “put it with travel”, auto-format off, template “To read later”.',
    );
    const plain = await client.createNote({ content: '# Plain' });
    expect(await (await fetch(plain.url)).text()).not.toContain('Asked for');
  });

  it('answers an unknown note link with a 404 page', async () => {
    const { service } = await startTestService();
    const response = await fetch(`${service.url}/m/doesnotexist`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Note not found');
  });
});

describe('product pages and foreign hosts', () => {
  it('refuses a page request whose Host is not the service own loopback address (DNS rebinding)', async () => {
    const { service } = await startTestService();
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      request(`${service.url}/`, { headers: { Host: 'evil.example:8787' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(403);
    expect((await fetch(`${service.url}/`)).status).toBe(200);
    expect((await fetch(`http://localhost:${service.port}/`)).status).toBe(200);
  });
});
