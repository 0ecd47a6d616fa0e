import { type ChildProcess, spawn } from 'node:child_process';

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  stop(): void;
}

/** The real CLI in its own process, so the load generator does not share its event loop. */
export function startServiceProcess(dbPath: string, tokens: { v2: string; v0: string }): Promise<ServiceProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'service/cli.ts', '--port', '0', '--db', dbPath, '--daily-limit', '0', '--quiet'],
    {
      env: { ...process.env, SERVICE_V2_TOKEN: tokens.v2, SERVICE_V0_TOKEN: tokens.v0 },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      output += chunk;
      const url = /listening on (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`service exited (${code}) before listening:\n${output}`)));
  });
}
