import { Defuddle } from 'defuddle/node';
import { parseHTML } from 'linkedom';
import type { CorpusPage } from './corpus';
import { type Pipeline, type PipelineName, pipelinesWith, withTitle } from './pipelines';
import { type PageResult, scorePage } from './results';

/** Baseline 2 in Node: `defuddle/node`, which converts to Markdown itself. */
const defuddlePipeline: Pipeline = async (doc, url) => {
  const result = await Defuddle(doc, url, { markdown: true, useAsync: false });
  return { title: result.title, markdown: withTitle(result.title, result.content) };
};

const pipelines = pipelinesWith(defuddlePipeline);

/** Runs each pipeline on each page in Node with linkedom; time = parse + extraction + conversion. */
export async function runNode(pages: readonly CorpusPage[], names: readonly PipelineName[]): Promise<PageResult[]> {
  const results: PageResult[] = [];
  // The libraries log parse problems of the pages (bad JSON-LD…): keep the report readable.
  const { error, warn, log } = console;
  console.error = console.warn = console.log = () => {};
  try {
    await runAll(pages, names, results);
  } finally {
    Object.assign(console, { error, warn, log });
  }
  return results;
}

async function runAll(pages: readonly CorpusPage[], names: readonly PipelineName[], results: PageResult[]) {
  for (const page of pages) {
    for (const name of names) {
      const start = performance.now();
      try {
        const { document } = parseHTML(page.html);
        const output = await pipelines[name](document as unknown as Document, page.url);
        results.push(scorePage('node', page, name, output, performance.now() - start));
      } catch (error) {
        const failed = { title: '', markdown: '', error: String(error) };
        results.push(scorePage('node', page, name, failed, performance.now() - start));
      }
    }
  }
}
