/**
 * The reference Note Capture Service, as a library: the CLI (service/cli.ts), the tests and the benchmark
 * start it from here.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { FREE_TIER_DAILY_REQUESTS } from '../lib/api';
import { createApp } from './app';
import { DEFAULT_DB_PATH, openDatabase } from './db/open-database';
import { type ExportData, exportData } from './export-data';
import type { ServiceContext } from './http/app-env';
import { type Fault, FaultQueue } from './http/fault-queue';
import { seedTemplates } from './store/templates';
import { hashToken, hasTokens, mintTokenPair, type TokenPair } from './store/tokens';

export type { ExportData, ExportedNote } from './export-data';
export type { Fault } from './http/fault-queue';
export type { TokenPair } from './store/tokens';
export { DEFAULT_DB_PATH };

export const DEFAULT_PORT = 8787;

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
  /** When no token exists at all (none stored, none given), mint a pair and return it once as `mintedTokens`. */
  mintTokensIfNone?: boolean;
  /** The clock, for tests of the daily window. */
  now?: () => Date;
}

export interface RunningService {
  url: string;
  port: number;
  /** The pair minted at this start (only with `mintTokensIfNone`, only the first time). */
  mintedTokens?: TokenPair;
  /** Make the next `times` requests (default: all until cleared) fail on purpose. */
  injectFault(fault: Fault, times?: number): void;
  clearFaults(): void;
  /** Every note and v0 item, as `npm run -s service -- export` prints them. */
  exportData(): ExportData;
  /** Stop listening (the service is "down"); `start()` listens again on the same port and database. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const host = options.host ?? '127.0.0.1';
  const db = openDatabase(options.dbPath ?? DEFAULT_DB_PATH);
  seedTemplates(db);
  const given = { v2: options.v2Tokens ?? [], v0: options.v0Tokens ?? [] };
  const mintedTokens =
    options.mintTokensIfNone && given.v2.length + given.v0.length === 0 && !hasTokens(db)
      ? mintTokenPair(db)
      : undefined;

  let port = options.port ?? DEFAULT_PORT;
  const faults = new FaultQueue();
  const context: ServiceContext = {
    db,
    host,
    productUrl: () => `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    dailyLimit: options.dailyLimit ?? FREE_TIER_DAILY_REQUESTS,
    now: options.now ?? (() => new Date()),
    extraTokenHashes: { v2: new Set(given.v2.map(hashToken)), v0: new Set(given.v0.map(hashToken)) },
    faults,
    quiet: options.quiet ?? false,
  };
  const server = createAdaptorServer({ fetch: createApp(context).fetch }) as Server;
  let listening = false;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (listening) return resolve();
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        port = (server.address() as AddressInfo).port;
        listening = true;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
      // Keep-alive and in-flight connections die too: "down" means down.
      server.closeAllConnections();
    });

  await start();
  const service: RunningService = {
    get url() {
      return context.productUrl();
    },
    get port() {
      return port;
    },
    mintedTokens,
    injectFault: (fault, times) => faults.add(fault, times),
    clearFaults: () => faults.clear(),
    exportData: () => exportData(db),
    stop,
    start,
    close: async () => {
      await stop();
      if (db.open) db.close();
    },
  };
  return service;
}
