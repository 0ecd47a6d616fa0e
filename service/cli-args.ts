import { parseArgs } from 'node:util';
import { FREE_TIER_DAILY_REQUESTS } from '../lib/api';
import { DEFAULT_DB_PATH } from './db/open-database';

export interface CliArgs {
  command: 'serve' | 'export' | 'token';
  port: number;
  db: string;
  dailyLimit: number;
  quiet: boolean;
}

export const USAGE = `Usage:
  npm run service -- [--port 8787] [--db data/service.db] [--daily-limit 25] [--quiet]
  npm run -s service -- export [--db data/service.db]    print every note and v0 item as JSON
  npm run -s service -- token [--db data/service.db]     mint a new v2/v0 token pair and print it`;

export function parseCliArgs(argv: string[]): CliArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string', default: '8787' },
      db: { type: 'string', default: DEFAULT_DB_PATH },
      'daily-limit': { type: 'string', default: String(FREE_TIER_DAILY_REQUESTS) },
      quiet: { type: 'boolean', default: false },
    },
  });
  const command = positionals[0] ?? 'serve';
  if (command !== 'serve' && command !== 'export' && command !== 'token')
    throw new Error(`Unknown command "${command}".`);
  return {
    command,
    port: wholeNumber(values.port, '--port'),
    db: values.db,
    dailyLimit: wholeNumber(values['daily-limit'], '--daily-limit'),
    quiet: values.quiet,
  };
}

function wholeNumber(value: string, flag: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${flag} takes a whole number, got "${value}".`);
  return number;
}
