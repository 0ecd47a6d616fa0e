/** `npm run service -- …`: serve (default), export, token. See USAGE. */
import { existsSync } from 'node:fs';
import { parseCliArgs, USAGE } from './cli-args';
import { openDatabase } from './db/open-database';
import { exportData } from './export-data';
import { startService } from './index';
import { mintTokenPair, type TokenPair } from './store/tokens';

async function main(argv: string[]): Promise<void> {
  let args: ReturnType<typeof parseCliArgs>;
  try {
    args = parseCliArgs(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }

  if (args.command === 'export') {
    if (args.db !== ':memory:' && !existsSync(args.db)) {
      console.error(`No database at ${args.db}. Pass the one the service uses: --db <path>.`);
      process.exitCode = 1;
      return;
    }
    const db = openDatabase(args.db);
    process.stdout.write(`${JSON.stringify(exportData(db), null, 2)}\n`);
    db.close();
    return;
  }

  if (args.command === 'token') {
    const db = openDatabase(args.db);
    printTokens(mintTokenPair(db), 'New token pair (the old ones keep working); it is shown only this once:');
    db.close();
    return;
  }

  const envV2 = process.env.SERVICE_V2_TOKEN;
  const envV0 = process.env.SERVICE_V0_TOKEN;
  const service = await startService({
    port: args.port,
    dbPath: args.db,
    dailyLimit: args.dailyLimit,
    quiet: args.quiet,
    v2Tokens: envV2 ? [envV2] : [],
    v0Tokens: envV0 ? [envV0] : [],
    mintTokensIfNone: true,
  });
  if (service.mintedTokens) {
    printTokens(
      service.mintedTokens,
      'First start: minted a dev token pair. It is shown only this once (stored hashed):',
    );
  } else if (envV2 || envV0) {
    console.log('Accepting the tokens from SERVICE_V2_TOKEN / SERVICE_V0_TOKEN.');
  } else {
    console.log('Tokens lost? Mint a new pair: npm run -s service -- token');
  }
  console.log(
    `Daily limit: ${args.dailyLimit === 0 ? 'off' : `${args.dailyLimit} requests per token per UTC day`}. Database: ${args.db}`,
  );
  console.log(`listening on ${service.url}`);

  const shutdown = () => {
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

function printTokens(tokens: TokenPair, heading: string): void {
  console.log(heading);
  console.log(`  v2 token (Bearer, Create Note / Capture): ${tokens.v2Token}`);
  console.log(`  v0 token (ApiAccessToken, items):         ${tokens.v0Token}`);
}

await main(process.argv.slice(2));
