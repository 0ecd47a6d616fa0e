import { Readability } from '@mozilla/readability';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';
import { fastContentHtml, htmlToMarkdown, pageMarkdown } from '../../lib/extract';
import { domParserOf } from '../../lib/extract/markdown/parse-html';

export const PIPELINE_NAMES = ['clipper', 'readability-turndown', 'defuddle', 'quick-content'] as const;
export type PipelineName = (typeof PIPELINE_NAMES)[number];
/** What a run measures unless `--pipeline` says otherwise: the clipper and the two baselines. */
export const DEFAULT_PIPELINES: readonly PipelineName[] = ['clipper', 'readability-turndown', 'defuddle'];

export const PIPELINE_LABELS: Record<PipelineName, string> = {
  clipper: 'Capture Clipper (pageMarkdown)',
  'readability-turndown': 'Readability → Turndown+GFM',
  defuddle: 'Defuddle (its own Markdown)',
  'quick-content': 'Quick snapshot content (no extraction)',
};

export interface PipelineOutput {
  title: string;
  /** `# <title>` then the body. */
  markdown: string;
  method?: string;
}

/** Runs one pipeline on a parsed document; the Defuddle baseline differs per runtime (Node vs bundle). */
export type Pipeline = (doc: Document, url: string) => PipelineOutput | Promise<PipelineOutput>;

export function clipperPipeline(doc: Document, url: string): PipelineOutput {
  const { article, markdown } = pageMarkdown(doc, { url });
  return { title: article.title, markdown, method: article.method };
}

/** Baseline 1: what most clippers do — Readability's article, Turndown with the GFM plugin. */
export function readabilityTurndownPipeline(doc: Document, _url: string): PipelineOutput {
  const article = new Readability(doc.cloneNode(true) as Document).parse();
  const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  turndown.use(gfm);
  const title = article?.title ?? '';
  return { title, markdown: withTitle(title, turndown.turndown(article?.content ?? '')) };
}

/**
 * The quick snapshot's content (`fastContentHtml`: the page's <article>/<main>, else its body, minus furniture
 * elements) through our Markdown: what Capture sent before it sent the extracted article, and still its fallback.
 */
export function quickContentPipeline(doc: Document, url: string): PipelineOutput {
  const body = htmlToMarkdown(fastContentHtml(doc), { baseUrl: url, domParser: domParserOf(doc) });
  return { title: doc.title, markdown: withTitle(doc.title, body) };
}

/** All pipelines, given the runtime's Defuddle baseline (its Node and browser builds differ). */
export function pipelinesWith(defuddle: Pipeline): Record<PipelineName, Pipeline> {
  return {
    clipper: clipperPipeline,
    'readability-turndown': readabilityTurndownPipeline,
    defuddle,
    'quick-content': quickContentPipeline,
  };
}

export function withTitle(title: string, body: string): string {
  return `# ${title.replace(/\s+/g, ' ').trim()}\n\n${body}`;
}
