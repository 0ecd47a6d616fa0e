import type { CorpusPage, SetName } from './corpus';
import { type Score, scoreMarkdown, titleMatches } from './measure';
import type { PipelineName, PipelineOutput } from './pipelines';

export type Runtime = 'node' | 'chromium';

export interface PageResult extends Score {
  runtime: Runtime;
  set: SetName;
  name: string;
  pipeline: PipelineName;
  title: string;
  titleOk?: boolean;
  ms: number;
  method?: string;
  error?: string;
}

/** Scores one run; a crash or timeout (no output) scores F1 = 0 as the measure says. */
export function scorePage(
  runtime: Runtime,
  page: CorpusPage,
  pipeline: PipelineName,
  output: (PipelineOutput & { error?: string }) | undefined,
  ms: number,
): PageResult {
  const score = output ? scoreMarkdown(output.markdown, page.expectedText) : { precision: 0, recall: 0, f1: 0 };
  return {
    runtime,
    set: page.set,
    name: page.name,
    pipeline,
    title: output?.title ?? '',
    titleOk: page.expectedTitle === undefined ? undefined : titleMatches(output?.title ?? '', page.expectedTitle),
    ms,
    method: output?.method,
    error: output?.error,
    ...score,
  };
}
