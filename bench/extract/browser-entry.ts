import Defuddle from 'defuddle/full';
import { type Pipeline, type PipelineName, pipelinesWith, withTitle } from './pipelines';

/** Baseline 2 in the browser: Defuddle's full bundle, which carries its own Markdown conversion. */
const defuddlePipeline: Pipeline = (doc, url) => {
  const result = new Defuddle(doc, { url, markdown: true }).parse();
  return { title: result.title, markdown: withTitle(result.title, result.content) };
};

const pipelines = pipelinesWith(defuddlePipeline);

export interface BrowserRun {
  title: string;
  markdown: string;
  method?: string;
  ms: number;
  error?: string;
}

/**
 * Runs a pipeline on the live page document, timed in the page. The time includes a parse of the page's
 * HTML with DOMParser, so it covers parse + extraction + conversion as the measure says (the product runs
 * on the already-parsed page; the parse is added only so that figures compare with Node's).
 */
async function run(name: PipelineName, url: string): Promise<BrowserRun> {
  const html = document.documentElement.outerHTML;
  const start = performance.now();
  new DOMParser().parseFromString(html, 'text/html');
  try {
    const output = await pipelines[name](document, url);
    return { ...output, ms: performance.now() - start };
  } catch (error) {
    return { title: '', markdown: '', ms: performance.now() - start, error: String(error) };
  }
}

(globalThis as unknown as { __extractBench: unknown }).__extractBench = { run };
