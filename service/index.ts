/**
 * The reference Note Capture Service, as a library: the CLI (service/cli.ts) and the tests start it from here.
 * STUB: implemented by the reference-service issue (3).
 */
export interface ServiceOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** SQLite file, or ':memory:'. Default data/service.db. */
  dbPath?: string;
  /** Requests per token per UTC day; 0 turns the limit off. Default 25. */
  dailyLimit?: number;
  /** Extra valid tokens (as SERVICE_V2_TOKEN / SERVICE_V0_TOKEN do). */
  v2Tokens?: string[];
  v0Tokens?: string[];
  /** Do not log requests. */
  quiet?: boolean;
}

export type Fault =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'malformed' }
  | { kind: 'reset' };

export interface RunningService {
  url: string;
  port: number;
  /** Make the next `times` requests (default: all until cleared) fail on purpose. */
  injectFault(fault: Fault, times?: number): void;
  clearFaults(): void;
  /** Every note and v0 item, as `npm run -s service -- export` prints them. */
  exportData(): unknown;
  /** Stop listening (the service is "down"); `start()` listens again on the same port and database. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startService(_options: ServiceOptions = {}): Promise<RunningService> {
  throw new Error('not implemented yet');
}
