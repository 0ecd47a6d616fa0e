/**
 * `npm run bench:service`: throughput and latency of Create Note and Capture over loopback, against the real
 * CLI service (own process, temp database, daily limit off). The baseline, measured in the same run, is an
 * OPTIONS request: the HTTP stack alone, no auth, no body, no database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { percentile } from './percentiles';
import { startServiceProcess } from './start-service-process';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const TOKENS = { v2: 'bench-v2-token', v0: 'bench-v0-token' };

const noteBody = JSON.stringify({
  content: `# Benchmark note\n\n${'A paragraph of clipped text with **bold** and a [link](https://example.org). '.repeat(30)}`,
  add_to_collections: ['Bench'],
});
const captureBody = JSON.stringify({
  input: `<!doctype html><html><head><title>Benchmark page</title></head><body><h1>Benchmark page</h1>${'<p>Some <em>clipped</em> text with a <a href="/x">link</a>.</p><ul><li>one</li><li>two</li></ul>'.repeat(40)}</body></html>`,
  source_title: 'Benchmark page',
  source_url: 'https://example.org/bench',
  source_kind: 'webpage',
});

interface Scenario {
  name: string;
  method: 'POST' | 'OPTIONS';
  path: string;
  body?: string;
}

const scenarios: Scenario[] = [
  { name: 'baseline (OPTIONS, no work)', method: 'OPTIONS', path: '/v2/notes' },
  { name: 'Create Note (2.3 KB Markdown)', method: 'POST', path: '/v2/notes', body: noteBody },
  { name: 'Capture (5 KB HTML page)', method: 'POST', path: '/v2/svc-it', body: captureBody },
];

async function measure(url: string, scenario: Scenario) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: `${url}${scenario.path}`,
    method: scenario.method,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKENS.v2}` },
    body: scenario.body,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': round(percentile(latencies, 50)),
    'p95 ms': round(percentile(latencies, 95)),
    'p99 ms': round(percentile(latencies, 99)),
    requests: latencies.length,
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
    errors: result.errors + result.timeouts,
  };
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-service-'));
const service = await startServiceProcess(join(dir, 'bench.db'), TOKENS);
try {
  console.log(`Reference service at ${service.url}; ${CONNECTIONS} connections, ${DURATION_S} s per scenario.`);
  const rows = [];
  for (const scenario of scenarios) rows.push(await measure(service.url, scenario));
  console.table(rows);
} finally {
  service.stop();
  rmSync(dir, { recursive: true, force: true });
}
