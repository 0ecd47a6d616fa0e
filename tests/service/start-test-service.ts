import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createClient, type NoteServiceClient } from '../../lib/api';
import { type RunningService, type ServiceOptions, startService } from '../../service/index';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const V2_TOKEN = 'test-v2-token';
export const V0_TOKEN = 'test-v0-token';

export interface TestService {
  service: RunningService;
  client: NoteServiceClient;
  /** A request the typed client would refuse to send. */
  post(path: string, body: unknown, init?: { headers?: Record<string, string>; raw?: boolean }): Promise<Response>;
}

const running: RunningService[] = [];
const tempDirs: string[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.close()));
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'service-test-'));
  tempDirs.push(dir);
  return join(dir, 'service.db');
}

/** A quiet in-memory service on a free port with known tokens and no daily limit unless asked; closed after each test. */
export async function startTestService(options: ServiceOptions = {}): Promise<TestService> {
  const service = await startService({
    port: 0,
    dbPath: ':memory:',
    dailyLimit: 0,
    v2Tokens: [V2_TOKEN],
    v0Tokens: [V0_TOKEN],
    quiet: true,
    ...options,
  });
  running.push(service);
  const client = createClient({ baseUrl: service.url, v2Token: V2_TOKEN, v0Token: V0_TOKEN });
  const post: TestService['post'] = (path, body, init = {}) => {
    const auth = path.startsWith('/v0/') ? `ApiAccessToken ${V0_TOKEN}` : `Bearer ${V2_TOKEN}`;
    return fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth, ...init.headers },
      body: init.raw ? (body as string) : JSON.stringify(body),
    });
  };
  return { service, client, post };
}

export async function errorOf(
  response: Response,
): Promise<{ status: number; code: string; param?: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; param?: string; message: string } };
  return { status: response.status, ...body.error };
}
