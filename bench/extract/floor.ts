import type { CorpusPage } from './corpus';
import { PIPELINE_LABELS, type PipelineName } from './pipelines';
import { quantile } from './report';
import { runChromium } from './run-chromium';

/** One short paragraph: what every clip pays before the page's size counts (code compiled and first run). */
const FLOOR_PAGE = `<!doctype html><html><head><title>Floor</title></head><body><main><article><h1>Floor</h1>
<p>One paragraph, long enough to be read as the article by every pipeline, and nothing else on the page.</p>
</article></main></body></html>`;

/**
 * Times each pipeline on the one-paragraph page, each run on a fresh load with a freshly injected script (as the
 * product and the corpus runs do), and prints median and p95 per pipeline.
 */
export async function runFloor(names: readonly PipelineName[], runs: number): Promise<void> {
  const pages = Array.from(
    { length: runs },
    (_, i): CorpusPage => ({
      set: 'readability',
      name: `floor-${i}`,
      url: `http://127.0.0.1/floor/${i}/`,
      html: FLOOR_PAGE,
      expectedText: 'One paragraph',
    }),
  );
  const results = await runChromium(pages, names);
  console.log(`\nOne-paragraph page, ${runs} fresh loads per pipeline (Chromium):\n`);
  console.log('| pipeline | ms median | ms p95 |\n|---|---|---|');
  for (const name of names) {
    const ms = results.filter((r) => r.pipeline === name).map((r) => r.ms);
    console.log(`| ${PIPELINE_LABELS[name]} | ${quantile(ms, 0.5).toFixed(1)} | ${quantile(ms, 0.95).toFixed(1)} |`);
  }
}
