import { Readability } from '@mozilla/readability';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';
import { pageMarkdown } from '../../lib/extract';

export const PIPELINE_NAMES = ['clipper', 'readability-turndown', 'defuddle'] as const;
export type PipelineName = (typeof PIPELINE_NAMES)[number];

export const PIPELINE_LABELS: Record<PipelineName, string> = {
  clipper: 'Capture Clipper (pageMarkdown)',
  'readability-turndown': 'Readability → Turndown+GFM',
  defuddle: 'Defuddle (its own Markdown)',
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

export function withTitle(title: string, body: string): string {
  return `# ${title.replace(/\s+/g, ' ').trim()}\n\n${body}`;
}
