import type { HttpBindings } from '@hono/node-server';
import type { Db } from '../db/open-database';
import type { TokenScheme } from '../store/tokens';
import type { FaultQueue } from './fault-queue';

/** What every route needs, built once by startService. */
export interface ServiceContext {
  db: Db;
  /** The service's own origin ({product_url}); known only once it listens. */
  productUrl(): string;
  /** The address it listens on (127.0.0.1 unless told otherwise). */
  host: string;
  /** Requests per token per UTC day; 0 = no limit. */
  dailyLimit: number;
  now(): Date;
  /** Hashes of tokens given by options/environment, accepted besides the stored ones. */
  extraTokenHashes: Record<TokenScheme, Set<string>>;
  faults: FaultQueue;
  quiet: boolean;
}

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: { tokenHash: string; json: unknown };
}
