import { describe, expect, it } from 'vitest';
import { cutOversize, jsonStringBytes } from './cut-oversize';

const size = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).length;

describe('cutting an oversize clip', () => {
  it('leaves a clip under the limit untouched', () => {
    const request = { op: 'capture' as const, body: { input: 'small page' } };
    expect(cutOversize(request, 1000)).toEqual({ request });
  });

  it('cuts the page text so that the whole JSON body fits, and says so at the end', () => {
    const request = { op: 'capture' as const, body: { input: 'a'.repeat(5000), source_title: 'Big' } };
    const { request: cut, cut: info } = cutOversize(request, 2048);
    if (cut.op !== 'capture') throw new Error('op changed');
    expect(size(cut.body)).toBeLessThanOrEqual(2048);
    expect(size(cut.body)).toBeGreaterThan(1900);
    expect(cut.body.input).toMatch(/… clip cut at 2 KB \(the original was 5 KB\)\.$/);
    expect(cut.body.source_title).toBe('Big');
    expect(info).toEqual({ originalBytes: size(request.body), keptBytes: 2048 });
  });

  it('states the limit in MB in the note', () => {
    const mb = 1024 * 1024;
    const { request } = cutOversize({ op: 'create-note', body: { content: 'b'.repeat(3 * mb) } }, 2 * mb);
    if (request.op !== 'create-note') throw new Error('op changed');
    expect(request.body.content.endsWith('… clip cut at 2 MB (the original was 3 MB).')).toBe(true);
  });

  it('counts JSON escapes and multi-byte characters, and never splits an emoji', () => {
    const text = '"\\\n😀é€\u0001';
    expect(jsonStringBytes(text)).toBe(new TextEncoder().encode(JSON.stringify(text)).length);
    const { request } = cutOversize({ op: 'append-running-note', content: '😀'.repeat(1000) }, 500);
    if (request.op !== 'append-running-note') throw new Error('op changed');
    expect(size({ content: request.content })).toBeLessThanOrEqual(500);
    expect(request.content).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
