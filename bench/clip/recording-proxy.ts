import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through proxy in front of the service that notes when each request's headers arrive: "the request
 * arrived at the service", measured outside the extension.
 */
export async function startRecordingProxy(servicePort: number) {
  const waiting: { path: string; on: 'arrival' | 'response'; resolve(at: number): void }[] = [];
  const settle = (path: string, on: 'arrival' | 'response') => {
    const at = Date.now();
    const index = waiting.findIndex((w) => w.path === path && w.on === on);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(at);
  };
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    settle(path, 'arrival');
    const upstream = request(
      { host: '127.0.0.1', port: servicePort, path, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => settle(path, 'response'));
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const next = (path: string, on: 'arrival' | 'response') =>
    new Promise<number>((resolve, reject) => {
      waiting.push({ path, on, resolve });
      setTimeout(() => reject(new Error(`no ${on} for ${path} within 30 s`)), 30_000).unref();
    });
  return {
    url: `http://127.0.0.1:${port}`,
    nextArrival: (path: string) => next(path, 'arrival'),
    nextResponse: (path: string) => next(path, 'response'),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
