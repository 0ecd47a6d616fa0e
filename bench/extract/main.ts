import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type CorpusPage, corpusDir, loadSet, SET_NAMES, type SetName } from './corpus';
import { runFloor } from './floor';
import { DEFAULT_PIPELINES, PIPELINE_NAMES, type PipelineName } from './pipelines';
import { markdownTable, runtimeDifferences, summarize, targetLines } from './report';
import type { PageResult } from './results';
import { runChromium } from './run-chromium';
import { runNode } from './run-node';

const HELP = `npm run bench:extract -- [options]
  --node-only            run only in Node (linkedom)
  --chromium-only        run only in headless Chromium
  --set <name>           readability | defuddle | scrapinghub (repeatable; default: all three)
  --pipeline <name>      clipper | readability-turndown | defuddle | quick-content (repeatable; default: the
                         first three; quick-content = the quick snapshot's content, Capture's fallback)
  --limit <n>            first n pages of each set
  --only <text>          only pages whose name contains <text>
  --worst <n>            list the n worst clipper pages per set (default 5)
  --out <file>           write per-page results as JSON (default /tmp/bench-extract-results.json)
  --floor [--runs <n>]   instead of the corpus: each pipeline on a one-paragraph page, n fresh loads (default 30)
                         in Chromium — the fixed cost every clip pays
Corpus: ../shared/corpus relative to the repository, or CORPUS_DIR.`;

const repoRoot = join(dirname(new URL(import.meta.url).pathname), '..', '..');

/** Nothing in the benchmark may reach the network (some extractors fetch embeds when they can). */
function forbidNetwork(): void {
  globalThis.fetch = () => Promise.reject(new Error('The extraction benchmark never uses the network.'));
}

async function main(): Promise<void> {
  forbidNetwork();
  const { values } = parseArgs({
    options: {
      'node-only': { type: 'boolean', default: false },
      'chromium-only': { type: 'boolean', default: false },
      set: { type: 'string', multiple: true },
      pipeline: { type: 'string', multiple: true },
      limit: { type: 'string' },
      only: { type: 'string' },
      worst: { type: 'string', default: '5' },
      out: { type: 'string', default: '/tmp/bench-extract-results.json' },
      floor: { type: 'boolean', default: false },
      runs: { type: 'string', default: '30' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(HELP);
  const sets = (values.set ?? [...SET_NAMES]) as SetName[];
  const names = (values.pipeline ?? [...DEFAULT_PIPELINES]) as PipelineName[];
  for (const set of sets) if (!SET_NAMES.includes(set)) throw new Error(`Unknown set "${set}".\n${HELP}`);
  for (const name of names) if (!PIPELINE_NAMES.includes(name)) throw new Error(`Unknown pipeline "${name}".\n${HELP}`);

  if (values.floor) return runFloor(names, Number(values.runs));

  const dir = corpusDir(repoRoot);
  if (!existsSync(dir)) throw new Error(`No corpus at ${dir}: set CORPUS_DIR.`);
  const limit = values.limit ? Number(values.limit) : Number.POSITIVE_INFINITY;
  const pages: CorpusPage[] = sets
    .flatMap((set) => loadSet(dir, set).slice(0, limit))
    .filter((page) => !values.only || page.name.includes(values.only));
  console.log(`Corpus ${dir}: ${pages.length} pages (${sets.join(', ')}); pipelines: ${names.join(', ')}`);

  const results: PageResult[] = [];
  if (!values['chromium-only']) {
    const started = Date.now();
    results.push(...(await runNode(pages, names)));
    console.log(`Node (linkedom) done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  if (!values['node-only']) {
    const started = Date.now();
    results.push(...(await runChromium(pages, names)));
    console.log(`Chromium done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  writeFileSync(values.out, JSON.stringify(results, null, 1));

  const summaries = summarize(results);
  console.log(`\n${markdownTable(summaries)}\n`);
  for (const line of targetLines(summaries)) console.log(line);
  const differences = runtimeDifferences(results);
  if (differences.length) console.log(`\nNode vs Chromium\n${differences.join('\n')}`);

  const worst = Number(values.worst);
  for (const runtime of ['node', 'chromium'] as const) {
    for (const set of sets) {
      const ours = results
        .filter((r) => r.runtime === runtime && r.set === set && r.pipeline === 'clipper')
        .sort((a, b) => a.f1 - b.f1)
        .slice(0, worst);
      if (ours.length === 0) continue;
      console.log(`\nWorst clipper pages, ${runtime} ${set}:`);
      for (const r of ours)
        console.log(
          `  ${r.f1.toFixed(3)} P ${r.precision.toFixed(2)} R ${r.recall.toFixed(2)} ${r.method ?? ''} ${r.name}${r.error ? ` ERROR ${r.error}` : ''}`,
        );
    }
  }

  const injected = join(repoRoot, '.output', 'chrome-mv3', 'snapshot.js');
  if (existsSync(injected)) {
    const bytes = readFileSync(injected);
    console.log(
      `\nInjected script ${injected}: ${(bytes.length / 1024).toFixed(1)} KiB, ${(gzipSync(bytes).length / 1024).toFixed(1)} KiB gzipped`,
    );
  }
  console.log(`\nPer-page results: ${values.out}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
