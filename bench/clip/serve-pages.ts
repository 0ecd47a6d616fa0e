import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves fixed pages on 127.0.0.1 (the E2E build may script it). */
export async function servePages(pages: Record<string, string>) {
  const server = createServer((req, res) => {
    const body = pages[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
